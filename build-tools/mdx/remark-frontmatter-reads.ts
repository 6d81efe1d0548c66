import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { componentProps, type ComponentProps } from '../../content/schemas/component-props.ts'
import { frontmatterOf } from './document-frontmatter.ts'
import { failDocument } from './messages.ts'
import { closestName } from './suggest.ts'

interface EstreeNode {
  type: string
  name?: string
  computed?: boolean
  value?: unknown
  object?: EstreeNode
  property?: EstreeNode
  [key: string]: unknown
}

/** `frontmatter.retention.0` → ['retention', '0']; undefined when the chain does not start at `frontmatter`. */
function pathOf(expression: EstreeNode): string[] | undefined {
  const path: string[] = []
  let node: EstreeNode | undefined = expression
  while (node?.type === 'MemberExpression') {
    const property: EstreeNode | undefined = node.property
    const name = node.computed ? property?.value : property?.name
    if (typeof name !== 'string' && typeof name !== 'number') return undefined
    path.unshift(String(name))
    node = node.object
  }
  return node?.type === 'Identifier' && node.name === 'frontmatter' ? path : undefined
}

/** Each outermost reading of the frontmatter in an expression (`frontmatter.a.b`, not also `frontmatter.a`). */
function readings(node: unknown, found: string[][] = []): string[][] {
  if (typeof node !== 'object' || node === null) return found
  const estree = node as EstreeNode
  const path = estree.type === 'MemberExpression' ? pathOf(estree) : undefined
  if (path) found.push(path)
  else for (const [key, value] of Object.entries(estree)) if (key !== 'loc' && key !== 'range') readings(value, found)
  return found
}

const describe = (value: unknown) => (Array.isArray(value) ? 'une liste' : 'un ensemble de champs')

/**
 * A document reads its own frontmatter between braces: <RetentionTable rows={frontmatter.retention} />,
 * {frontmatter.title}. A misspelt field (frontmatter.retension) would compile, then stop the
 * prerender with an English TypeError and a stack, far from her line; a list shown in the prose
 * would stop it too. Both fail here, at the line, with the field she meant; a component's attribute
 * that the guide writes with one field (rows={frontmatter.retention}) must read that field.
 */
export function remarkFrontmatterReads() {
  return (tree: Root, file: VFile) => {
    const frontmatter = frontmatterOf(tree)
    if (!frontmatter) return
    const check = (node: Parameters<typeof failDocument>[1], path: string[], typed: string) => {
      let value: unknown = frontmatter
      for (const [index, key] of path.entries()) {
        const fields = typeof value === 'object' && value !== null ? Object.keys(value) : []
        if (fields.includes(key)) {
          value = (value as Record<string, unknown>)[key]
          continue
        }
        const parent = ['frontmatter', ...path.slice(0, index)].join('.')
        const guess = closestName(key, fields)
        failDocument(
          file,
          node,
          `{${typed}} lit le champ « ${key} », que ${index === 0 ? 'l’en-tête de ce document' : parent} n’a pas`,
          `${guess ? `vouliez-vous écrire {${[parent, guess].join('.')}} ? ` : ''}${fields.length > 0 ? `champs disponibles : ${fields.join(', ')}` : `${parent} n’a aucun champ`}`,
          'champ-inconnu-lu',
        )
      }
      return value
    }
    visit(tree, (node) => {
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        for (const path of readings(node.data?.estree)) {
          const typed = ['frontmatter', ...path].join('.')
          const value = check(node, path, typed)
          if (typeof value === 'object' && value !== null) {
            failDocument(
              file,
              node,
              `{${typed}} est ${describe(value)} : un texte ne peut l’afficher tel quel`,
              `pour le tableau des durées, écrivez <RetentionTable rows={frontmatter.retention} /> ; pour un champ de texte, nommez-le (par exemple {frontmatter.title})`,
              'champ-non-affichable',
            )
          }
        }
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
      const usage = node.name ? (componentProps as Record<string, ComponentProps | undefined>)[node.name]?.usage : undefined
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'object' || attribute.value === null) continue
        for (const path of readings(attribute.value.data?.estree)) {
          const typed = ['frontmatter', ...path].join('.')
          check(node, path, typed)
          // The guide's way of writing this attribute, when it reads a field: rows={frontmatter.retention}.
          const expected = usage && new RegExp(`\\b${attribute.name}=\\{(frontmatter(?:\\.\\w+)+)\\}`).exec(usage)?.[1]
          if (expected && expected !== typed) {
            failDocument(
              file,
              node,
              `<${node.name}>, attribut « ${attribute.name} » : {${typed}} n’est pas ce qu’il affiche`,
              `écrivez ${usage}`,
              'champ-inattendu',
            )
          }
        }
      }
    })
  }
}
