import { frontmatter } from '../../content/politique-confidentialite.mdx'

export default frontmatter.description
