import { frontmatter } from '../../content/accueil/hero.mdx'
import { homeTitle } from '../../components/layout/page-title.ts'

export default homeTitle(frontmatter.eyebrow)
