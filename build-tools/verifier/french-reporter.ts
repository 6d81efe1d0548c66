import pc from 'picocolors'
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
          'Votre page a changé par rapport à son instantané. En rouge (-), le texte enregistré jusqu’ici ; en vert (+), la page telle que vous l’avez modifiée.',
        )
        if (error.diff) console.log(error.diff)
        console.log(
          'Si ces lignes montrent exactement ce que vous vouliez changer, acceptez-les avec « npm run test:update » ; sinon corrigez votre texte et relancez « npm run verifier ».',
        )
      } else {
        console.log(error.message)
        if (error.diff) console.log(error.diff)
      }
    }
  }
}
