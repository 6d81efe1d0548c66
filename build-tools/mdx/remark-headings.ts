import type { Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { valueToEstree } from 'estree-util-value-to-estree'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import type { TocEntry } from '../../content/schemas/legal-document.ts'
import { bindShortWords, NNBSP } from '../../lib/french-typography.ts'
import { failDocument } from './messages.ts'
import { headingSlug } from './slug.ts'

/**
 * A heading ended like a sentence or a label: « : », « . », « ; » or « , » (not « … », « ? » or « ! », which a title may
 * end on). The page and its table of contents would print it so (issue 38 §5).
 */
const FINAL_PUNCTUATION = /(?<!\.)[\s\u00A0\u202F]*([:.;,])$/u

/** A number typed before a heading's words: « 3. », « 3) », « 3 - », « 2.1 », « IV. » (not « 2025 en chiffres »). */
const HAND_NUMBER = /^\s*(?:\d+(?:\.\d+)*[.)]|\d+(?:\.\d+)+|\d+\s+[-–—]|[IVX]+[.)])\s+(?=\p{L})/u

/**
 * Gives every section heading a stable id from its text, refuses duplicates (two sections could
 * not be linked apart), and exports the level-2 headings as `toc` for the table of contents. Each
 * Markdown table is named after its section (« Tableau de la section « Cookies » »): its scrolling
 * region (components/mdx/ScrollableTable.tsx) bears that name, which screen readers announce.
 */
export function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const seen = new Map<string, number>()
    const toc: TocEntry[] = []
    // The page's title (h1) comes from the frontmatter: a document's own headings start at level 2.
    let previousDepth = 1
    let section: string | undefined
    visit(tree, (node) => {
      if (node.type === 'table') {
        const label = section ? `Tableau de la section «${NNBSP}${section}${NNBSP}»` : 'Tableau'
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, 'aria-label': label } }
      }
      if (node.type !== 'heading') return
      const title = toString(node)
      section = title
      if (node.depth === 1) {
        failDocument(
          file,
          node,
          `titre de niveau 1 « # ${title} » dans le texte : le titre de la page vient déjà du champ « title » de l’en-tête`,
          'commencez chaque section par « ## » (et ses sous-parties par « ### »)',
          'titre-niveau-1',
        )
      }
      const number = HAND_NUMBER.exec(title)
      if (number) {
        failDocument(
          file,
          node,
          `numéro de titre tapé à la main : « ${title} »`,
          `supprimez « ${number[0].trim()} » : le site numérote les sections lui-même, dans l’ordre du fichier ; écrivez « ${'#'.repeat(node.depth)} ${title.slice(number[0].length)} »`,
          'titre-numerote',
        )
      }
      const punctuation = FINAL_PUNCTUATION.exec(title)
      if (punctuation) {
        const bare = title.slice(0, punctuation.index)
        failDocument(
          file,
          node,
          `titre terminé par « ${punctuation[1]} » : « ${title} » ; le titre et le sommaire l’afficheraient ainsi`,
          `un titre ne prend pas de ponctuation finale : écrivez « ${'#'.repeat(node.depth)} ${bare} »`,
          'titre-ponctue',
        )
      }
      if (node.depth > previousDepth + 1) {
        const expected = '#'.repeat(previousDepth + 1)
        failDocument(
          file,
          node,
          `titre de niveau ${node.depth} « ${title} » après un titre de niveau ${previousDepth} : un niveau est sauté, et les lecteurs d’écran perdent le plan`,
          `écrivez « ${expected} ${title} » (« ## » pour une section, « ### » pour une sous-partie)`,
          'niveau-de-titre-saute',
        )
      }
      previousDepth = node.depth
      const id = headingSlug(title)
      const line = node.position?.start.line
      const previous = seen.get(id)
      if (previous !== undefined) {
        failDocument(
          file,
          node,
          `titre en double : « ${title} » donne le même identifiant « #${id} » que le titre de la ligne ${previous}, et un lien vers l’un mènerait à l’autre`,
          'renommez l’un des deux titres (par exemple en précisant « … des clients » et « … des prospects »)',
          'titre-en-double',
        )
      }
      seen.set(id, line ?? 0)
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } }
      if (node.depth === 2) toc.push({ id, title })
      // Once read as typed for the messages and the id: its short words bound to the next, as every title (issue 37 §5).
      visit(node, 'text', (text) => void (text.value = bindShortWords(text.value)))
    })
    tree.children.push({
      type: 'mdxjsEsm',
      value: '',
      data: {
        // A hand-built ESTree program: `export const toc = [...]` (types want parser positions, which MDX does not need).
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExportNamedDeclaration',
              specifiers: [],
              declaration: {
                type: 'VariableDeclaration',
                kind: 'const',
                declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: valueToEstree(toc) }],
              },
            },
          ],
        } as never,
      },
    })
  }
}
