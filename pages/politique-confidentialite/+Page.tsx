import PrivacyPolicy, { frontmatter, toc } from '../../content/politique-confidentialite.mdx'
import { DocumentLayout } from '../../components/document/DocumentLayout.tsx'

export default function Page() {
  return (
    <DocumentLayout title={frontmatter.title} updated={frontmatter.updated} toc={toc}>
      <PrivacyPolicy />
    </DocumentLayout>
  )
}
