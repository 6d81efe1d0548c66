/**
 * « Vouliez-vous écrire … ? »: the closest known name to a mistyped one, by edit distance
 * (insertions, deletions, substitutions and swaps of two neighbours, case ignored).
 */
export function closestName(typed: string, known: readonly string[]): string | undefined {
  const target = typed.toLowerCase()
  let best: { name: string; distance: number } | undefined
  for (const name of known) {
    const distance = editDistance(target, name.toLowerCase())
    if (!best || distance < best.distance) best = { name, distance }
  }
  // Beyond a third of the word, the « closest » name is a guess, not a typo fixed.
  const tolerance = Math.max(2, Math.floor(typed.length / 3))
  return best && best.distance <= tolerance ? best.name : undefined
}

/** Optimal string alignment distance: Levenshtein plus the swap of two adjacent letters (Emial → Email = 1). */
function editDistance(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[i - 2]![j - 2]! + 1)
      d[i]![j] = value
    }
  }
  return d[a.length]![b.length]!
}
