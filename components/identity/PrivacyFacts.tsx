import { identity } from '../../content/identite.ts'
import { countries } from '../../content/schemas/countries.ts'
import type { Identity } from '../../content/schemas/identity.ts'

/**
 * The owner's facts that the legal notices and the privacy policy state (RGPD art. 13-1-e and f,
 * LCEN art. 1-1): what her address is, her e-mail provider and any transfer, her accountant, how long
 * her host keeps its logs. Typed once in content/identite.ts; each reads it by default, and a test
 * may give another, to render the other cases.
 */

/** What the address is, for an entrepreneur individuel; a company's address is its head office (siège social) first. */
const addressKinds = {
  EI: {
    domicile: 'domicile de l’entrepreneuse',
    'local-professionnel': 'local professionnel',
    domiciliation: 'adresse de domiciliation de l’entreprise',
  },
  company: {
    domicile: 'siège social, au domicile de sa dirigeante',
    'local-professionnel': 'siège social, dans un local professionnel',
    domiciliation: 'siège social, auprès d’une société de domiciliation',
  },
} as const

/** What the publisher's address is, after it: « domicile de l’entrepreneuse », « siège social, dans un local professionnel ». */
export const AddressKind = ({
  kind = identity.organisation.address.kind,
  legalForm = identity.organisation.legalForm,
}: {
  kind?: Identity['organisation']['address']['kind']
  legalForm?: Identity['organisation']['legalForm']
}) => <span data-address-kind={kind}>{addressKinds[legalForm === 'EI' ? 'EI' : 'company'][kind]}</span>

/** The e-mail provider among the recipients: « Google (Gmail), qui les traite aux États-Unis ». */
export const MailProvider = ({ mail = identity.mailProvider }: { mail?: Identity['mailProvider'] }) => (
  <span data-mail-provider="">
    {mail.name}, qui les traite {countries[mail.country].in}
  </span>
)

/** Whether her messages leave the European Economic Area, and what covers it (GDPR art. 44 to 46): one or two sentences, within a paragraph. */
export function MailTransfer({ mail = identity.mailProvider }: { mail?: Identity['mailProvider'] }) {
  const where = countries[mail.country]
  const lead = `Notre fournisseur de messagerie, ${mail.name}, traite vos messages ${where.in}`
  if (where.eea) return <span data-mail-transfer="aucun">{lead}, dans cet espace&nbsp;: ils n’en sortent pas.</span>
  if (mail.safeguard === 'clauses-contractuelles-types')
    return (
      <span data-mail-transfer="clauses-contractuelles-types">
        {lead}&nbsp;: ce transfert est encadré par les clauses contractuelles types adoptées par la Commission européenne (article&nbsp;46
        du RGPD), dont vous pouvez obtenir une copie sur simple demande.
      </span>
    )
  // One text node: React would set a space alone between comments, which Chromium drops from what a screen reader hears.
  const safeguard =
    mail.country === 'États-Unis'
      ? 'la décision d’adéquation de la Commission européenne du 10\u00A0juillet 2023 relative au cadre de protection des données UE–États-Unis, auquel ce prestataire a adhéré'
      : 'une décision d’adéquation de la Commission européenne, qui reconnaît à ce pays un niveau de protection adéquat'
  return (
    <span data-mail-transfer="decision-adequation">
      {`${lead}\u00A0: ce transfert est encadré par ${safeguard} (article\u00A045 du RGPD).`}
    </span>
  )
}

/** The accountant among the recipients, as a list item's text (« notre expert-comptable, pour les seules pièces comptables »). */
export function Accountant({ accountant = identity.accountant }: { accountant?: Identity['accountant'] }) {
  if (accountant.kind === 'aucun')
    return (
      <span data-accountant="aucun">
        aucun expert-comptable&nbsp;: l’organisme tient lui-même sa comptabilité, et ses pièces comptables ne sont communiquées qu’aux
        administrations habilitées
      </span>
    )
  return (
    <span data-accountant="expert-comptable">
      notre expert-comptable{accountant.name ? `, ${accountant.name},` : ','} pour les seules pièces comptables
    </span>
  )
}

/** How long the host keeps its connection logs, as she typed it from its contract (« 12 mois »). */
export const LogRetention = ({ duration = identity.host.logRetention.duration }: { duration?: string }) => (
  <span data-log-retention="">{duration.trim().replace(/ (?=\S+$)/u, '\u00A0')}</span>
)
