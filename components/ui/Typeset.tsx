import { Fragment } from 'react'
import { bindShortWords, splitOrdinals } from '../../lib/french-typography.ts'

/**
 * Prose read from a frontmatter field, as French sets it: the letters of an ordinal in superscript
 * (« Paris 8<sup>e</sup> »). The MDX bodies get the same from build-tools/mdx/remark-ordinals.ts.
 */
export function Typeset({
  text,
  title = false,
}: {
  text: string
  /** A heading's text: short words bound to the next. */ title?: boolean
}) {
  return splitOrdinals(title ? bindShortWords(text) : text).map((piece, index) =>
    typeof piece === 'string' ? (
      piece
    ) : (
      <Fragment key={index}>
        {piece.number}
        <sup>{piece.suffix}</sup>
      </Fragment>
    ),
  )
}
