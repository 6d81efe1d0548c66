/** The wording the law gives each owner's fact (content/identite.ts), derived here and nowhere else. */

import type { Identity, LegalForm } from '../../content/schemas/identity.ts'
import { formatEuros } from '../../lib/french-number.ts'
import { formatRegistrationNumber, formatSiren, ofRegion, personName } from './format.ts'

/** « Claire Delaunay EI »: the name of an entrepreneur individuel's activity is her name followed by « EI » (C. com. R526-27). */
export function eiName(trainer: Pick<Identity['trainer'], 'firstName' | 'lastName'>): string {
  return `${personName(trainer)} EI`
}

/** Each legal form in full, as the legal notices and the privacy policy print it. */
export const legalFormNames: Record<LegalForm, string> = {
  EI: 'Entrepreneur individuel (EI)',
  EURL: 'Entreprise unipersonnelle à responsabilité limitée (EURL)',
  SARL: 'Société à responsabilité limitée (SARL)',
  SASU: 'Société par actions simplifiée unipersonnelle (SASU)',
  SAS: 'Société par actions simplifiée (SAS)',
}

/** What of the owner's identity a legal name is made of. */
type LegalIdentity = Pick<Identity, 'organisation' | 'trainer'>

/** The publisher's legal name: the EI name for an entrepreneur individuel, the company's registered name (or its trading name) otherwise. */
export function legalName({ organisation, trainer }: LegalIdentity): string {
  return organisation.legalForm === 'EI' ? eiName(trainer) : (organisation.denomination ?? organisation.name)
}

/**
 * The line that stands beside the trading name on every page: the EI name (C. com. R526-27), or a company's name,
 * form, capital and registration (C. com. R123-237, R123-238): « Savoir-Recevoir, SASU au capital de 5 000 €, RCS Bordeaux 123 456 789 ».
 */
export function legalLine(owner: LegalIdentity): string {
  const { organisation } = owner
  if (organisation.legalForm === 'EI') return eiName(owner.trainer)
  return `${legalName(owner)}, ${organisation.legalForm} au capital de ${formatEuros(organisation.capital ?? 0)}, RCS ${organisation.rcsCity ?? ''} ${formatSiren(organisation.siret)}`
}

/** Where the publisher is registered (LCEN art. 1-1): every EI in the RNE since 2023, under its SIREN; a company at the RCS of its city. */
export function registrationWording(organisation: Identity['organisation']): string {
  const siren = formatSiren(organisation.siret)
  return organisation.legalForm === 'EI'
    ? `Immatriculée au Registre national des entreprises (RNE) sous le numéro SIREN ${siren}`
    : `Immatriculée au registre du commerce et des sociétés (RCS) de ${organisation.rcsCity ?? ''} sous le numéro ${siren}`
}

/** FR32123456789 → FR32 123 456 789 (key, then the SIREN in three groups). */
function formatVatNumber(number: string): string {
  return `${number.slice(0, 4)}\u202F${number.slice(4, 7)}\u202F${number.slice(7, 10)}\u202F${number.slice(10)}`
}

/**
 * The VAT mention of each regime: the franchise's is the one CGI art. 293 B prescribes for invoices;
 * the training exemption cites art. 261, 4, 4° a; an organisation subject to VAT gives its number.
 */
export function vatWording(vat: Identity['organisation']['vat']): string {
  switch (vat.regime) {
    case 'franchise':
      return 'TVA non applicable, art.\u00A0293\u00A0B du CGI'
    case 'exoneration-formation':
      return 'Exonération de TVA, article\u00A0261, 4, 4°\u00A0a du Code général des impôts'
    case 'assujettie':
      return `Assujettie à la TVA, numéro intracommunautaire ${formatVatNumber(vat.number)}`
  }
}

/** The category sentence the Qualiopi mark must carry (usage charter of the mark), for an organisation certified for training actions. */
export const QUALIOPI_CATEGORY =
  'La certification qualité a été délivrée au titre de la catégorie d’action suivante\u00A0: actions de formation.'

/**
 * What every trainee receives at the end of a training action (C. trav. L6353-1): an attestation stating its
 * objectives, nature and duration and the results of the assessment. A duty of the law, not an owner's choice.
 */
export const END_OF_TRAINING_ATTESTATION =
  'À l’issue de la formation, les participants reçoivent une attestation de fin de formation, qui en rappelle les objectifs, la nature et la durée, ainsi que les résultats de l’évaluation (article\u00A0L6353-1 du Code du travail).'

/**
 * The only form in which a training organisation may mention its declaration of activity in advertising (Code du
 * travail, L6352-12), around its number; the second sentence is imposed word for word. The site's footer and the PDF
 * programmes both set it from here.
 */
export function registrationStatement(registration: Identity['registration']) {
  return {
    before: 'Organisme de formation enregistré sous le numéro ',
    number: formatRegistrationNumber(registration.number),
    after: ` auprès du préfet de région ${ofRegion(registration.region)}. Cet enregistrement ne vaut pas agrément de l’État.`,
  }
}
