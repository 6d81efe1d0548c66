import PrivacyPolicy, { frontmatter, toc } from '../../content/politique-confidentialite.mdx'
import { DocumentLayout, documentComponents } from '../../components/document/DocumentLayout.tsx'

export default function Page() {
  return (
    <DocumentLayout title={frontmatter.title} updated={frontmatter.updated} toc={toc}>
      <PrivacyPolicy components={documentComponents} />
    </DocumentLayout>
  )
}
