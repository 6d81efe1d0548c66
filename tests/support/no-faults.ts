/**
 * Fails a check with one French sentence and one line per fault, never with Vitest's
 * `expected [ Array(1) ] to deeply equal []` and its diff: the writer reads `heading`, then each
 * fault (which names its file and line), and nothing else.
 */
export function expectNoFaults(faults: readonly string[], heading: string): void {
  if (faults.length === 0) return
  throw new Error(`${heading} (${faults.length} à corriger) :\n${faults.map((fault) => `  - ${fault}`).join('\n')}`)
}
