import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { failDocument } from './messages.ts'

/** What to write instead of each HTML tag a writer may paste, in the syntax of the guide. */
const INSTEAD: Record<string, string> = {
  a: 'écrivez le lien en Markdown : [texte du lien](https://adresse)',
  b: 'écrivez **mot** (deux astérisques de chaque côté) pour le gras',
  strong: 'écrivez **mot** (deux astérisques de chaque côté) pour le gras',
  i: 'écrivez _mot_ pour l’italique',
  em: 'écrivez _mot_ pour l’italique',
  br: 'pour aller à la ligne sans changer de paragraphe, terminez la ligne par une barre oblique inversée \\',
  ul: 'commencez chaque élément de la liste par « - », après une ligne vide',
  ol: 'commencez chaque élément de la liste par « 1. », « 2. »…, après une ligne vide',
  li: 'commencez chaque élément de la liste par « - », après une ligne vide',
  h2: 'écrivez le titre sur sa propre ligne, précédé de « ## »',
  h3: 'écrivez le titre sur sa propre ligne, précédé de « ### »',
  table: 'écrivez le tableau en Markdown, colonnes séparées par « | », avec la ligne |---|---| sous les en-têtes',
  img: 'déposez la photographie dans content/photos/ et suivez le guide, « Photographies »',
}

/**
 * HTML typed or pasted in a document (<span style="…">, <div>, <br>, <a href>, <font>) reaches the page
 * as it is, outside the site's styles, checks and accessibility: it is refused here, with the way
 * to write the same thing. Two tags are accepted: a bare <p>, which sets a component in a paragraph
 * of its own inside a box (<Callout><p><RegistrationStatement /></p></Callout>), and a <span> with a
 * `lang` attribute alone, which tells screen readers a word is in another language (« <span
 * lang="en">true</span> », RGAA 8.7). Components start with
 * a capital and are checked by remark-components.ts, which runs first (a component typed in lower
 * case, <email />, is named there).
 */
export function remarkRawHtml() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
      const name = node.name ?? ''
      if (!name || /^[A-Z]/.test(name)) return
      if (name === 'p' && node.attributes.length === 0) return
      const attributes = node.attributes.map((attribute) => (attribute.type === 'mdxJsxAttribute' ? attribute.name : '{…}'))
      if (name === 'span' && attributes.length === 1 && attributes[0] === 'lang') return
      const tag = `<${name}>`
      failDocument(
        file,
        node,
        `la balise HTML ${tag} n’est pas acceptée dans un document : elle échapperait à la mise en page et aux vérifications du site`,
        `${INSTEAD[name] ?? 'retirez-la et gardez le texte qu’elle entoure'} ; pour afficher le signe « < » lui-même, tapez \\<`,
        'html-brut',
      )
    })
  }
}
