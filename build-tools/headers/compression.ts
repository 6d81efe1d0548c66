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

/**
 * How hard nginx compresses (brotli_comp_level, gzip_comp_level); scripts/serve.ts uses the same, so that
 * the tests and the bench receive the bytes a visitor receives. Apache's mod_brotli and mod_deflate keep
 * their server-wide defaults (Brotli 5, gzip 6), which a .htaccess cannot change: a few bytes more.
 */
export const compressionLevel = { brotli: 6, gzip: 6 }
