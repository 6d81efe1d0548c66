import type { Plugin } from 'vite'

const PLAN = 'libphonenumber-js/max'
const STUB = '\0phone-plan-on-server'

/**
 * The phone numbering plan (lib/phone-number.ts) reads the owner's numbers while the pages are
 * prerendered: no browser ever runs it. Vike still writes client entries for the HTML-only pages
 * (which no page loads), and their text feeds the font subsets: in the client build the plan is an
 * empty stand-in, so that neither its 200 Kio nor its characters reach the site.
 */
export function phonePlanOnServer(): Plugin {
  return {
    name: 'phone-plan-on-server',
    enforce: 'pre',
    resolveId(source) {
      return source === PLAN && this.environment.name === 'client' ? STUB : null
    },
    load(id) {
      return id === STUB ? 'export const parsePhoneNumberFromString = () => undefined' : null
    },
  }
}
