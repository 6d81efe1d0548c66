import { defineConfig } from 'vitest/config'

// `unit` needs no build; `built` and `snapshots` read the prerendered site in $SITE_OUT_DIR (default dist/).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { test: { name: 'built', include: ['tests/build/**/*.test.ts'] } },
      // The snapshots apart: their diff headings (« Avant : l’instantané enregistré » / « Après : la page
      // construite ») would mislabel any other failed comparison, so only this project has them.
      { test: { name: 'snapshots', include: ['tests/snapshots/**/*.test.ts'], diff: './tests/snapshots/diff-options.ts' } },
      // `firefox` runs the visitor scenarios in Debian's Firefox ESR against the built site.
      { test: { name: 'firefox', include: ['tests/browsers/**/*.test.ts'], fileParallelism: false } },
      // `writer` follows the writer's guide on a copy of the project (three builds: minutes, not seconds).
      { test: { name: 'writer', include: ['tests/writer/**/*.test.ts'], testTimeout: 300_000, hookTimeout: 120_000 } },
      // `nginx` and `apache` run the same suite (tests/servers/) against a real server over the built
      // site, configured by the build's own file: dist/nginx.conf, dist/client/.htaccess.
      {
        test: {
          name: 'nginx',
          include: ['tests/servers/**/*.test.ts', 'tests/nginx/**/*.test.ts'],
          globalSetup: ['tests/nginx/global-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'apache',
          include: ['tests/servers/**/*.test.ts', 'tests/apache/**/*.test.ts'],
          globalSetup: ['tests/apache/global-setup.ts'],
          testTimeout: 30_000,
        },
      },
      // `bare` builds a copy of the project with `pages: 'fichiers'` and serves it with nothing but a
      // document root, as GitHub Pages does (tests/bare/global-setup.ts).
      { test: { name: 'bare', include: ['tests/bare/**/*.test.ts'], globalSetup: ['tests/bare/global-setup.ts'], testTimeout: 30_000 } },
    ],
  },
})
