import type { PageTexts } from './page-texts.ts'

/** The line of a page that states its date (« Dernière mise à jour : novembre 2026 », « Programme mis à jour le … »). */
const DATE_LINE = /\bmise? à jour\b/i

/**
 * The pages whose content changed since their accepted snapshot while the date they state did not: after a change of
 * substance in a legal text or a programme, the reader is owed a new date (the document's `updated`). The verifier
 * asks the writer to move it; a correction of form may rightly leave it, so it is a question, not a failure.
 */
export function staleUpdateDates(pages: readonly PageTexts[]): string[] {
  return pages.flatMap(({ route, before, after }) => {
    if (!before) return []
    const dateBefore = before.main.find((line) => DATE_LINE.test(line))
    const dateAfter = after.main.find((line) => DATE_LINE.test(line))
    if (dateAfter === undefined || dateBefore !== dateAfter) return []
    const rest = (lines: string[]) => lines.filter((line) => !DATE_LINE.test(line)).join('\n')
    return rest(before.main) === rest(after.main) ? [] : [route]
  })
}
