// Types of MDX imports: each document's `frontmatter` has the type its schema outputs.
type TocEntry = import('../components/document/DocumentLayout').TocEntry
type MDXContent = import('mdx/types').MDXContent

declare module '*/mentions-legales.mdx' {
  export const frontmatter: import('./schemas/legal-document').LegalDocumentFrontmatter
  export const toc: TocEntry[]
  const Content: MDXContent
  export default Content
}

declare module '*/politique-confidentialite.mdx' {
  export const frontmatter: import('./schemas/privacy-policy').PrivacyPolicyFrontmatter
  export const toc: TocEntry[]
  const Content: MDXContent
  export default Content
}
