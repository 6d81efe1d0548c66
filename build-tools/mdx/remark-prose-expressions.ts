import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { failDocument } from './messages.ts'

/** Names a document may read between braces: its own frontmatter and table of contents. */
const readable = new Set(['frontmatter', 'toc', 'props'])

interface EstreeNode {
  type: string
  name?: string
  object?: EstreeNode
  expression?: EstreeNode
  expressions?: unknown[]
}

/**
 * MDX runs whatever sits between braces as JavaScript. In prose, « {environ} » compiles, then
 * stops the prerender with « environ is not defined » and no line. So braces are accepted only
 * around a comment, a plain value, or a reading of the frontmatter ({frontmatter.retention});
 * anything else fails here, with the line and the way to write braces as text.
 */
export function remarkProseExpressions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return
      const program = node.data?.estree as { body: EstreeNode[] } | undefined
      if (!program || program.body.length === 0) return
      const statement = program.body[0]
      if (program.body.length === 1 && statement?.type === 'ExpressionStatement' && isHarmless(statement.expression)) return
      const typed = node.value.trim()
      // {3}: the writer meant the number; say so first.
      const number =
        statement?.type === 'ExpressionStatement' && statement.expression?.type === 'Literal'
          ? `pour écrire ${typed}, retirez les accolades ; `
          : ''
      failDocument(
        file,
        node,
        `texte entre accolades { ${typed} } lu comme du code`,
        `${number}pour écrire des accolades dans le texte, tapez \\{ et \\} ; pour une note qui ne s’affiche pas, écrivez {/* votre note */}`,
        'accolades-dans-le-texte',
      )
    })
  }
}

function isHarmless(expression: EstreeNode | undefined): boolean {
  if (!expression) return false
  // A text literal ({' '}) keeps a space; a number ({3}) is almost always a brace typed as text.
  if (expression.type === 'Literal') return typeof (expression as { value?: unknown }).value === 'string'
  if (expression.type === 'TemplateLiteral') return (expression.expressions ?? []).length === 0
  let root: EstreeNode | undefined = expression
  while (root?.type === 'MemberExpression') root = root.object
  return root?.type === 'Identifier' && readable.has(root.name ?? '')
}
