import Statement, { frontmatter, toc } from '../../content/accessibilite.mdx'
import { DocumentLayout, documentComponents } from '../../components/document/DocumentLayout.tsx'

export default function Page() {
  return (
    <DocumentLayout title={frontmatter.title} updated={frontmatter.updated} toc={toc}>
      <Statement components={documentComponents} />
    </DocumentLayout>
  )
}
