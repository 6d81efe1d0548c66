/**
 * The components a writer may use in any MDX document. The build refuses any other capitalised
 * tag (see build-tools/mdx/remark-known-components.ts); mdx-components.tsx must provide each one.
 */
export const mdxComponentNames = [
  'Area',
  'Callout',
  'ConsentLifetime',
  'DeclaredScripts',
  'Email',
  'Fact',
  'FactList',
  'HostDetails',
  'LegalForm',
  'OrganisationName',
  'Phone',
  'PublicationDirector',
  'PublisherAddress',
  'RegistrationNumber',
  'RegistrationStatement',
  'RetentionTable',
  'RneRegistration',
  'Siret',
  'SiteUrl',
  'TrainerName',
  'Vat',
] as const

export type MdxComponentName = (typeof mdxComponentNames)[number]

/**
 * The trainer page's sections (content/formatrice.mdx), which read that document's frontmatter.
 * The trainer page provides them itself, so their styles load on that page only.
 */
export const trainerComponentNames = [
  'Career',
  'Certifications',
  'PhilosophyQuote',
  'ProfileSection',
  'Specialities',
  'Testimonials',
] as const

export type TrainerComponentName = (typeof trainerComponentNames)[number]

/** Every name the build accepts in a document. */
export const knownComponentNames = [...mdxComponentNames, ...trainerComponentNames]
