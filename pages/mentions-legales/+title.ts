import { pageTitle } from '../../components/layout/page-title.ts'
import { frontmatter } from '../../content/mentions-legales.mdx'

export default pageTitle(frontmatter.title)
