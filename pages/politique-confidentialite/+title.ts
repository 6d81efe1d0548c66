import { pageTitle } from '../../components/layout/page-title'
import { frontmatter } from '../../content/politique-confidentialite.mdx'

export default pageTitle(frontmatter.title)
