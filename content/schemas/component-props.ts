import type { MdxComponentName, TrainerComponentName } from '../../components/mdx/component-names.ts'
import { z } from './zod.ts'

/**
 * The attributes each MDX component takes, checked when a document compiles
 * (build-tools/mdx/remark-component-props.ts): a misspelt or unknown one, or a missing required
 * one, stops the build in French. Build-only: the components themselves never import this file,
 * so zod stays out of the browser.
 */

/** A value read from the frontmatter between braces ({frontmatter.retention}); braces are checked by their presence only. */
export const EXPRESSION = Symbol('expression')
const fromFrontmatter = (example: string) =>
  z.custom<typeof EXPRESSION>((value) => value === EXPRESSION, { error: `valeur attendue entre accolades, par exemple ${example}` })

const text = (what: string) => z.string({ error: `texte attendu entre guillemets droits, par exemple ${what}` }).trim().min(1, 'texte vide : écrivez au moins un mot')

const none = z.strictObject({})
const section = z.strictObject({ eyebrow: text('eyebrow="Parcours"').optional(), title: text('title="…"') })

export interface ComponentProps {
  schema: z.ZodObject
  /** How the component is written, shown in the fix. */
  usage: string
}

export const componentProps: Record<MdxComponentName | TrainerComponentName, ComponentProps> = {
  Area: { schema: none, usage: '<Area />' },
  Callout: { schema: z.strictObject({ title: text('title="À retenir"').optional() }), usage: '<Callout title="À retenir">…</Callout>' },
  ConsentLifetime: { schema: none, usage: '<ConsentLifetime />' },
  DeclaredScripts: { schema: none, usage: '<DeclaredScripts />' },
  Email: {
    schema: z.strictObject({ subject: text('subject="Demande de devis"').optional(), body: text('body="Bonjour,"').optional() }),
    usage: '<Email /> ou <Email subject="Objet du courriel" />',
  },
  Fact: { schema: z.strictObject({ label: text('label="SIRET"') }), usage: '<Fact label="SIRET"><Siret /></Fact>' },
  FactList: { schema: none, usage: '<FactList>…</FactList>' },
  HostDetails: { schema: none, usage: '<HostDetails />' },
  LegalForm: { schema: none, usage: '<LegalForm />' },
  OrganisationName: { schema: none, usage: '<OrganisationName />' },
  Phone: { schema: none, usage: '<Phone />' },
  PublicationDirector: { schema: none, usage: '<PublicationDirector />' },
  PublisherAddress: { schema: none, usage: '<PublisherAddress />' },
  RegistrationNumber: { schema: none, usage: '<RegistrationNumber />' },
  RegistrationStatement: { schema: none, usage: '<RegistrationStatement />' },
  RetentionTable: { schema: z.strictObject({ rows: fromFrontmatter('{frontmatter.retention}') }), usage: '<RetentionTable rows={frontmatter.retention} />' },
  RneRegistration: { schema: none, usage: '<RneRegistration />' },
  Siret: { schema: none, usage: '<Siret />' },
  SiteUrl: { schema: none, usage: '<SiteUrl />' },
  TrainerName: { schema: none, usage: '<TrainerName />' },
  Vat: { schema: none, usage: '<Vat />' },
  Career: { schema: section, usage: '<Career eyebrow="Parcours" title="…" />' },
  Certifications: { schema: section, usage: '<Certifications eyebrow="Certifications" title="…" />' },
  PhilosophyQuote: { schema: z.strictObject({ title: text('title="Philosophie"') }), usage: '<PhilosophyQuote title="Philosophie">…</PhilosophyQuote>' },
  ProfileSection: {
    schema: z.strictObject({ id: text('id="portrait"'), eyebrow: text('eyebrow="Portrait"').optional(), title: text('title="…"') }),
    usage: '<ProfileSection id="portrait" eyebrow="Portrait" title="…">…</ProfileSection>',
  },
  Specialities: { schema: section, usage: '<Specialities eyebrow="Spécialités" title="…" />' },
  Testimonials: { schema: section, usage: '<Testimonials eyebrow="Témoignages" title="…" />' },
}
