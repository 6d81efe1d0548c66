import path from 'node:path'
import type { Image, PhrasingContent, Root, RootContent } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { frenchTypography } from '../../lib/french-typography.ts'
import { planPhoto } from '../photos/encode-photo.ts'
import { PhotoProblem, resolvePhotoFile } from '../photos/photo-file.ts'
import { failDocument } from './messages.ts'

const MIN_ALT = 10

/**
 * `![Texte de remplacement](photos/gants.jpg)` in a document: the file is checked and published
 * (build-tools/photos/), and the image becomes <InlinePhoto> (components/media/InlinePhoto.tsx) with
 * its published files. A paragraph holding only the image gives way to it, as a block of its own.
 */
export function remarkPhotos(options: { contentDir: string }) {
  return async (tree: Root, file: VFile) => {
    const images: Array<{ node: Image; parent: { children: unknown[] }; index: number }> = []
    visit(tree, 'image', (node, index, parent) => {
      if (parent && index !== undefined) images.push({ node, parent: parent as { children: unknown[] }, index })
    })
    const documentFile = file.path ? path.resolve(file.path) : path.join(options.contentDir, 'document.mdx')
    for (const { node, parent, index } of images) {
      const alt = (node.alt ?? '').trim()
      if (alt.length < MIN_ALT) {
        failDocument(
          file,
          node,
          alt
            ? `texte de remplacement trop court pour la photographie « ${node.url} » (« ${alt} »)`
            : `texte de remplacement manquant pour la photographie « ${node.url} »`,
          `décrivez-la en une phrase entre les crochets, par exemple ![Des gants blancs posés sur un plateau d’argent](${node.url}) (${MIN_ALT} caractères au moins)`,
          'photo-texte-remplacement',
        )
      }
      let published
      try {
        published = await planPhoto(resolvePhotoFile(node.url, documentFile, options.contentDir), node.url, 'texte', frenchTypography(alt))
      } catch (error) {
        if (error instanceof PhotoProblem) failDocument(file, node, error.problem, error.fix, 'photo')
        throw error
      }
      const element: Extract<PhrasingContent, { type: 'mdxJsxTextElement' }> = {
        type: 'mdxJsxTextElement',
        name: 'InlinePhoto',
        attributes: Object.entries(published)
          .filter(([name]) => name !== 'slot')
          .map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value: String(value) })),
        children: [],
        position: node.position,
      }
      parent.children[index] = element
    }
    // A paragraph that holds only the image gives way to it: the picture is a block of its own, not a line of text.
    visit(tree, 'paragraph', (node, index, parent) => {
      const [only] = node.children
      if (!parent || index === undefined || node.children.length !== 1 || only?.type !== 'mdxJsxTextElement' || only.name !== 'InlinePhoto')
        return
      const block: RootContent = { ...only, type: 'mdxJsxFlowElement', children: [] }
      parent.children.splice(index, 1, block as (typeof parent.children)[number])
    })
  }
}
