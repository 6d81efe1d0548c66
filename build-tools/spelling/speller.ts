import dictionaryFr from 'dictionary-fr'
import nspell from 'nspell'
import { closestName } from '../mdx/suggest.ts'

/** Judges one word of French, and proposes what the writer may have meant. */
export interface Speller {
  accepts(word: string): boolean
  /** At most four words, the house's own closest word first when there is one; none when nothing comes close. */
  suggest(word: string): string[]
}

/** The elided words of French that stick to the next one: « l’ », « qu’ », « jusqu’ »… */
const ELISION = /^(?:l|d|j|m|n|s|t|c|ç|qu|jusqu|lorsqu|puisqu|quoiqu|presqu)['’]/i

const apostrophe = (word: string) => word.replace(/'/g, '’')

/**
 * Hunspell's French dictionary (dictionary-fr, Grammalecte's « classique » spelling: a few of the
 * 1990 reform's spellings such as « évènement », not « connaitre ») in pure JavaScript. Reading it takes seconds and hundreds of megabytes:
 * once per process.
 */
let loaded: ReturnType<typeof nspell> | undefined
const dictionary = () => (loaded ??= nspell(Buffer.from(dictionaryFr.aff), Buffer.from(dictionaryFr.dic)))

/**
 * A speller over the French dictionary and the house's own words. A house word written in small
 * letters is also accepted with a capital or in capitals (« back-office », « Back-office »); one
 * written with capitals is accepted as written and in capitals (« Delaunay », « DELAUNAY »), as
 * Hunspell does. A word the dictionary does not know as a whole is accepted when it is an elision
 * of a known word (« l’onboarding » if « onboarding » is known) or a compound of known words.
 */
export function createSpeller(houseWords: Iterable<string>): Speller {
  const french = dictionary()
  const house = new Set([...houseWords].map(apostrophe))
  const houseList = [...house]
  const inCapitals = new Set(houseList.map((known) => known.toUpperCase()))
  const inHouse = (word: string) => {
    const written = apostrophe(word)
    const lower = written.toLowerCase()
    const capitalised = lower.charAt(0).toUpperCase() + lower.slice(1)
    if (house.has(written) || (written === written.toUpperCase() && inCapitals.has(written))) return true
    return house.has(lower) && written === capitalised
  }
  const accepts = (word: string): boolean => {
    if (inHouse(word) || french.correct(word)) return true
    const elided = ELISION.exec(word)
    if (elided) return accepts(word.slice(elided[0].length))
    // « savoir-être », « a-t-il » : each part on its own (a single letter is the euphonic « t »).
    if (word.includes('-')) return word.split('-').every((part) => part.length < 2 || accepts(part))
    return false
  }
  const suggest = (word: string): string[] => {
    const elided = ELISION.exec(word)
    if (elided) return suggest(word.slice(elided[0].length)).map((rest) => elided[0] + rest)
    const own = closestName(word, houseList)
    // A sigle or a name in camel case: the dictionary's guesses are noise, and slow (seconds each).
    const found = /\p{Lu}.*\p{Lu}/u.test(word) ? [] : french.suggest(word)
    return [...new Set([...(own ? [own] : []), ...found])].slice(0, 4)
  }
  return { accepts, suggest }
}
