// https://vike.dev/Head — cumulative: what every page's head carries for search engines and sharing.
import { SeoHead } from '../components/seo/SeoHead.tsx'

export default function Head() {
  return <SeoHead />
}
