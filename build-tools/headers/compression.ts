/**
 * Media types compressed with Brotli, or gzip for a browser that does not accept Brotli (nginx
 * always compresses text/html when either is on).
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

/** Below this size compression saves nothing worth a header. */
export const gzipMinLength = 256

/** Brotli level for on-the-fly compression: most of level 11's gain at a small part of its cost. */
export const brotliLevel = 6
