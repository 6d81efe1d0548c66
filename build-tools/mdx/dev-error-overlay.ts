import type { ErrorPayload, ViteDevServer } from 'vite'
import type { DocumentError } from './document-error.ts'

/**
 * In `npm run dev` the documents are rendered on the server only (the pages load no React), so a
 * mistake in one never reaches Vite's error overlay by itself: the browser just receives the
 * error page. The MDX plugins keep here the latest error of each document, by file; every browser
 * that connects is sent it, and it is forgotten as soon as the file is edited or compiles again.
 */
export const pendingErrors = new Map<string, DocumentError>()

/** What Vite's overlay shows: the message exactly as the build prints it, the place, the lines around it. */
export function overlayPayload(error: DocumentError): ErrorPayload {
  return {
    type: 'error',
    err: {
      message: error.message,
      // The overlay prints the stack under the message: the code frame says more to a writer.
      stack: '',
      id: error.id,
      frame: error.frame,
      loc: error.loc,
      plugin: 'contenu',
    },
  }
}

/** Wires the store to the dev server: sends pending errors to each new browser connection. */
export function serveDocumentErrors(server: ViteDevServer): void {
  server.ws.on('connection', (socket) => {
    for (const error of pendingErrors.values()) socket.send(JSON.stringify(overlayPayload(error)))
  })
  // An edit may fix the mistake: the next render says whether it did.
  server.watcher.on('change', (file) => pendingErrors.delete(file))
}

/**
 * A mistake shown in the preview: printed in the terminal, sent to the pages open now, and kept under `key` for every
 * page opened later. It is kept after the watcher's other listeners have run, since one of them forgets the errors of
 * an edited file until it is read again (above).
 */
export function showInPreview(server: ViteDevServer, key: string, error: DocumentError): void {
  server.config.logger.error(`\n${error.message}\n${error.frame ? `\n${error.frame}\n` : ''}`)
  server.ws.send(overlayPayload(error))
  setImmediate(() => pendingErrors.set(key, error))
}
