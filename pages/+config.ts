import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

// https://vike.dev/config
export default {
  extends: [vikeReact],
  lang: 'fr',
  // Every route is written to its own HTML file at build time (https://vike.dev/pre-rendering).
  prerender: true,
  // HTML-only: React renders at build time and does not run in the browser. The cookie page
  // hydrates its preferences panel alone, from its own +client.ts.
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config
