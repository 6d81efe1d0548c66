import { describe, it } from 'vitest'
import { HOUSE_WORDS_FILE } from '../../build-tools/spelling/house-words.ts'
import { spellingFaults } from '../../build-tools/spelling/spelling-faults.ts'
import { expectNoFaults } from '../support/no-faults.ts'

/**
 * The spelling of every word a visitor reads in the writer's documents and in the phrases of
 * content/identite.ts, against Hunspell's French dictionary and the house's words. It reads the
 * sources, not the built pages, so that each fault names the line she typed.
 */
describe('orthographe', () => {
  it(`chaque mot lu par le visiteur est dans le dictionnaire français ou dans ${HOUSE_WORDS_FILE}`, () => {
    expectNoFaults(spellingFaults(process.cwd()), 'Des mots sont inconnus du dictionnaire français')
    // Reading the dictionary takes seconds, more on a busy machine.
  }, 180_000)
})
