/** The icon files the build writes at the site root, and the sizes each one is drawn at. */
export const iconFiles = {
  /** Vector favicon, for browsers that take SVG (all current ones). */
  svg: { path: '/favicon.svg' },
  /** Raster fallback for the browser tab. */
  png32: { path: '/favicon-32.png', size: 32 },
  /** iOS home screen: opaque, square, 180 px. */
  appleTouch: { path: '/apple-touch-icon.png', size: 180 },
  /** Web manifest icons; the 512 px one is also the organisation's logo in the structured data. */
  app192: { path: '/icon-192.png', size: 192 },
  app512: { path: '/icon-512.png', size: 512 },
} as const

export const manifestPath = '/site.webmanifest'
