import type { Graph, Thing } from 'schema-dts'
import { frontmatter as formations } from '../../../content/accueil/formations.mdx'
import { frontmatter as trainerPage } from '../../../content/formatrice.mdx'
import { routes } from '../../layout/navigation.ts'
import { courseNodes, organisationNode, trainerNode } from './nodes.ts'

/**
 * The organisation on every page, plus what the page presents, from the frontmatter it renders: the modules on the
 * home page, the trainer and her specialities on hers.
 */
export function pageGraph(page: { route: string; is404: boolean }): Graph {
  const nodes: Thing[] = [organisationNode()]
  if (!page.is404 && page.route === routes.home) nodes.push(...courseNodes(formations.modules))
  if (!page.is404 && page.route === routes.trainer) nodes.push(trainerNode(trainerPage.specialities.map((speciality) => speciality.title)))
  return { '@context': 'https://schema.org', '@graph': nodes }
}
