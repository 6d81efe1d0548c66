import { pageTitle } from '../../components/layout/page-title.ts'
import { frontmatter } from '../../content/conditions-generales.mdx'

export default pageTitle(frontmatter.title)
