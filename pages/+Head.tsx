// https://vike.dev/Head — cumulative: what every page's head carries for search engines and sharing.
export { SeoHead as default } from '../components/seo/SeoHead.tsx'
