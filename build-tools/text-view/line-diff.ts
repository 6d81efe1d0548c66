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
 * The changes from `old` to `next`, line by line, through their longest common subsequence: each
 * run of removed and added lines is one hunk, with the unchanged line on each side of it. Pages hold a
 * few hundred lines, so the quadratic table costs nothing.
 */
export function lineDiff(old: readonly string[], next: readonly string[]): Hunk[] {
  const rows = old.length + 1
  const columns = next.length + 1
  // common[i * columns + j]: length of the longest common subsequence of old[i…] and next[j…].
  const common = new Uint32Array(rows * columns)
  for (let i = old.length - 1; i >= 0; i--) {
    for (let j = next.length - 1; j >= 0; j--) {
      common[i * columns + j] =
        old[i] === next[j] ? common[(i + 1) * columns + j + 1]! + 1 : Math.max(common[(i + 1) * columns + j]!, common[i * columns + j + 1]!)
    }
  }
  const hunks: Hunk[] = []
  let current: Hunk | undefined
  let last: string | undefined
  const close = (after: string | undefined) => {
    if (current) hunks.push({ ...current, ...(after === undefined ? {} : { after }) })
    current = undefined
  }
  let i = 0
  let j = 0
  while (i < old.length || j < next.length) {
    if (i < old.length && j < next.length && old[i] === next[j]) {
      close(old[i])
      last = old[i]
      i++
      j++
      continue
    }
    current ??= { ...(last === undefined ? {} : { before: last }), removed: [], added: [] }
    if (j >= next.length || (i < old.length && common[(i + 1) * columns + j]! >= common[i * columns + j + 1]!))
      current.removed.push(old[i++]!)
    else current.added.push(next[j++]!)
  }
  close(undefined)
  return hunks
}
