import { readFileSync } from 'node:fs'
import path from 'node:path'
import { forgetDocumentError, recordDocumentError } from './dev-error-overlay.ts'
import { explainMdxError } from './mdx-syntax-errors.ts'

type Transform = (this: unknown, code: string, id: string, ...rest: unknown[]) => unknown

/**
 * Wraps @mdx-js/rollup so that a mistake in a document body (unclosed tag, stray brace, unknown
 * component, duplicated heading) stops the build with a French message naming the file, the
 * line and the fix, and shows in the dev overlay. Other errors pass through untouched.
 */
export function explainMdxErrors<P extends { name: string; transform?: unknown }>(plugin: P, options: { displayRoot?: string } = {}): P {
  const original = plugin.transform
  if (typeof original !== 'function') throw new Error('explainMdxErrors attend le greffon @mdx-js/rollup (transform en fonction)')
  const transform: Transform = async function (this: unknown, code, id, ...rest) {
    const file = id.split('?')[0] ?? id
    if (!file.endsWith('.mdx')) return (original as Transform).call(this, code, id, ...rest)
    try {
      const result = await (original as Transform).call(this, code, id, ...rest)
      forgetDocumentError(file)
      return result
    } catch (error) {
      const shown = path
        .relative(options.displayRoot ?? process.cwd(), file)
        .split(path.sep)
        .join('/')
      // The frame shows the file as the writer typed it, frontmatter included (same line numbers).
      const explained = explainMdxError(error, shown, readSource(file) ?? code)
      if (!explained) throw error
      recordDocumentError(file, explained.at(file))
      throw explained
    }
  }
  return { ...plugin, name: `${plugin.name} (erreurs expliquées)`, transform }
}

function readSource(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}
