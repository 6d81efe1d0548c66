import type { ReactNode } from 'react'
import { MDXProvider } from '@mdx-js/react'
import { mdxComponents } from '../mdx/mdx-components'
import { Footer } from './Footer'
import { MAIN_ID, SkipLink } from './SkipLink'
import styles from './SiteLayout.module.css'
import { TopBar } from './TopBar'
import '../styles/global.css'

/** The frame of every page: skip link, top bar, main landmark, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <MDXProvider components={mdxComponents}>
      <SkipLink />
      <TopBar />
      <main className={styles.main} id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </MDXProvider>
  )
}
