import type { PageContext } from 'vike/types'
import { pageTitle } from '../../../components/layout/page-title.ts'
import { trainingAt } from '../../../components/training/trainings.ts'

export default (pageContext: PageContext) => {
  const training = trainingAt(pageContext.urlPathname)
  return training ? pageTitle(training.title) : null
}
