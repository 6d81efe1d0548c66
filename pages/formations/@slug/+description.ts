import type { PageContext } from 'vike/types'
import { trainingAt } from '../../../components/training/trainings.ts'

export default (pageContext: PageContext) => trainingAt(pageContext.urlPathname)?.description ?? null
