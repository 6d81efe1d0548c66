import path from 'node:path'

/** The folder the prerendered site is written to: $SITE_OUT_DIR/client, dist/client by default. */
export const clientDir = path.resolve(process.env.SITE_OUT_DIR ?? 'dist', 'client')
