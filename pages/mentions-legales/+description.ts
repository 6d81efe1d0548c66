import { frontmatter } from '../../content/mentions-legales.mdx'

export default frontmatter.description
