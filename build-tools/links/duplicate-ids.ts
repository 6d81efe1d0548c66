import type { SiteCheck } from './problems.ts'

/**
 * An id carried twice on one page makes every link to it ambiguous (the browser goes to the
 * first) and breaks the labels that point to it. Heading ids are checked in the MDX already;
 * this catches the clashes between a document and the layout around it (« contenu », « sommaire »).
 */
export function checkDuplicateIds(): SiteCheck {
  return (site) =>
    site.pages.flatMap((page) =>
      [...page.ids]
        .filter(([, count]) => count > 1)
        .map(([id, count]) => ({
          page,
          problem: `l’identifiant « ${id} » est porté par ${count} éléments, et un lien vers « #${id} » n’en atteint qu’un`,
          fix: 'si l’un vient d’un titre d’un document MDX, renommez ce titre ; sinon changez l’id de l’un des composants',
        })),
    )
}
