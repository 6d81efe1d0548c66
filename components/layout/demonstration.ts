/**
 * True while anything of the example remains (build-tools/examples/demonstration.ts): the build is
 * a demonstration site. Every page says so (DemonstrationNotice.tsx) and asks search engines not to index it
 * (SeoHead.tsx), in `npm run build` as in `npm run dev`: the site fails closed.
 */
export const demonstration = import.meta.env.SITE_DEMONSTRATION

declare global {
  interface ImportMetaEnv {
    /** Set by build-tools/examples/go-live-check.ts. */
    readonly SITE_DEMONSTRATION: boolean
  }
}
