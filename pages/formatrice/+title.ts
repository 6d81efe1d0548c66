import { pageTitle } from '../../components/layout/page-title.ts'
import { frontmatter } from '../../content/formatrice.mdx'

export default pageTitle(frontmatter.title)
