import type { ReactNode } from 'react'
import type { QuoteRequest } from '../home/quote-request.ts'
import { ConsentBanner } from '../consent/ConsentBanner.tsx'
import { DeclaredScriptsData } from '../consent/ConsentFacts.tsx'
import { QuoteFallback } from '../quote/QuoteFallback.tsx'
import { DemonstrationNotice } from './DemonstrationNotice.tsx'
import { Footer } from './Footer.tsx'
import { MAIN_ID, SkipLink } from './SkipLink.tsx'
import styles from './SiteLayout.module.css'
import { TopBar } from './TopBar.tsx'
import '../styles/global.css'

/** The frame of every page: skip link, top bar, main landmark, footer. */
export function SiteLayout({ children, quote }: { children: ReactNode; quote: QuoteRequest }) {
  return (
    <>
      <SkipLink />
      {/* Right after the skip link: the consent question is the first stop of the tab order. */}
      <ConsentBanner />
      <TopBar quote={quote} />
      <main className={styles.main} id={MAIN_ID} tabIndex={-1}>
        {/* Always an element of the tree, rendering nothing on the real site: the ids React gives the content stay the same. */}
        <DemonstrationNotice />
        {children}
      </main>
      <Footer />
      <QuoteFallback />
      <DeclaredScriptsData />
    </>
  )
}
