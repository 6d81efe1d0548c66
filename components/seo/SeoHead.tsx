import type { PageContext } from 'vike/types'
import { usePageContext } from 'vike-react/usePageContext'
import { demonstration } from '../layout/demonstration.ts'
import { headTags } from './head-tags.ts'
import { JsonLd } from './JsonLd.tsx'
import { pageGraph } from './json-ld/page-graph.ts'
import { palette } from './palette.ts'

type Setting = string | null | undefined | ((pageContext: PageContext) => string | null | undefined)

/** +title and +description may be values or functions of the page context, as in vike-react. */
function resolve(setting: Setting, pageContext: PageContext): string | null | undefined {
  return typeof setting === 'function' ? setting(pageContext) : setting
}

/** Canonical address, robots, icons, sharing cards and structured data of the current page. */
export function SeoHead() {
  const pageContext = usePageContext()
  const page = { route: pageContext.urlPathname, is404: pageContext.is404 === true }
  const { links, metas } = headTags({
    ...page,
    title: resolve(pageContext.config.title, pageContext),
    description: resolve(pageContext.config.description, pageContext),
    themeColor: palette.ivory,
    demonstration,
  })
  return (
    <>
      {links.map((attributes) => (
        <link key={`${attributes.rel} ${attributes.href}`} {...attributes} />
      ))}
      {metas.map((attributes) => (
        <meta key={attributes.name ?? attributes.property} {...attributes} />
      ))}
      <JsonLd graph={pageGraph(page)} />
    </>
  )
}
