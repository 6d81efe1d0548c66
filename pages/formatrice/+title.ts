import { pageTitle } from '../../components/layout/page-title'
import { frontmatter } from '../../content/formatrice.mdx'

export default pageTitle(frontmatter.title)
