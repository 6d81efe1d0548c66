import { renderToBuffer } from '@react-pdf/renderer'
import { programmeContent } from './programme-content.ts'
import { programmeDocument } from './programme-document.ts'
import { registerPdfFonts } from './pdf-fonts.ts'

/** One training's programme as PDF bytes, from content/formations/<slug>.mdx. */
export async function programmePdf(root: string, slug: string): Promise<Buffer> {
  await registerPdfFonts(root)
  return renderToBuffer(programmeDocument(programmeContent(root, slug)) as Parameters<typeof renderToBuffer>[0])
}
