import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { EXPRESSION, type ComponentProps } from '../../content/schemas/component-props.ts'
import { failDocument } from './messages.ts'
import { closestName } from './suggest.ts'

/**
 * Checks each component's attributes against its schema (content/schemas/component-props.ts):
 * an unknown or misspelt attribute (<Email sujet="…" />) would be dropped without a word, a
 * missing required one (<RetentionTable />) would stop the prerender in English, far from the line.
 * A component that shows one document's records is refused in any other.
 */
export function remarkComponentProps(options: { props: Record<string, ComponentProps> }) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
      const declared = node.name ? options.props[node.name] : undefined
      if (!declared) return
      const { schema, usage, document } = declared
      if (document && file.basename !== document) {
        failDocument(
          file,
          node,
          `<${node.name} /> ne s’emploie que dans content/${document}`,
          `il affiche les données de l’en-tête de ce document : retirez-le d’ici`,
          'composant-hors-de-sa-page',
        )
      }
      const shape = schema.shape as Record<
        string,
        { safeParse: (value: unknown) => { success: boolean; error?: { issues: Array<{ message: string }> } } }
      >
      const accepted = Object.keys(shape)
      const tag = `<${node.name}>`
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
      for (const name of accepted) {
        if (given.has(name) || shape[name]!.safeParse(undefined).success) continue
        failDocument(file, node, `${tag} : l’attribut obligatoire « ${name} » manque`, `écrivez ${usage}`, 'attribut-manquant')
      }
    })
  }
}
