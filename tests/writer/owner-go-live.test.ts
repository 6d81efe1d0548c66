import { beforeAll, describe, expect, it } from 'vitest'
import { copyProject, runNpm } from '../support/project-copy.ts'
import { applyRealOwner } from '../support/real-owner.ts'

/**
 * The go-live of a realistic owner, on a copy of the project: her own identity, figures and texts
 * (tests/fixtures/proprietaire-reelle/content/) in place of every delivered example, nothing of the
 * example left. The guide's last step says what she then reads.
 */
let copy: string

const output = (result: { stdout: string; stderr: string }) => `${result.stdout}${result.stderr}`

describe('la mise en ligne d’une propriétaire qui a tout remplacé, sur une copie du projet', () => {
  beforeAll(() => {
    copy = copyProject('site-proprietaire-reelle-')
    applyRealOwner(copy)
  })

  it('npm run exemples ne trouve plus rien et dit que le site est prêt', () => {
    const result = runNpm(copy, 'exemples')
    expect(result.status, output(result)).toBe(0)
    expect(output(result)).toContain('le site est prêt à être publié')
  })
})
