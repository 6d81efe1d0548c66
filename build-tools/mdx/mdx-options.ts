import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CompileOptions } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'
import { consentLifetimeInWords } from '../../components/consent/consent-record.ts'
import { trainerSectionNames } from '../../content/schemas/component-props.ts'
import { sourceRoutes } from '../links/source-routes.ts'
import { remarkComponents } from './remark-components.ts'
import { remarkFrenchTypography } from './remark-french-typography.ts'
import { remarkHeadings } from './remark-headings.ts'
import { remarkIdentityValues } from './remark-identity-values.ts'
import { remarkInternalLinks } from './remark-internal-links.ts'
import { remarkLinkAddresses } from './remark-link-addresses.ts'
import { remarkOrdinals } from './remark-ordinals.ts'
import { remarkProseExpressions } from './remark-prose-expressions.ts'
import { remarkRetention } from './remark-retention.ts'
import { remarkTextComponents } from './remark-text-components.ts'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * How every MDX document is compiled: the site build and the tests share these options. The
 * checks read the text as the writer typed it, so they run before the typography; the internal
 * links run last, once every heading has its id. The routes are read again for each document,
 * so a page added while previewing counts at once.
 */
export const mdxOptions = {
  remarkPlugins: [
    remarkGfm,
    remarkComponents,
    remarkProseExpressions,
    remarkLinkAddresses,
    remarkIdentityValues,
    remarkRetention,
    [remarkTextComponents, { texts: { ConsentLifetime: consentLifetimeInWords(' ') } }],
    remarkFrenchTypography,
    remarkOrdinals,
    remarkHeadings,
    [remarkInternalLinks, { routes: () => sourceRoutes(projectRoot), opaque: trainerSectionNames }],
  ],
} satisfies CompileOptions
