/**
 * The components a writer may use in any MDX document. The build refuses any other capitalised
 * tag (see build-tools/mdx/remark-known-components.ts); mdx-components.tsx must provide each one.
 */
export const mdxComponentNames = [
  'Area',
  'Callout',
  'Email',
  'HostDetails',
  'LegalForm',
  'OrganisationName',
  'Phone',
  'PublicationDirector',
  'PublisherAddress',
  'RegistrationNumber',
  'RegistrationStatement',
  'RetentionTable',
  'Siret',
  'SiteUrl',
  'TrainerName',
  'Vat',
] as const

export type MdxComponentName = (typeof mdxComponentNames)[number]
