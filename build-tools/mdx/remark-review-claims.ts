import type { Root, Text } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { CLAIM_FIX, CLAIM_PROBLEM, clientClaim } from '../../content/schemas/review-claims.ts'
import { frontmatterOf } from './document-frontmatter.ts'
import { failInText } from './messages.ts'

/**
 * The reviews' intro (the body of content/accueil/avis.mdx) may not call their authors clients while the header says
 * they are not checked (`notice.checked: false`): the page would contradict its own notice (C. consom. L121-4, 27°).
 * The header's texts are checked by its schema (content/schemas/home.ts), with the same words.
 */
export function remarkReviewClaims() {
  return (tree: Root, file: VFile) => {
    const notice = frontmatterOf(tree)?.notice as { checked?: unknown } | undefined
    if (notice?.checked !== false) return
    visit(tree, 'text', (node: Text) => {
      const claim = clientClaim(node.value)
      if (claim) failInText(file, node, claim.index, `« ${claim.words} » : ${CLAIM_PROBLEM}`, CLAIM_FIX, 'avis-presentes-comme-clients')
    })
  }
}
