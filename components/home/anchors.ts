import { homeSections } from '../layout/navigation.ts'

export type HomeSectionId = (typeof homeSections)[number]['id']

/**
 * The ids of the sections the top bar links to, read from navigation.ts: the page uses
 * `homeAnchors.formations`, never a retyped string, so a renamed section cannot leave a dead link.
 */
export const homeAnchors = Object.fromEntries(homeSections.map((section) => [section.id, section.id])) as {
  readonly [Id in HomeSectionId]: Id
}
