import pc from 'picocolors'
import type { TestError } from 'vitest'
import type { Reporter, SerializedError, TestCase, TestModule, TestRunEndReason } from 'vitest/node'

/** A test of the snapshot suite: its failure means « your page changed », not « something is broken ». */
const isSnapshot = (test: TestCase) => test.module.moduleId.replace(/\\/g, '/').includes('/tests/snapshots/')

/** What Vitest itself concluded, kept as it said it: the verifier never judges on fewer facts than Vitest has. */
export interface RunOutcome {
  passed: number
  failed: number
  /** Files whose checks could not even load (a document the checks cannot read, a check that crashes on import). */
  brokenFiles: string[]
  /** Errors thrown outside any check (a crash after a check ended, a promise nobody awaited). */
  unhandledErrors: ReadonlyArray<SerializedError>
  /** The files in which at least one check ran to its end, as paths relative to the project. */
  filesRun: Set<string>
  reason: TestRunEndReason | undefined
}

/**
 * Vitest's results, in French and in the writer's words: one line per check, and for each failure
 * its message (file, line and fix come from the check itself) and, for a snapshot, the change.
 */
/**
 * A failed check's message without Vitest's wording: a check that explains itself in French keeps
 * its sentence and loses the « expected … » tail; one that does not is named, with the value found.
 * Never a diff: its « Avant / Après » headings belong to snapshots, and nothing was compared to one.
 */
export function inWritersWords(error: TestError, check: string): string {
  const vitestTail = /: expected [\s\S]*$/
  const own = error.message.startsWith('expected ') ? '' : error.message.replace(vitestTail, '').trim()
  if (own) return own
  const found = typeof error.actual === 'string' ? `\nValeur constatée : ${error.actual}` : ''
  return `La vérification « ${check} » a échoué.${found}`
}

export class FrenchReporter implements Reporter {
  outcome: RunOutcome = { passed: 0, failed: 0, brokenFiles: [], unhandledErrors: [], filesRun: new Set(), reason: undefined }

  constructor(private readonly root: string) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>, reason: TestRunEndReason): void {
    const failedTests: TestCase[] = []
    this.outcome.unhandledErrors = unhandledErrors
    this.outcome.reason = reason
    for (const module of testModules) {
      const file = module.moduleId.replace(/\\/g, '/').replace(`${this.root.replace(/\\/g, '/')}/`, '')
      for (const test of module.children.allTests()) {
        const { state } = test.result()
        if (state === 'passed') this.outcome.passed += 1
        if (state === 'failed') failedTests.push(test)
        if (state === 'passed' || state === 'failed') this.outcome.filesRun.add(file)
        const mark = state === 'passed' ? pc.green('✓') : state === 'failed' ? pc.red('✗') : pc.dim('–')
        console.log(`${mark} ${test.fullName}`)
      }
      // A file that could not even load (a document the checks cannot read) has errors of its own.
      for (const error of module.errors()) {
        this.outcome.brokenFiles.push(file)
        console.log(`${pc.red('✗')} ${file}\n${error.message}`)
      }
    }
    this.outcome.failed = failedTests.length
    for (const test of failedTests) this.explain(test)
    for (const error of unhandledErrors) {
      console.log(`\n${pc.red(pc.bold('✗ Une vérification s’est interrompue sur une erreur imprévue'))}`)
      console.log(`${error.name ?? 'Error'} : ${error.message}`)
      // Where it happened, for the developer she forwards it to: the first line of the project's own code.
      const place = error.stack?.split('\n').find((line) => line.includes(this.root) && !line.includes('node_modules'))
      if (place) console.log(place.trim())
    }
  }

  private explain(test: TestCase): void {
    console.log(`\n${pc.red(pc.bold(`✗ ${test.fullName}`))}`)
    for (const error of test.result().errors ?? []) {
      if (isSnapshot(test)) {
        console.log(
          'Votre page a changé par rapport à son instantané. Le texte qui a changé se lit en français à l’étape 2, plus haut ; si elle ne montre rien pour cette page, seuls la mise en forme ou les espaces insécables ont changé. Pour les développeurs, le détail en HTML (en rouge, -, l’instantané ; en vert, +, la page construite) :',
        )
        if (error.diff) console.log(error.diff)
        console.log(
          'Si ces lignes montrent exactement ce que vous vouliez changer, acceptez-les avec « npm run test:update » ; sinon corrigez votre texte et relancez « npm run verifier ».',
        )
      } else {
        console.log(inWritersWords(error, test.fullName))
      }
    }
  }
}
