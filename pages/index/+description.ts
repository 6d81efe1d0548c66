import { frontmatter } from '../../content/accueil/hero.mdx'

// The home page's summary for search engines is written with the hero, in its fragment.
export default frontmatter.description
