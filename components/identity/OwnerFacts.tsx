import { identity } from '../../content/identite.ts'
import type { Identity } from '../../content/schemas/identity.ts'
import { formatLongDate } from '../../lib/french-date.ts'
import { formatEuros } from '../../lib/french-number.ts'
import { Fact } from '../mdx/FactList.tsx'
import { legalFormNames, legalLine, legalName, QUALIOPI_CATEGORY, registrationWording, vatWording } from './legal-wording.ts'
import { Typeset } from '../ui/Typeset.tsx'

/**
 * The sentences that follow from the owner's facts (content/identite.ts): the legal name and form, the VAT
 * mention, who the training is for, consumer mediation and Qualiopi. Each reads the identity by
 * default; a test may give it another, to render the other stance.
 */

type LegalIdentity = Pick<Identity, 'organisation' | 'trainer'>

/** The publisher's legal name: « Claire Delaunay EI », or the company's registered name. */
export const LegalName = ({ owner = identity }: { owner?: LegalIdentity }) => (
  <span data-legal-name={owner.organisation.legalForm}>{legalName(owner)}</span>
)

/** What stands beside the trading name: the EI name, or a company's name, form, capital and RCS registration. */
export const LegalLine = ({ owner = identity }: { owner?: LegalIdentity }) => (
  <span data-legal-line={owner.organisation.legalForm}>{legalLine(owner)}</span>
)

/** The legal form in full (« Société par actions simplifiée unipersonnelle (SASU) »). */
export const LegalForm = ({ organisation = identity.organisation }: { organisation?: Identity['organisation'] }) => (
  <>{legalFormNames[organisation.legalForm]}</>
)

/** Where the publisher is registered: the RNE for an EI, the RCS of its city for a company (LCEN art. 1-1). */
export const Registration = ({ organisation = identity.organisation }: { organisation?: Identity['organisation'] }) => (
  <span data-registration-register={organisation.legalForm === 'EI' ? 'rne' : 'rcs'}>{registrationWording(organisation)}</span>
)

/**
 * A company's own facts, as rows of the legal notices' FactList: its share capital and who represents it. Nothing
 * for an entrepreneur individuel, who has neither.
 */
export function CompanyFacts({ organisation = identity.organisation }: { organisation?: Identity['organisation'] }) {
  const { legalForm, capital, representative } = organisation
  if (legalForm === 'EI' || capital === undefined || representative === undefined) return null
  return (
    <>
      <Fact label="Capital social">{formatEuros(capital)}</Fact>
      <Fact label="Représentation légale">{`${representative.name}, ${representative.title}`}</Fact>
    </>
  )
}

export const Vat = ({ vat = identity.organisation.vat }: { vat?: Identity['organisation']['vat'] }) => (
  <span data-vat={vat.regime}>{vatWording(vat)}</span>
)

/** Who may contract for the training, in one sentence placed within a paragraph (the home page’s audiences, the legal notices): the legal stance alone, the prose around it is the writer’s. */
export function Clientele({ clientele = identity.clientele }: { clientele?: Identity['clientele'] }) {
  return (
    <span data-clientele={clientele.kind}>
      {clientele.kind === 'professionnels'
        ? 'Nos formations sont réservées aux entreprises et aux professionnels, pour les besoins de leur activité.'
        : 'Nos formations s’adressent aux entreprises et aux professionnels, ainsi qu’aux particuliers qui se forment à titre personnel.'}
    </span>
  )
}

/**
 * Consumer mediation (C. consom. L612-1, L616-1, R616-1): with consumers, the mediator's name and
 * website; with businesses only, the plain statement that it does not apply. A paragraph: placed alone on its line.
 */
export function ConsumerMediation({ clientele = identity.clientele }: { clientele?: Identity['clientele'] }) {
  if (clientele.kind === 'professionnels') {
    return (
      <p data-consumer-mediation="sans-objet">
        Les formations sont réservées aux entreprises et aux professionnels, qui les commandent pour les besoins de leur activité&nbsp;:
        l’organisme ne conclut aucun contrat avec un consommateur. La médiation de la consommation, que les articles&nbsp;L611-1 et suivants
        du Code de la consommation réservent aux litiges entre un professionnel et un consommateur, ne s’applique donc pas à ses
        prestations.
      </p>
    )
  }
  const { name, url } = clientele.mediator
  return (
    <p data-consumer-mediation="mediateur">
      Si vous avez conclu un contrat en qualité de consommateur et que votre réclamation écrite auprès de l’organisme n’a pas permis de
      régler le litige, vous pouvez recourir gratuitement, dans l’année qui suit cette réclamation, au médiateur de la consommation dont il
      relève&nbsp;: <span data-mediator-name="">{name}</span>
      {', '}
      <a href={url} rel="noopener noreferrer">
        {url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
      </a>
      {` (articles\u00A0L612-1 et suivants du Code de la consommation). Vous pouvez aussi saisir, à votre choix, l’une des juridictions territorialement compétentes selon le Code de procédure civile ou celle du lieu où vous demeuriez au moment de la conclusion du contrat ou de la survenance du fait dommageable (article\u00A0R631-3 du même code).`}
    </p>
  )
}

/**
 * Whether the organisation holds the Qualiopi certification, said wherever funding is mentioned (C. trav. L6316-1). A
 * paragraph. Uncertified, it adds who then pays, unless the owner's own words beside it already say so (`saysWhoPays`:
 * the home page's « Financement »).
 */
export function Qualiopi({ qualiopi = identity.qualiopi, saysWhoPays = true }: { qualiopi?: Identity['qualiopi']; saysWhoPays?: boolean }) {
  if (!qualiopi.certified) {
    return (
      <p data-qualiopi="non-certifie">
        L’organisme n’est pas certifié Qualiopi. Ses formations ne peuvent donc pas être financées par un opérateur de compétences (OPCO),
        par le compte personnel de formation (CPF) ni par France Travail, qui exigent cette certification (article&nbsp;L6316-1 du Code du
        travail){saysWhoPays ? '\u00A0: elles sont réglées directement par l’entreprise ou le professionnel qui les commande.' : '.'}
      </p>
    )
  }
  return (
    <p data-qualiopi="certifie">
      {`L’organisme est certifié Qualiopi par ${qualiopi.certifier}${qualiopi.certificateNumber ? ` (certificat n°\u00A0${qualiopi.certificateNumber})` : ''}, depuis le `}
      <Typeset text={formatLongDate(new Date(`${qualiopi.certificateDate}T00:00:00Z`), 'UTC')} />
      {/* One string after the date: React marks a join between two with a comment (issue 37). */}
      {`. ${QUALIOPI_CATEGORY} Cette certification est l’une des conditions d’une prise en charge par un opérateur de compétences (OPCO) ou par un autre financeur public ou mutualisé (article\u00A0L6316-1 du Code du travail).`}
    </p>
  )
}
