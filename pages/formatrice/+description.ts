import { frontmatter } from '../../content/formatrice.mdx'

export default frontmatter.description
