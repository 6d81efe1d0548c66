/** Where the published photographs are served from: under /assets/, so the server caches them for a year (their names change with them). */
export const PHOTOS_URL = '/assets/photos/'
