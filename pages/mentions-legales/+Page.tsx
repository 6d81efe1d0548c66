import LegalNotices, { frontmatter, toc } from '../../content/mentions-legales.mdx'
import { DocumentLayout } from '../../components/document/DocumentLayout.tsx'

export default function Page() {
  return (
    <DocumentLayout title={frontmatter.title} updated={frontmatter.updated} toc={toc}>
      <LegalNotices />
    </DocumentLayout>
  )
}
