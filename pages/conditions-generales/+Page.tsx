import TermsOfSale, { frontmatter, toc } from '../../content/conditions-generales.mdx'
import { DocumentLayout, documentComponents } from '../../components/document/DocumentLayout.tsx'

export default function Page() {
  return (
    <DocumentLayout title={frontmatter.title} updated={frontmatter.updated} toc={toc}>
      <TermsOfSale components={documentComponents} />
    </DocumentLayout>
  )
}
