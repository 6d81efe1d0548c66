import { diffArrays } from 'diff'

/** One change between two versions of a text: the lines taken out, the lines put in, and where. */
export interface Hunk {
  /** The unchanged line just before the change, to situate it (undefined at the start). */
  before?: string
  removed: string[]
  added: string[]
  /** The unchanged line just after the change (undefined at the end). */
  after?: string
}

/**
 * The changes from `old` to `next`, line by line (jsdiff's diffArrays): each run of removed and added lines is one
 * hunk, with the unchanged line on each side of it.
 */
export function lineDiff(old: readonly string[], next: readonly string[]): Hunk[] {
  const hunks: Hunk[] = []
  let current: Hunk | undefined
  let last: string | undefined
  for (const change of diffArrays([...old], [...next])) {
    if (!change.added && !change.removed) {
      if (current) hunks.push({ ...current, after: change.value[0] })
      current = undefined
      last = change.value.at(-1)
      continue
    }
    current ??= { ...(last === undefined ? {} : { before: last }), removed: [], added: [] }
    ;(change.added ? current.added : current.removed).push(...change.value)
  }
  if (current) hunks.push(current)
  return hunks
}
