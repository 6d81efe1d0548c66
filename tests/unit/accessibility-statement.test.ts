import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { conformanceLevel, conformanceRate } from '../../components/accessibility/conformance.ts'
import { parseDocument } from '../../build-tools/mdx/frontmatter.ts'
import { accessibilityStatementSchema } from '../../content/schemas/legal-document.ts'

/** The levels the RGAA names (« Obligations », déclaration d’accessibilité), pinned as the law writes them. */
describe('l’état de conformité d’une déclaration d’accessibilité', () => {
  it('est « totalement conforme » quand tous les critères applicables sont respectés, et seulement alors', () => {
    expect(conformanceLevel({ met: 57, applicable: 57 })).toBe('totalement conforme')
    expect(conformanceLevel({ met: 1, applicable: 1 })).toBe('totalement conforme')
    expect(conformanceLevel({ met: 56, applicable: 57 })).toBe('partiellement conforme')
  })

  it('est « partiellement conforme » dès la moitié des critères, « non conforme » en dessous', () => {
    expect(conformanceLevel({ met: 54, applicable: 57 })).toBe('partiellement conforme')
    expect(conformanceLevel({ met: 50, applicable: 100 })).toBe('partiellement conforme')
    expect(conformanceLevel({ met: 49, applicable: 100 })).toBe('non conforme')
    expect(conformanceLevel({ met: 28, applicable: 57 })).toBe('non conforme')
    expect(conformanceLevel({ met: 0, applicable: 57 })).toBe('non conforme')
  })

  it('donne le taux au dixième inférieur, à la française : jamais « 100 % » s’il manque un critère', () => {
    expect(conformanceRate({ met: 54, applicable: 57 })).toBe('94,7\u202F%')
    expect(conformanceRate({ met: 57, applicable: 57 })).toBe('100\u202F%')
    expect(conformanceRate({ met: 999, applicable: 1000 })).toBe('99,9\u202F%')
    expect(conformanceRate({ met: 1999, applicable: 2000 })).toBe('99,9\u202F%')
    expect(conformanceRate({ met: 1, applicable: 3 })).toBe('33,3\u202F%')
  })
})

describe('l’en-tête de content/accessibilite.mdx', () => {
  const delivered = readFileSync('content/accessibilite.mdx', 'utf8')
  const refusal = (source: string) => {
    try {
      parseDocument(source, 'content/accessibilite.mdx', accessibilityStatementSchema)
      return undefined
    } catch (error) {
      return (error as Error).message
    }
  }

  it('accepte la déclaration livrée', () => {
    expect(refusal(delivered)).toBeUndefined()
  })

  it('refuse plus de critères respectés que de critères applicables, en nommant le champ', () => {
    const met = delivered.match(/^ {2}met: (\d+)$/m)
    const applicable = delivered.match(/^ {2}applicable: (\d+)$/m)
    expect(met && applicable, 'les lignes met et applicable de la déclaration livrée').toBeTruthy()
    const message = refusal(delivered.replace(/^ {2}met: \d+$/m, `  met: ${Number(applicable?.[1]) + 1}`))
    expect(message).toMatch(/critères respectés \(met\) : pas plus que les critères applicables/)
    expect(message).toContain('content/accessibilite.mdx')
  })

  it('refuse un audit sans date, ou dont la date est à venir', () => {
    expect(refusal(delivered.replace(/^ {2}date: .*\n/m, ''))).toMatch(/date/)
    expect(refusal(delivered.replace(/^ {2}date: .*$/m, '  date: 2999-01-01'))).toMatch(/date dans le futur « 2999-01-01 »/)
  })
})
