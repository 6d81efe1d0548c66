import path from 'node:path'
import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { outDir } from './build-tools/built-site.ts'
import { goLiveCheck } from './build-tools/examples/go-live-check.ts'
import { ownerFilesSyntaxOverlay } from './build-tools/owner-files/syntax-plugin.ts'
import { serverConfig } from './build-tools/headers/server-config-plugin.ts'
import { phonePlanOnServer } from './build-tools/identity/phone-plan-plugin.ts'
import { builtLinksCheck } from './build-tools/links/link-check-plugin.ts'
import { contentFileNames } from './build-tools/mdx/content-file-names.ts'
import { explainMdxErrors } from './build-tools/mdx/mdx-error-plugin.ts'
import { mdxFrontmatter } from './build-tools/mdx/frontmatter-plugin.ts'
import { mdxOptions } from './build-tools/mdx/mdx-options.ts'
import { frenchOverlayTip } from './build-tools/mdx/overlay-tip.ts'
import { scriptsAfterFirstPaint } from './build-tools/scripts/after-first-paint.ts'
import { seoFiles } from './build-tools/seo/seo-plugin.ts'
import { publishedPhotos } from './build-tools/photos/photos-plugin.ts'
import { programmePdfs } from './build-tools/pdf/programmes-plugin.ts'
import { publishedOnly } from './build-tools/published-only.ts'
import { hoverOnly } from './build-tools/styles/hover-only.ts'
import { oneInlineStylesheet } from './build-tools/styles/page-styles-plugin.ts'

const root = import.meta.dirname

export default defineConfig({
  plugins: [
    goLiveCheck(root),
    // A syntax slip in content/identite.ts or content/chiffres.ts, in French in the preview's panel.
    ownerFilesSyntaxOverlay(root),
    // The phone numbering plan stays in the prerendering, out of every client file.
    phonePlanOnServer(),
    // A renamed content file: « renommez-le en … », and the page comes back when its name does.
    contentFileNames(path.join(root, 'content')),
    mdxFrontmatter(path.join(root, 'content')),
    frenchOverlayTip(),
    {
      enforce: 'pre',
      // French messages (file, line, fix) for mistakes in a document body, also in the dev overlay.
      ...explainMdxErrors(mdx(mdxOptions), { displayRoot: root }),
    },
    react({ include: /\.(mdx|tsx?)$/ }),
    vike(),
    // The photographs the documents name: encoded on request in dev, written into the build's assets.
    ...publishedPhotos(),
    // Each training's PDF programme: made before the page that names its size, written beside the pages.
    ...programmePdfs(),
    // Once Vike has prerendered the pages, in this order: Vike's files no visitor reads removed, one
    // inline stylesheet per page, each page's script loaded after the first paint, the share images,
    // icons, manifest and sitemap (also served by `npm run dev`), the server configuration of every
    // host and each page’s CSP (which allows the inline styles and scripts by hash), then the link check
    // over the finished site.
    publishedOnly(),
    oneInlineStylesheet(),
    scriptsAfterFirstPaint(),
    seoFiles(),
    serverConfig(),
    builtLinksCheck(),
  ],
  css: {
    // lightningcss compiles the stylesheets, in the preview as in the build, so that the named
    // breakpoints of components/styles/breakpoints.css (@custom-media) become real media queries.
    transformer: 'lightningcss',
    lightningcss: {
      drafts: { customMedia: true },
      // Prefixes and older syntax are left to the minifier, which targets build.target's browsers:
      // adding them here too would write some prefixes twice.
      targets: {},
      // `_local_hash`, the hash naming the file: a class keeps its name when its stylesheet changes.
      cssModules: { pattern: '_[local]_[hash]' },
      // Every :hover rule under @media (hover: hover): a tap on a phone never leaves a hover style behind.
      visitor: hoverOnly,
    },
  },
  environments: {
    // One chunk for the components and content gives the server build one stylesheet holding every
    // component's rules, which oneInlineStylesheet() then trims and inlines into each page.
    ssr: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'site', test: /[\\/](components|content)[\\/]/ }] } } } },
    },
  },
  build: {
    outDir,
    rolldownOptions: {
      // Rolldown's timing report (and its request for labels on Vike's chunk groups, which it uses)
      // names the prerendering as slow whenever the machine is busy: expected, and noise in the log.
      checks: { bundlerTimings: false },
    },
    // The banner and the preferences page must run in every browser with ES2020 modules (Safari 14,
    // Chrome 80): newer syntax such as ??= would stop the whole script there.
    target: 'es2020',
  },
})
