/**
 * Media types compressed with gzip (nginx always compresses text/html when gzip is on).
 * Fonts (WOFF2) and images other than SVG are compressed already.
 */
export const gzipTypes = [
  'text/css',
  'application/javascript',
  'text/javascript',
  'image/svg+xml',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'text/xml',
  'text/plain',
] as const

/** Below this size gzip saves nothing worth a header. */
export const gzipMinLength = 256
