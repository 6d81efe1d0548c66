import { figures } from '../../content/chiffres.ts'
import { frenchCount } from '../../lib/french-number.ts'

/** The key figures of content/chiffres.ts, each a count the owner has passed: « plus de » comes first wherever it is printed. */
export const keyFigures = [
  { value: figures.yearsOfExperience, label: 'années d’expertise' },
  { value: figures.peopleTrained, label: 'professionnels formés' },
] as const

/** In prose: « plus de quinze ans ». */
export const ExperienceYears = () => <>plus de {frenchCount(figures.yearsOfExperience)} ans</>

/** In prose: « plus de 99 professionnels ». */
export const PeopleTrained = () => <>plus de {frenchCount(figures.peopleTrained)} professionnels</>
