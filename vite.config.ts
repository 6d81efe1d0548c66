import path from 'node:path'
import { fileURLToPath } from 'node:url'
import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { identityCheck } from './build-tools/identity/check-identity.ts'
import { explainMdxErrors } from './build-tools/mdx/mdx-error-plugin.ts'
import { mdxFrontmatter } from './build-tools/mdx/frontmatter-plugin.ts'
import { mdxOptions } from './build-tools/mdx/mdx-options.ts'
import { oneInlineStylesheet } from './build-tools/styles/page-styles-plugin.ts'

const root = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  plugins: [
    identityCheck(),
    mdxFrontmatter(path.join(root, 'content')),
    {
      enforce: 'pre',
      // French messages (file, line, fix) for mistakes in a document body, also in the dev overlay.
      ...explainMdxErrors(mdx(mdxOptions), { displayRoot: root }),
    },
    react({ include: /\.(mdx|tsx?)$/ }),
    vike(),
    oneInlineStylesheet(),
  ],
  environments: {
    // One chunk for the components and content gives the server build one stylesheet holding every
    // component's rules, which oneInlineStylesheet() then trims and inlines into each page.
    ssr: {
      build: {
        rolldownOptions: {
          output: {
            advancedChunks: {
              groups: [
                { name: 'site', test: /[\\/](components|content)[\\/]/ },
              ],
            },
          },
        },
      },
    },
  },
  build: {
    // SITE_OUT_DIR lets two builds run side by side (tests, benchmark) without clobbering dist/.
    outDir: process.env.SITE_OUT_DIR ?? 'dist',
    // The banner and the preferences page must run in every browser with ES2020 modules (Safari 14,
    // Chrome 80): newer syntax such as ??= would stop the whole script there.
    target: 'es2020',
  },
})
