import { defineConfig } from 'vitest/config'

// Two projects: `unit` needs no build; `built` reads the prerendered site in $SITE_OUT_DIR (default dist/).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'built', include: ['tests/snapshots/**/*.test.ts', 'tests/build/**/*.test.ts'], environment: 'node' } },
    ],
  },
})
