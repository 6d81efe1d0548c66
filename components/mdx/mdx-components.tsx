import type { ComponentPropsWithoutRef, ComponentType } from 'react'
import { AuditResults } from '../accessibility/AuditResults.tsx'
import { ConsentLifetime, DeclaredScripts } from '../consent/ConsentFacts.tsx'
import type { DocumentComponentName } from '../../content/schemas/component-props.ts'
import { ExperienceYears, PeopleTrained } from '../figures/KeyFigures.tsx'
import * as identity from '../identity/IdentityValues.tsx'
import * as ownerFacts from '../identity/OwnerFacts.tsx'
import * as privacyFacts from '../identity/PrivacyFacts.tsx'
import { InlinePhoto } from '../media/InlinePhoto.tsx'
import { Callout } from './Callout.tsx'
import { Fact, FactList } from './FactList.tsx'
import { Footnotes } from './Footnotes.tsx'
import { RetentionTable } from './RetentionTable.tsx'
import { DocumentTable } from './ScrollableTable.tsx'

/** External links never hand the opener or the referrer to another site. */
export function Anchor(props: ComponentPropsWithoutRef<'a'>) {
  const external = /^https?:\/\//.test(props.href ?? '')
  return <a {...props} rel={external ? 'noopener noreferrer' : props.rel} />
}

// Every identity component (TrainerRole too: the build accepts only the names content/schemas/component-props.ts declares).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const writerComponents: Record<DocumentComponentName, ComponentType<any>> = {
  ...identity,
  ...ownerFacts,
  ...privacyFacts,
  AuditResults,
  Callout,
  ConsentLifetime,
  DeclaredScripts,
  ExperienceYears,
  Fact,
  FactList,
  PeopleTrained,
  RetentionTable,
}

/**
 * The components every MDX document is rendered with, given by its page (`<Document components={…} />`);
 * <Footnotes> and <InlinePhoto> are placed by the build (build-tools/mdx/rehype-footnotes.ts, remark-photos.ts), never typed.
 */
export const mdxComponents = { ...writerComponents, Footnotes, InlinePhoto, a: Anchor, table: DocumentTable }
