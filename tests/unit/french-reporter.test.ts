import { describe, expect, it } from 'vitest'
import { inWritersWords } from '../../build-tools/verifier/french-reporter.ts'

describe('le rapport de « npm run verifier » parle sans les mots de Vitest', () => {
  it('garde la phrase française d’une vérification et retire la fin « expected … »', () => {
    const error = { message: 'le lien « Contact » ne dit pas où il mène: expected true to be false', diff: '- Avant\n+ Après' }
    expect(inWritersWords(error, 'liens')).toBe('le lien « Contact » ne dit pas où il mène')
  })

  it('nomme la vérification et la valeur constatée quand elle ne s’explique pas, sans diff', () => {
    const error = { message: 'expected [ Array(1) ] to deeply equal []', actual: '[ "faute" ]', diff: '- Avant : l’instantané' }
    const text = inWritersWords(error, 'titres > /')
    expect(text).toBe('La vérification « titres > / » a échoué.\nValeur constatée : [ "faute" ]')
    expect(text).not.toMatch(/expected|Avant/)
  })
})
