import type { ReactNode } from 'react'
import { quoteRequest } from '../components/home/quote-request.ts'
import { SiteLayout } from '../components/layout/SiteLayout.tsx'
import { frontmatter as hero } from '../content/accueil/hero.mdx'

/** The frame of every page; the quote request of the top bar and the mobile menu is the hero's, from its document. */
export default function Layout({ children }: { children: ReactNode }) {
  return <SiteLayout quote={quoteRequest(hero)}>{children}</SiteLayout>
}
