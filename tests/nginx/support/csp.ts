/** A served Content-Security-Policy as a map: directive name → its sources. */
export function parseCsp(header: string | string[] | undefined): Map<string, string[]> {
  if (typeof header !== 'string') throw new Error('Content-Security-Policy absent ou envoyé plusieurs fois')
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  )
}
