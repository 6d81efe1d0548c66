import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

// https://vike.dev/config
export default {
  extends: [vikeReact],
  lang: 'fr',
  // Every route is written to its own HTML file at build time (https://vike.dev/pre-rendering).
  prerender: true,
  // HTML-only by default: React renders at build time and does not run in the browser.
  // A page that needs client state opts back in (see pages/gestion-cookies/+config.ts).
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config
