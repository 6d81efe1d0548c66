import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CompileOptions } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'
import { consentLifetimeInWords } from '../../components/consent/consent-record.ts'
import { trainerSectionNames } from '../../content/schemas/component-props.ts'
import { sourceRoutes } from '../links/source-routes.ts'
import { NBSP } from '../../lib/french-typography.ts'
import { NOTE_ID_PREFIX } from './note-ids.ts'
import { rehypeFootnotes } from './rehype-footnotes.ts'
import { remarkAccidentalSyntax, remarkAddressLines } from './remark-accidental-syntax.ts'
import { remarkBoldHeadings } from './remark-bold-headings.ts'
import { remarkCalloutIds } from './remark-callout-ids.ts'
import { remarkComponents } from './remark-components.ts'
import { remarkFootnotes } from './remark-footnotes.ts'
import { remarkFrontmatterReads } from './remark-frontmatter-reads.ts'
import { remarkFrenchTypography } from './remark-french-typography.ts'
import { remarkHeadings } from './remark-headings.ts'
import { remarkIdentityValues } from './remark-identity-values.ts'
import { remarkInternalLinks } from './remark-internal-links.ts'
import { remarkLinkAddresses } from './remark-link-addresses.ts'
import { remarkLinkBrackets } from './remark-link-brackets.ts'
import { remarkOrdinals } from './remark-ordinals.ts'
import { remarkPhotos } from './remark-photos.ts'
import { remarkProseDates } from './remark-prose-dates.ts'
import { remarkProseExpressions } from './remark-prose-expressions.ts'
import { remarkRawHtml } from './remark-raw-html.ts'
import { remarkRetention } from './remark-retention.ts'
import { remarkReviewClaims } from './remark-review-claims.ts'
import { remarkTables } from './remark-tables.ts'
import { remarkTextComponents } from './remark-text-components.ts'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * How every MDX document is compiled: the site build and the tests share these options. The
 * checks read the text as the writer typed it, so they run before the typography; the internal
 * links run last, once every heading has its id. Markdown's accidental syntax is refused first,
 * while the tree is as parsed. The routes are read again for each document,
 * so a page added while previewing counts at once.
 */
export const mdxOptions = {
  remarkPlugins: [
    // « ~30 jours et ~50 € » is text, not struck through: only « ~~ » strikes.
    [remarkGfm, { singleTilde: false }],
    remarkAccidentalSyntax,
    remarkFootnotes,
    remarkTables,
    remarkBoldHeadings,
    remarkComponents,
    remarkRawHtml,
    remarkProseExpressions,
    remarkFrontmatterReads,
    remarkLinkBrackets,
    remarkLinkAddresses,
    remarkIdentityValues,
    remarkRetention,
    remarkReviewClaims,
    [remarkTextComponents, { texts: { ConsentLifetime: consentLifetimeInWords(' ') } }],
    remarkProseDates,
    remarkFrenchTypography,
    remarkOrdinals,
    remarkAddressLines,
    remarkHeadings,
    remarkCalloutIds,
    // Images: the writer's photographs of content/photos/, checked and published (build-tools/photos/).
    [remarkPhotos, { contentDir: path.join(projectRoot, 'content') }],
    [remarkInternalLinks, { routes: () => sourceRoutes(projectRoot), opaque: trainerSectionNames }],
  ],
  // Footnotes in French: their ids, the label of each way back to its call, and a « Notes » block.
  remarkRehypeOptions: {
    clobberPrefix: NOTE_ID_PREFIX,
    footnoteLabel: 'Notes',
    // The way back up to the call: an arrow the site's font draws (« ↩ » is not in its Latin subset).
    footnoteBackContent: '↑',
    footnoteBackLabel: (index: number, again: number) =>
      `Revenir à l’appel de la note ${index + 1}${again > 1 ? `, appel n°${NBSP}${again}` : ''}`,
  },
  rehypePlugins: [rehypeFootnotes],
} satisfies CompileOptions
