import { identity } from '../../content/identite.ts'
import { routes } from '../layout/navigation.ts'
import { iconFiles, manifestPath } from './icons.ts'
import { shareCardFor, shareImageSize } from './share-card.ts'
import { absoluteUrl, canonicalUrl } from './site-url.ts'

export interface HeadInput {
  /** The page's path (« /formatrice »). */
  route: string
  /** True on the not-found page, which must not be indexed and has no address of its own. */
  is404: boolean
  title: string | null | undefined
  description: string | null | undefined
  /** Colour of the browser's interface around the page. */
  themeColor: string
  /** True while examples remain (components/layout/demonstration.ts): a demonstration site, neither indexed nor followed. */
  demonstration?: boolean
}

type TagAttributes = Record<string, string>

/** What the head needs for search engines and sharing, beyond what vike-react writes from +title and +description. */
export function headTags(input: HeadInput) {
  const card = shareCardFor(input)
  const image = absoluteUrl(card.path)
  const isTrainer = !input.is404 && input.route === routes.trainer
  const links: TagAttributes[] = [
    // A 404 answers at any unknown address: it has no canonical address of its own.
    ...(input.is404 ? [] : [{ rel: 'canonical', href: canonicalUrl(input.route) }]),
    { rel: 'icon', href: iconFiles.svg.path, type: 'image/svg+xml' },
    { rel: 'icon', href: iconFiles.png32.path, type: 'image/png', sizes: `${iconFiles.png32.size}x${iconFiles.png32.size}` },
    { rel: 'apple-touch-icon', href: iconFiles.appleTouch.path },
    { rel: 'manifest', href: manifestPath },
  ]
  const metas: TagAttributes[] = [
    { name: 'robots', content: input.demonstration ? 'noindex, nofollow' : input.is404 ? 'noindex' : 'index, follow' },
    { name: 'theme-color', content: input.themeColor },
    { property: 'og:type', content: isTrainer ? 'profile' : 'website' },
    ...(isTrainer
      ? [
          { property: 'profile:first_name', content: identity.trainer.firstName },
          { property: 'profile:last_name', content: identity.trainer.lastName },
        ]
      : []),
    { property: 'og:site_name', content: identity.organisation.name },
    { property: 'og:locale', content: 'fr_FR' },
    ...(input.is404 ? [] : [{ property: 'og:url', content: canonicalUrl(input.route) }]),
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(shareImageSize.width) },
    { property: 'og:image:height', content: String(shareImageSize.height) },
    { property: 'og:image:alt', content: card.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(input.title ? [{ name: 'twitter:title', content: input.title }] : []),
    ...(input.description ? [{ name: 'twitter:description', content: input.description }] : []),
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: card.alt },
  ]
  return { links, metas }
}
