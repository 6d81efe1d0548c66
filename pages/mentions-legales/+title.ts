import { pageTitle } from '../../components/layout/page-title'
import { frontmatter } from '../../content/mentions-legales.mdx'

export default pageTitle(frontmatter.title)
