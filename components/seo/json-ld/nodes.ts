import type { Course, EducationalOrganization, Person } from 'schema-dts'
import { identity } from '../../../content/identite.ts'
import { dialNumber } from '../../identity/format.ts'
import { eiName } from '../../identity/legal-wording.ts'
import { routes } from '../../layout/navigation.ts'
import { iconFiles } from '../icons.ts'
import { absoluteUrl, canonicalUrl } from '../site-url.ts'

/** Stable node identifiers, so that a page's nodes point at each other (worksFor, provider). */
const nodeIds = { organisation: absoluteUrl(`${routes.home}#organisation`), trainer: absoluteUrl(`${routes.trainer}#formatrice`) } as const

/** The organisation, on every page, from the identity file; area served: the town of its address and the whole country. */
export function organisationNode(): Exclude<EducationalOrganization, string> {
  const { organisation, contact } = identity
  return {
    '@type': 'EducationalOrganization',
    '@id': nodeIds.organisation,
    name: organisation.name,
    // The activity's legal name, as on every professional document (C. com. R526-27).
    legalName: eiName(identity.trainer),
    url: canonicalUrl('/'),
    email: contact.email,
    telephone: dialNumber(contact.phone),
    logo: absoluteUrl(iconFiles.app512.path),
    address: {
      '@type': 'PostalAddress',
      streetAddress: organisation.address.street,
      postalCode: organisation.address.postcode,
      addressLocality: organisation.address.city,
      addressCountry: 'FR',
    },
    areaServed: [
      { '@type': 'City', name: organisation.address.city },
      { '@type': 'Country', name: 'France' },
    ],
  }
}

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

/** The training modules, on the home page, each provided by the organisation. */
export function courseNodes(modules: readonly { title: string; description: string }[]): Exclude<Course, string>[] {
  return modules.map((module) => ({
    '@type': 'Course',
    name: module.title,
    description: module.description,
    inLanguage: 'fr',
    provider: { '@id': nodeIds.organisation },
  }))
}
