import { frontmatter } from '../../content/accessibilite.mdx'

export default frontmatter.description
