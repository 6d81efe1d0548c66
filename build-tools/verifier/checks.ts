/** The checks that concern the writer's documents, by test file (Vitest filters on these paths). */
export const CONTENT_CHECKS = [
  'tests/unit/owner-spec.test.ts',
  'tests/snapshots/prerendered-html.test.ts',
  'tests/build/seo-headings-links.test.ts',
  'tests/build/links-and-assets.test.ts',
  'tests/build/typography.test.ts',
  'tests/build/visible-text.test.ts',
  'tests/build/copy-style.test.ts',
  'tests/build/html-validate.test.ts',
  'tests/build/spelling.test.ts',
]
