/**
 * What every server configuration compresses: Brotli for the browsers that accept it, gzip for the
 * others. Fonts (WOFF2) and images other than SVG are compressed already; text/html is always
 * compressed by nginx, and listed for Apache.
 */
export const compressedTypes = [
  'text/html',
  'text/css',
  'application/javascript',
  'text/javascript',
  'image/svg+xml',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'text/xml',
  'text/plain',
]

/** Below this size compression saves nothing worth a header (nginx only: Apache's filters have no such threshold). */
export const compressionMinLength = 256
