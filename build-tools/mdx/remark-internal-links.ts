import type { Heading, Link, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import type { SourceRoute } from '../links/source-routes.ts'
import { failDocument } from './messages.ts'
import { closestName } from './suggest.ts'

/**
 * Checks the internal links of a document while it compiles, so that `npm run dev` shows a broken
 * one at once (the built site is checked again after the build): the page must exist among the
 * pages/ folders, and the #anchor among the section ids of its document, or of this one.
 * Suggestions list section ids only.
 */
export function remarkInternalLinks(options: { routes: () => SourceRoute[]; opaque?: readonly string[] }) {
  const opaque = new Set(options.opaque ?? [])
  return (tree: Root, file: VFile) => {
    let ownIds: string[] | undefined = []
    visit(tree, (node) => {
      if (node.type === 'heading') {
        const id = ((node as Heading).data?.hProperties as { id?: unknown } | undefined)?.id
        if (typeof id === 'string') ownIds?.push(id)
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
      // A section component places ids of its own: this document's anchors are then checked on the built site.
      if (node.name && opaque.has(node.name)) ownIds = undefined
      const id = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'id')?.value
      if (typeof id === 'string') ownIds?.push(id)
    })
    let routes: SourceRoute[] | undefined
    visit(tree, 'link', (node: Link) => {
      const match = /^(\/[^?#]*)?(?:\?[^#]*)?(?:#(.*))?$/u.exec(node.url)
      if (!match || /^\/\//.test(node.url) || (match[1] === undefined && match[2] === undefined)) return
      const [, pathPart, anchor] = match
      let anchors: string[] | undefined = ownIds
      let where = 'ce document'
      if (pathPart !== undefined) {
        // A file served from public/ (a PDF…) is checked on the built site.
        if (/\.[a-z0-9]+$/i.test(pathPart)) return
        routes ??= options.routes()
        const wanted = pathPart.length > 1 ? pathPart.replace(/\/+$/, '') : pathPart
        const target = routes.find((route) => route.route === wanted)
        if (!target) {
          const known = routes.map((route) => route.route)
          const guess = closestName(wanted, known)
          failDocument(
            file,
            node,
            `le lien vers « ${node.url} » mène à une page qui n’existe pas`,
            `${guess ? `vouliez-vous écrire « ${guess} » ? ` : ''}pages existantes : ${known.join(', ')}`,
            'lien-interne-casse',
          )
        }
        anchors = target.anchors
        where = `la page ${target.route}`
      }
      if (!anchor || !anchors || anchors.includes(decodeURIComponent(anchor))) return
      const guess = closestName(anchor, anchors)
      const list = anchors.length > 0 ? `sections de ${where} : ${anchors.map((id) => `#${id}`).join(', ')}` : `${where} n’a aucune section`
      failDocument(
        file,
        node,
        `le lien vers « ${node.url} » mène à l’ancre « #${anchor} », qu’aucune section de ${where} ne porte`,
        `${guess ? `vouliez-vous écrire « #${guess} » ? ` : ''}${list}`,
        'ancre-cassee',
      )
    })
  }
}
