import LegalNotices, { frontmatter, toc } from '../../content/mentions-legales.mdx'
import { DocumentLayout, documentComponents } from '../../components/document/DocumentLayout.tsx'

export default function Page() {
  return (
    <DocumentLayout title={frontmatter.title} updated={frontmatter.updated} toc={toc}>
      <LegalNotices components={documentComponents} />
    </DocumentLayout>
  )
}
