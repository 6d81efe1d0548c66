import { describe, expect, it } from 'vitest'
import config from '../../vitest.config.ts'

/**
 * The « Avant : l’instantané enregistré / Après : la page construite » headings (diff-options.ts)
 * describe a snapshot comparison only: on any other failed check of the built site they would tell
 * the writer that a snapshot changed when none was compared (issue 23, §3).
 */
type Project = { test: { name: string; include: string[]; diff?: string } }
const projects = (config.test?.projects ?? []) as Project[]
const named = (name: string) => projects.find((project) => project.test.name === name)?.test

describe('les titres « Avant / Après » des différences', () => {
  it('n’accompagnent que les comparaisons d’instantanés', () => {
    expect(named('snapshots')).toMatchObject({ include: ['tests/snapshots/**/*.test.ts'], diff: './tests/snapshots/diff-options.ts' })
    const others = projects.filter((project) => project.test.name !== 'snapshots')
    expect(others.length).toBeGreaterThan(0)
    for (const { test } of others) {
      expect(
        test.diff,
        `Le projet « ${test.name} » ne compare aucun instantané : il ne doit pas porter les titres « Avant / Après ».`,
      ).toBeUndefined()
      expect(test.include.join(' '), test.name).not.toContain('tests/snapshots')
    }
  })
})
