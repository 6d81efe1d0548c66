import type { Graph, Thing } from 'schema-dts'
import { frontmatter as trainerPage } from '../../../content/formatrice.mdx'
import { routes } from '../../layout/navigation.ts'
import { trainingAt, trainings } from '../../training/trainings.ts'
import { courseNode, organisationNode, trainerNode } from './nodes.ts'

/**
 * The organisation on every page, plus what the page presents, from the frontmatter it renders: the trainings on the
 * home page, the training on its own page, the trainer and her specialities on hers.
 */
export function pageGraph(page: { route: string; is404: boolean }): Graph {
  const nodes: Thing[] = [organisationNode()]
  if (!page.is404 && page.route === routes.home) nodes.push(...trainings.map((training) => courseNode(training)))
  const training = page.is404 ? undefined : trainingAt(page.route)
  if (training) nodes.push(courseNode(training, { detailed: true }))
  if (!page.is404 && page.route === routes.trainer) nodes.push(trainerNode(trainerPage.specialities.map((speciality) => speciality.title)))
  return { '@context': 'https://schema.org', '@graph': nodes }
}
