/**
 * The checks that concern the writer's and the owner's documents, by test file (Vitest filters on these paths): every
 * content check `npm test` runs that she can act on, so that « Tout est en ordre » and a green `npm test` agree.
 */
export const CONTENT_CHECKS = [
  'tests/unit/owner-spec.test.ts',
  'tests/unit/demonstration-flag.test.ts',
  'tests/snapshots/prerendered-html.test.ts',
  'tests/build/seo-headings-links.test.ts',
  'tests/build/links-and-assets.test.ts',
  'tests/build/typography.test.ts',
  'tests/build/visible-text.test.ts',
  'tests/build/copy-style.test.ts',
  'tests/build/html-validate.test.ts',
  'tests/build/spelling.test.ts',
  'tests/build/key-figures.test.ts',
  'tests/build/certification-titles.test.ts',
  'tests/build/section-titles.test.ts',
  'tests/build/reviews-notice.test.ts',
  'tests/build/repeated-sentences.test.ts',
  'tests/build/owner-facts.test.ts',
  'tests/build/registration.test.ts',
  'tests/build/terminology.test.ts',
  // The bytes of each page and of her photographs: a long text or a heavy photo is hers to shorten (issue 38 §6).
  'tests/build/budgets.test.ts',
  'tests/build/photos.test.ts',
]
