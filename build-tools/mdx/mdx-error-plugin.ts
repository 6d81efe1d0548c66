import { existsSync, readFileSync } from 'node:fs'
import { pendingErrors } from './dev-error-overlay.ts'
import { shownPath } from './messages.ts'
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
      pendingErrors.delete(file)
      return result
    } catch (error) {
      // The frame shows the file as the writer typed it, frontmatter included (same line numbers).
      const explained = explainMdxError(error, shownPath(file, options.displayRoot), existsSync(file) ? readFileSync(file, 'utf8') : code)
      if (!explained) throw error
      pendingErrors.set(file, explained.at(file))
      throw explained
    }
  }
  return { ...plugin, name: `${plugin.name} (erreurs expliquées)`, transform }
}
