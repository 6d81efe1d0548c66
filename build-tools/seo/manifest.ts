import { iconFiles } from '../../components/seo/icons.ts'
import { shortName } from '../../components/seo/monogram.ts'

/** The web manifest: how the site presents itself when saved to a home screen. */
export function buildManifest(input: { name: string; description: string | null; themeColor: string; backgroundColor: string }): string {
  const icons = [iconFiles.app192, iconFiles.app512].map((icon) => ({
    src: icon.path,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
  }))
  const manifest = {
    name: input.name,
    short_name: shortName(input.name),
    ...(input.description ? { description: input.description } : {}),
    lang: 'fr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    // A brochure site: it opens in the browser, with its address bar, rather than as an app.
    display: 'browser',
    theme_color: input.themeColor,
    background_color: input.backgroundColor,
    icons,
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}
