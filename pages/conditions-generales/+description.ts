import { frontmatter } from '../../content/conditions-generales.mdx'

export default frontmatter.description
