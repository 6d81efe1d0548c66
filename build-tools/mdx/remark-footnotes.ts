import type { FootnoteDefinition, Root, Text } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { failDocument, failInText } from './messages.ts'

/** A call that found no definition stays as text: « [^1] ». */
const ORPHAN_CALL = /\[\^([^\]\s]+)\]/u
/** A note typed with a space before its colon, at the start of a line. */
const SPACED_DEFINITION = /(^|\n)[ \t]*\[\^([^\]\s]+)\][ \t]+:/u

/**
 * Footnotes (GFM): a call « [^1] » and its note « [^1]: … » must go together. A call without its
 * note prints « [^1] » as text; a note without a call vanishes from the page; a second note of the same
 * name is dropped, the first alone printed (issue 38 §5). All three fail here.
 */
export function remarkFootnotes() {
  return (tree: Root, file: VFile) => {
    const called = new Set<string>()
    const definitions: FootnoteDefinition[] = []
    visit(tree, (node) => {
      if (node.type === 'footnoteReference') called.add(node.identifier)
      if (node.type === 'footnoteDefinition') definitions.push(node)
    })
    // « [^1] : texte », typed the French way, is not read as a note: say so before its call is reported.
    visit(tree, 'text', (node: Text) => {
      const spaced = SPACED_DEFINITION.exec(node.value)
      if (!spaced) return
      failInText(
        file,
        node,
        spaced.index + spaced[1]!.length,
        `la note « [^${spaced[2]}] : … » n’est pas reconnue : une espace sépare le crochet et les deux-points`,
        `collez les deux-points au crochet : « [^${spaced[2]}]: texte de la note »`,
        'note-mal-ecrite',
      )
    })
    visit(tree, 'text', (node: Text) => {
      const call = ORPHAN_CALL.exec(node.value)
      if (!call) return
      failInText(
        file,
        node,
        call.index,
        `l’appel de note « [^${call[1]}] » n’a pas de note : il s’afficherait tel quel`,
        `ajoutez la note sur sa propre ligne, de préférence à la fin du document : « [^${call[1]}]: texte de la note » ; ou supprimez l’appel`,
        'note-sans-definition',
      )
    })
    const first = new Map<string, FootnoteDefinition>()
    for (const definition of definitions) {
      const earlier = first.get(definition.identifier)
      if (!earlier) {
        first.set(definition.identifier, definition)
        continue
      }
      const name = `[^${definition.label ?? definition.identifier}]`
      failDocument(
        file,
        definition,
        `la note « ${name} » est écrite deux fois (lignes ${earlier.position?.start.line} et ${definition.position?.start.line}) : seule la première s’afficherait`,
        `donnez à la seconde un autre nom (« [^2]: … »), et appelez-la où elle s’applique ; ou réunissez les deux en une seule note`,
        'note-en-double',
      )
    }
    for (const definition of definitions) {
      if (called.has(definition.identifier)) continue
      failDocument(
        file,
        definition,
        `la note « [^${definition.label ?? definition.identifier}] » n’est appelée nulle part dans le texte : elle ne s’afficherait pas`,
        `placez « [^${definition.label ?? definition.identifier}] » dans le texte, juste après le mot qu’elle commente, ou supprimez la note`,
        'note-sans-appel',
      )
    }
  }
}
