import { pageTitle } from '../../components/layout/page-title.ts'
import { frontmatter } from '../../content/accessibilite.mdx'

export default pageTitle(frontmatter.title)
