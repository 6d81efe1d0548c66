import { pageTitle } from '../../components/layout/page-title.ts'
import { frontmatter } from '../../content/politique-confidentialite.mdx'

export default pageTitle(frontmatter.title)
