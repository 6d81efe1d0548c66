import { z } from './zod.ts'

/**
 * The components a writer may place in a document and the attributes each takes, checked when a
 * document compiles: an unknown component, a misspelt or unknown attribute, or a missing required
 * one stops the build in French. Build-only: components import its types alone, so zod stays out
 * of the pages.
 */

/** A value read from the frontmatter between braces ({frontmatter.retention}); braces are checked by their presence only. */
export const EXPRESSION = Symbol('expression')
const fromFrontmatter = (example: string) =>
  z.custom<typeof EXPRESSION>((value) => value === EXPRESSION, { error: `valeur attendue entre accolades, par exemple ${example}` })

const text = (what: string) =>
  z
    .string({ error: `texte attendu entre guillemets droits, par exemple ${what}` })
    .trim()
    .min(1, 'texte vide : écrivez au moins un mot')

export interface ComponentProps {
  schema: z.ZodObject
  /** How the component is written, shown in the fix. */
  usage: string
  /** Attributes visitors read (titles, labels): typeset in French like the prose; never ids or e-mail fields. */
  prose?: readonly string[]
  /** The one document that may place it, when it shows that document's records. */
  document?: string
}

const none = z.strictObject({})

/** Components any document may place. */
const documentComponents = {
  Accountant: { schema: none, usage: '<Accountant />' },
  AddressKind: { schema: none, usage: '<AddressKind />' },
  AuditResults: {
    schema: z.strictObject({ audit: fromFrontmatter('{frontmatter.audit}') }),
    usage: '<AuditResults audit={frontmatter.audit} />',
    document: 'accessibilite.mdx',
  },
  Area: { schema: none, usage: '<Area />' },
  Callout: {
    schema: z.strictObject({ title: text('title="À retenir"').optional() }),
    usage: '<Callout title="À retenir">…</Callout>',
    prose: ['title'],
  },
  Clientele: { schema: none, usage: '<Clientele />' },
  ConsentLifetime: { schema: none, usage: '<ConsentLifetime />' },
  ConsumerMediation: { schema: none, usage: '<ConsumerMediation />' },
  DeclaredScripts: { schema: none, usage: '<DeclaredScripts />' },
  ExperienceYears: { schema: none, usage: '<ExperienceYears />' },
  Email: {
    schema: z.strictObject({ subject: text('subject="Demande de devis"').optional(), body: text('body="Bonjour,"').optional() }),
    usage: '<Email /> ou <Email subject="Objet du courriel" />',
  },
  Fact: { schema: z.strictObject({ label: text('label="SIRET"') }), usage: '<Fact label="SIRET"><Siret /></Fact>', prose: ['label'] },
  FactList: { schema: none, usage: '<FactList>…</FactList>' },
  HostDetails: { schema: none, usage: '<HostDetails />' },
  CompanyFacts: { schema: none, usage: '<FactList>…<CompanyFacts /></FactList>' },
  LegalForm: { schema: none, usage: '<LegalForm />' },
  LegalLine: { schema: none, usage: '<LegalLine />' },
  LegalName: { schema: none, usage: '<LegalName />' },
  LogRetention: { schema: none, usage: '<LogRetention />' },
  MailProvider: { schema: none, usage: '<MailProvider />' },
  MailTransfer: { schema: none, usage: '<MailTransfer />' },
  OrganisationName: { schema: none, usage: '<OrganisationName />' },
  PeopleTrained: { schema: none, usage: '<PeopleTrained />' },
  Phone: { schema: none, usage: '<Phone />' },
  PublicationDirector: { schema: none, usage: '<PublicationDirector />' },
  PublisherAddress: { schema: none, usage: '<PublisherAddress />' },
  Qualiopi: { schema: none, usage: '<Qualiopi />' },
  RegistrationNumber: { schema: none, usage: '<RegistrationNumber />' },
  RegistrationStatement: { schema: none, usage: '<RegistrationStatement />' },
  RetentionTable: {
    schema: z.strictObject({ rows: fromFrontmatter('{frontmatter.retention}') }),
    usage: '<RetentionTable rows={frontmatter.retention} />',
  },
  Registration: { schema: none, usage: '<Registration />' },
  Siret: { schema: none, usage: '<Siret />' },
  SiteUrl: { schema: none, usage: '<SiteUrl />' },
  TrainerName: { schema: none, usage: '<TrainerName />' },
  Vat: { schema: none, usage: '<Vat />' },
} satisfies Record<string, ComponentProps>

const trainerPage = 'formatrice.mdx'
const heading = { eyebrow: text('eyebrow="Parcours"').optional(), title: text('title="…"') }
const section = (name: string, eyebrow: string) => ({
  schema: z.strictObject(heading),
  usage: `<${name} eyebrow="${eyebrow}" title="…" />`,
  prose: ['eyebrow', 'title'],
  document: trainerPage,
})

/** The sections of the trainer page: they show its records, or place an anchor of their own. */
const trainerSections = {
  Career: section('Career', 'Parcours'),
  Certifications: section('Certifications', 'Certifications'),
  PhilosophyQuote: {
    schema: z.strictObject({ title: text('title="Philosophie"') }),
    usage: '<PhilosophyQuote title="Philosophie">…</PhilosophyQuote>',
    prose: ['title'],
    document: trainerPage,
  },
  ProfileSection: {
    schema: z.strictObject({ id: text('id="portrait"'), ...heading }),
    usage: '<ProfileSection id="portrait" eyebrow="Portrait" title="…">…</ProfileSection>',
    prose: ['eyebrow', 'title'],
    document: trainerPage,
  },
  Specialities: section('Specialities', 'Spécialités'),
  Testimonials: section('Testimonials', 'Témoignages'),
} satisfies Record<string, ComponentProps>

export type DocumentComponentName = keyof typeof documentComponents
export type TrainerSectionName = keyof typeof trainerSections
export const trainerSectionNames = Object.keys(trainerSections) as TrainerSectionName[]

export const componentProps: Record<DocumentComponentName | TrainerSectionName, ComponentProps> = {
  ...documentComponents,
  ...trainerSections,
}
