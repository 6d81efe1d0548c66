import type { CompileOptions } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'
import { mdxComponentNames } from '../../components/mdx/component-names'
import { remarkFrenchTypography } from './remark-french-typography'
import { remarkHeadings } from './remark-headings'
import { remarkKnownComponents } from './remark-known-components'

/** How every MDX document is compiled: the site build and the tests share these options. */
export const mdxOptions = {
  providerImportSource: '@mdx-js/react',
  remarkPlugins: [remarkGfm, [remarkKnownComponents, { names: mdxComponentNames }], remarkFrenchTypography, remarkHeadings],
} satisfies CompileOptions
