import { ContentError } from '../../content/schemas/format-error.ts'

/** Where a mistake sits in a document: 1-based line, and column when known. */
export interface Place {
  line: number
  column?: number
}

/**
 * A mistake in a content document, worded for the writer: the message names the file, the line
 * and the fix. It also carries what Vite shows in its error overlay (id, loc, code frame).
 */
export class DocumentError extends ContentError {
  /** Absolute path of the document, as Vite names modules. */
  id?: string
  loc?: { file: string; line: number; column: number }
  /** A few numbered lines of the document around the mistake. */
  frame?: string
  readonly place?: Place

  constructor(message: string, options: { place?: Place; source?: string } = {}) {
    super(message)
    this.place = options.place
    if (options.place && options.source !== undefined) this.frame = codeFrame(options.source, options.place)
  }

  /** Names the module for Vite (overlay title, terminal), once the plugin knows it. */
  at(id: string): this {
    this.id = id
    if (this.place) this.loc = { file: id, line: this.place.line, column: this.place.column ?? 1 }
    return this
  }
}

/** Two lines before and after the mistake, the faulty one marked with « > » and a caret under the column. */
function codeFrame(source: string, place: Place): string {
  const lines = source.split('\n')
  const from = Math.max(1, place.line - 2)
  const to = Math.min(lines.length, place.line + 2)
  const width = String(to).length
  const out: string[] = []
  for (let n = from; n <= to; n++) {
    const marker = n === place.line ? '>' : ' '
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`)
    if (n === place.line && place.column) out.push(`  ${' '.repeat(width)} | ${' '.repeat(place.column - 1)}^`)
  }
  return out.join('\n')
}
