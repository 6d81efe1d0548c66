import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { componentProps, EXPRESSION, type ComponentProps } from '../../content/schemas/component-props.ts'
import type { z } from '../../content/schemas/zod.ts'
import { failDocument } from './messages.ts'
import { closestName } from './suggest.ts'

const known = Object.keys(componentProps)
const byLowerCase = new Map(known.map((name) => [name.toLowerCase(), name]))
const list = [...known].sort().join(', ')

/**
 * Checks each component against content/schemas/component-props.ts. An unknown one (<Emial />)
 * fails with the closest name; a lower-case tag is plain HTML, unless it only differs from a
 * component by its case (<email />), which React would print as an unknown tag, silently. An unknown
 * or misspelt attribute would be dropped without a word, a missing required one would stop the
 * prerender in English, far from the line; a component showing one document's records is refused
 * in any other.
 */
export function remarkComponents() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
      const name = node.name
      if (!name) return
      const declared = (componentProps as Record<string, ComponentProps | undefined>)[name]
      if (!declared) {
        const sameButCase = byLowerCase.get(name.toLowerCase())
        if (!/^[A-Z]/.test(name) && !sameButCase) return
        const suggestion = sameButCase ?? closestName(name, known)
        const guess = suggestion ? `vouliez-vous écrire <${suggestion} /> ? Sinon, ` : ''
        failDocument(
          file,
          node,
          `composant inconnu <${name} />`,
          `${guess}choisissez l’un des composants disponibles (la majuscule compte) : ${list}`,
          'composant-inconnu',
        )
      }
      const { schema, usage, document } = declared
      if (document && file.basename !== document) {
        failDocument(
          file,
          node,
          `<${name} /> ne s’emploie que dans content/${document}`,
          `il affiche les données de l’en-tête de ce document : retirez-le d’ici`,
          'composant-hors-de-sa-page',
        )
      }
      const shape: Record<string, z.ZodType> = schema.shape
      const accepted = Object.keys(shape)
      const tag = `<${name}>`
      const given = new Set<string>()
      for (const attribute of node.attributes) {
        // A spread {...props} names nothing the writer typed.
        if (attribute.type !== 'mdxJsxAttribute') continue
        given.add(attribute.name)
        const field = shape[attribute.name]
        if (!field) {
          const guess = closestName(attribute.name, accepted)
          const list = accepted.length > 0 ? `attributs acceptés : ${accepted.join(', ')}` : `${tag} ne prend aucun attribut`
          failDocument(
            file,
            node,
            `${tag} ne connaît pas l’attribut « ${attribute.name} »`,
            `${guess ? `vouliez-vous écrire « ${guess} » ? ` : 'supprimez-le ; '}${list} ; par exemple ${usage}`,
            'attribut-inconnu',
          )
        }
        const value =
          attribute.value === null || attribute.value === undefined
            ? undefined
            : typeof attribute.value === 'string'
              ? attribute.value
              : EXPRESSION
        const result = field.safeParse(value)
        if (!result.success) {
          failDocument(
            file,
            node,
            `${tag}, attribut « ${attribute.name} » : ${result.error?.issues[0]?.message ?? 'valeur refusée'}`,
            `par exemple ${usage}`,
            'attribut-invalide',
          )
        }
      }
      for (const required of accepted) {
        if (given.has(required) || shape[required]!.safeParse(undefined).success) continue
        failDocument(file, node, `${tag} : l’attribut obligatoire « ${required} » manque`, `écrivez ${usage}`, 'attribut-manquant')
      }
    })
  }
}
