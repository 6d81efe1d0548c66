import type { ComponentPropsWithoutRef, ComponentType } from 'react'
import { ConsentLifetime, DeclaredScripts } from '../consent/ConsentFacts.tsx'
import type { DocumentComponentName } from '../../content/schemas/component-props.ts'
import * as identity from '../identity/IdentityValues.tsx'
import { Callout } from './Callout.tsx'
import { Fact, FactList } from './FactList.tsx'
import { RetentionTable } from './RetentionTable.tsx'
import { DocumentTable } from './ScrollableTable.tsx'

/** External links never hand the opener or the referrer to another site. */
export function Anchor(props: ComponentPropsWithoutRef<'a'>) {
  const external = /^https?:\/\//.test(props.href ?? '')
  return <a {...props} rel={external ? 'noopener noreferrer' : props.rel} />
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const writerComponents: Record<DocumentComponentName, ComponentType<any>> = {
  Area: identity.Area,
  Callout,
  ConsentLifetime,
  DeclaredScripts,
  Email: identity.Email,
  Fact,
  FactList,
  HostDetails: identity.HostDetails,
  LegalForm: identity.LegalForm,
  OrganisationName: identity.OrganisationName,
  Phone: identity.Phone,
  PublicationDirector: identity.PublicationDirector,
  PublisherAddress: identity.PublisherAddress,
  RegistrationNumber: identity.RegistrationNumber,
  RegistrationStatement: identity.RegistrationStatement,
  RetentionTable,
  RneRegistration: identity.RneRegistration,
  Siret: identity.Siret,
  SiteUrl: identity.SiteUrl,
  TrainerName: identity.TrainerName,
  Vat: identity.Vat,
}

/** The components every MDX document is rendered with, given by its page (`<Document components={…} />`). */
export const mdxComponents = { ...writerComponents, a: Anchor, table: DocumentTable }
