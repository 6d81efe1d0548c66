import type { MDXContent } from 'mdx/types'
import type { TrainingFrontmatter } from '../../content/schemas/training.ts'
import { trainingPath } from './training-path.ts'

/** One training of content/formations/: its validated frontmatter, its address and its programme. */
export interface Training extends TrainingFrontmatter {
  /** The file's name without .mdx: the last segment of its address. */
  slug: string
  /** The programme, the document's body. */
  Programme: MDXContent
}

interface TrainingModule {
  frontmatter: TrainingFrontmatter
  default: MDXContent
}

// Every file of the folder: adding a training is adding a file (the build validates each, content/schemas/training.ts).
const documents = import.meta.glob<TrainingModule>('../../content/formations/*.mdx', { eager: true })

/** The trainings in their home page order. */
export const trainings: Training[] = Object.entries(documents)
  .map(([file, document]) => ({
    ...document.frontmatter,
    slug: file.slice(file.lastIndexOf('/') + 1, -'.mdx'.length),
    Programme: document.default,
  }))
  .sort((a, b) => a.order - b.order)

/** The training published at this address, if any. */
export const trainingAt = (urlPathname: string) => trainings.find((training) => trainingPath(training.slug) === urlPathname)
