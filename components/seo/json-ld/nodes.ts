import type { Course, EducationalOrganization, Person } from 'schema-dts'
import { identity } from '../../../content/identite.ts'
import { dialNumber, personName } from '../../identity/format.ts'
import { legalName } from '../../identity/legal-wording.ts'
import { routes } from '../../layout/navigation.ts'
import { iconFiles } from '../icons.ts'
import { absoluteUrl, canonicalUrl } from '../site-url.ts'
import { trainingPath } from '../../training/training-path.ts'
import type { Training } from '../../training/trainings.ts'

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
    legalName: legalName(identity),
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
    name: personName(trainer),
    givenName: trainer.firstName,
    familyName: trainer.lastName,
    jobTitle: trainer.role,
    url: canonicalUrl(routes.trainer),
    worksFor: { '@id': nodeIds.organisation },
    knowsAbout: [...specialities],
  }
}

/** 7 → « PT7H », 3.5 → « PT3H30M »: a duration in ISO 8601, as schema.org reads it. */
export function isoDuration(hours: number): string {
  const whole = Math.floor(hours)
  const minutes = Math.round((hours - whole) * 60)
  return `PT${whole}H${minutes ? `${minutes}M` : ''}`
}

/**
 * A training, provided by the organisation: on the home page its name, summary and address; on its own page also its
 * workload and mode (in person), and its price where the owner gives one (an offer, in euros).
 */
export function courseNode(training: Training, options: { detailed?: boolean } = {}): Exclude<Course, string> {
  const url = canonicalUrl(trainingPath(training.slug))
  const course: Exclude<Course, string> = {
    '@type': 'Course',
    '@id': `${url}#formation`,
    name: training.title,
    // What the page shows: the card's objective on the home page, the presentation on the training's own page.
    description: options.detailed ? training.presentation : training.objective,
    url,
    inLanguage: 'fr',
    provider: { '@id': nodeIds.organisation },
  }
  if (!options.detailed) return course
  return {
    ...course,
    educationalCredentialAwarded: training.certification
      ? `${training.certification.title} (${training.certification.register} ${training.certification.code})`
      : undefined,
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Onsite', courseWorkload: isoDuration(training.duration.hours) },
    ...(training.price.rule === 'a-partir-de'
      ? { offers: { '@type': 'Offer', category: 'Paid', price: training.price.amountPerDay, priceCurrency: 'EUR' } }
      : {}),
  }
}
