import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'
import { identity } from '../content/identite.ts'

// https://vike.dev/config
export default {
  extends: [vikeReact],
  lang: 'fr',
  // Every route is written to its own HTML file at build time (https://vike.dev/pre-rendering), as
  // formatrice/index.html, or as formatrice.html when the host asks for it (content/identite.ts,
  // host.pages; docs/hebergement.md). Vike writes 404.html in both cases.
  prerender: identity.host.pages === 'fichiers' ? { noExtraDir: true } : true,
  // HTML-only: React renders at build time and does not run in the browser. The cookie page
  // hydrates its preferences panel alone, from its own +client.ts.
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config
