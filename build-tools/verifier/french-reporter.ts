import pc from 'picocolors'
import type { Reporter, TestCase, TestModule } from 'vitest/node'

/** A test of the snapshot suite: its failure means « your page changed », not « something is broken ». */
const isSnapshot = (test: TestCase) => test.module.moduleId.replace(/\\/g, '/').includes('/tests/snapshots/')

/**
 * Vitest's results, in French and in the writer's words: one line per check, and for each failure
 * its message (file, line and fix come from the check itself) and, for a snapshot, the change.
 */
export class FrenchReporter implements Reporter {
  passed = 0
  failed: TestCase[] = []

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const { state } = test.result()
        if (state === 'passed') this.passed += 1
        if (state === 'failed') this.failed.push(test)
        const mark = state === 'passed' ? pc.green('✓') : state === 'failed' ? pc.red('✗') : pc.dim('–')
        console.log(`${mark} ${test.fullName}`)
      }
      // A file that could not even load (a document the checks cannot read) has errors of its own.
      for (const error of module.errors()) {
        this.failed.push(module as unknown as TestCase)
        console.log(`${pc.red('✗')} ${module.moduleId}\n${error.message}`)
      }
    }
    for (const test of this.failed.filter((item): item is TestCase => item.type === 'test')) this.explain(test)
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
