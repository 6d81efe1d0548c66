import type { RunOutcome } from './french-reporter.ts'

/**
 * Every reason the run cannot be called green, each in one French sentence: Vitest's own verdict
 * (its exit code counts unhandled errors and files that failed to load) is kept, never overwritten,
 * and a run in which a listed check file ran nothing is not a success either.
 */
export function problemsOf(outcome: RunOutcome, vitestExitCode: number, checks: readonly string[]): string[] {
  const problems: string[] = []
  const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`
  if (outcome.failed > 0) problems.push(`${plural(outcome.failed, 'vérification')} à revoir (détail ci-dessus).`)
  if (outcome.brokenFiles.length > 0)
    problems.push(
      `${plural(outcome.brokenFiles.length, 'fichier')} de vérifications n’a pas pu se charger : ${outcome.brokenFiles.join(', ')}.`,
    )
  if (outcome.unhandledErrors.length > 0)
    problems.push(`${plural(outcome.unhandledErrors.length, 'erreur imprévue')} a interrompu les vérifications (détail ci-dessus).`)
  const silent = checks.filter((file) => !outcome.filesRun.has(file))
  if (silent.length === checks.length)
    problems.push('Aucune vérification n’a tourné : rien ne permet de dire que vos textes sont en ordre.')
  else if (silent.length > 0) problems.push(`Aucune vérification n’a tourné dans ${silent.join(', ')}.`)
  if (problems.length === 0 && vitestExitCode !== 0)
    problems.push(`Vitest a conclu à un échec (code ${vitestExitCode}) ; relisez les messages ci-dessus.`)
  return problems
}
