import type { CompileOptions } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'
import { knownComponentNames } from '../../components/mdx/component-names'
import { remarkFrenchTypography } from './remark-french-typography'
import { remarkHeadings } from './remark-headings'
import { remarkKnownComponents } from './remark-known-components'
import { remarkProseExpressions } from './remark-prose-expressions'

/** How every MDX document is compiled: the site build and the tests share these options. */
export const mdxOptions = {
  providerImportSource: '@mdx-js/react',
  remarkPlugins: [remarkGfm, [remarkKnownComponents, { names: knownComponentNames }], remarkProseExpressions, remarkFrenchTypography, remarkHeadings],
} satisfies CompileOptions
