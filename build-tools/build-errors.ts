/**
 * A writer's mistake (a ContentError, or a DocumentError, which is one) found in what the build
 * threw. Rolldown gathers plugin errors in `errors`, others wrap theirs in `cause`. The class is
 * recognised by its name: vite.config.ts is bundled apart, so its ContentError is not this
 * process's class and `instanceof` would miss it.
 */
export function contentErrorsIn(error: unknown, seen = new Set<unknown>()): Error[] {
  if (typeof error !== 'object' || error === null || seen.has(error)) return []
  seen.add(error)
  if (error instanceof Error && error.name === 'ContentError') return [error]
  const { errors, cause } = error as { errors?: unknown; cause?: unknown }
  const inner = Array.isArray(errors) ? errors : []
  return [...inner, cause].flatMap((item) => contentErrorsIn(item, seen))
}

/**
 * What the terminal shows for a failed build. A writer's mistake shows as its own message (which
 * names the file, the line and the fix) and its code frame if it has one: once, with no wrapper, no
 * stack and no absolute path. Anything else is a developer's problem and shows in full, as do
 * writer's mistakes when `trace` is set (SITE_TRACE=1).
 */
export function buildFailureReport(error: unknown, { trace }: { trace: boolean }): { text: string; full: boolean } {
  const mistakes = trace ? [] : contentErrorsIn(error)
  if (mistakes.length === 0) return { text: '', full: true }
  const texts = mistakes.map((mistake) => {
    const frame = (mistake as { frame?: unknown }).frame
    return typeof frame === 'string' && frame && !mistake.message.includes(frame) ? `${mistake.message}\n\n${frame}` : mistake.message
  })
  return { text: [...new Set(texts)].join('\n\n'), full: false }
}
