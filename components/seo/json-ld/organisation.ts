import type { EducationalOrganization } from 'schema-dts'
import { identity } from '../../../content/identite.ts'
import { iconFiles } from '../icons.ts'
import { absoluteUrl, canonicalUrl } from '../site-url.ts'
import { nodeIds } from './ids.ts'

/**
 * The organisation, on every page: every value comes from the identity file. Area served: the
 * town of its address and the whole country (« Paris et régions »).
 */
export function organisationNode(): Exclude<EducationalOrganization, string> {
  const { organisation, contact } = identity
  return {
    '@type': 'EducationalOrganization',
    '@id': nodeIds.organisation,
    name: organisation.name,
    url: canonicalUrl('/'),
    email: contact.email,
    telephone: contact.phone,
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
