import type { Person } from 'schema-dts'
import { identity } from '../../../content/identite.ts'
import { routes } from '../../layout/navigation.ts'
import { canonicalUrl } from '../site-url.ts'
import { nodeIds } from './ids.ts'

/** The trainer, on her own page: what she knows is the list of specialities the page shows. */
export function trainerNode(specialities: readonly string[]): Exclude<Person, string> {
  const { trainer } = identity
  return {
    '@type': 'Person',
    '@id': nodeIds.trainer,
    name: `${trainer.firstName} ${trainer.lastName}`,
    givenName: trainer.firstName,
    familyName: trainer.lastName,
    jobTitle: trainer.role,
    url: canonicalUrl(routes.trainer),
    worksFor: { '@id': nodeIds.organisation },
    knowsAbout: [...specialities],
  }
}
