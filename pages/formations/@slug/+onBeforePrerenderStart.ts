import { trainingPath } from '../../../components/training/training-path.ts'
import { trainings } from '../../../components/training/trainings.ts'

// https://vike.dev/onBeforePrerenderStart: every file of content/formations/ is a page.
export default function onBeforePrerenderStart(): string[] {
  return trainings.map((training) => trainingPath(training.slug))
}
