import type { Element, ElementContent, Root } from 'hast'
import { visit } from 'unist-util-visit'

/** The id of the notes' heading, which every call names as its description. */
const NOTES_LABEL_ID = 'notes-de-bas-de-page'

/**
 * The footnotes block that remark-rehype appends becomes <Footnotes> (components/mdx/Footnotes.tsx):
 * a « Notes » block outside the numbered sections, whose heading the page's section headings
 * component never sees. The calls are named « Note 1 » and point at that heading.
 */
export function rehypeFootnotes() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'a' && node.properties.dataFootnoteRef !== undefined) {
        // A call shows its number only; screen readers hear « Note 1 ».
        const number = node.children.map((child) => (child.type === 'text' ? child.value : '')).join('')
        node.properties.ariaLabel = `Note ${number}`
        node.properties.ariaDescribedBy = [NOTES_LABEL_ID]
      }
      if (node.tagName !== 'section' || node.properties.dataFootnotes === undefined || !parent || index === undefined) return
      const list = node.children.filter((child): child is Element => child.type === 'element' && child.tagName === 'ol')
      const footnotes = {
        type: 'mdxJsxFlowElement',
        name: 'Footnotes',
        attributes: [{ type: 'mdxJsxAttribute', name: 'labelId', value: NOTES_LABEL_ID }],
        children: list,
      } as unknown as ElementContent
      parent.children.splice(index, 1, footnotes)
    })
  }
}
