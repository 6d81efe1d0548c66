import { initConsentBanner } from '../consent/banner-enhancement.ts'
import { initConsentedScripts } from '../consent/consented-scripts.ts'
import { enhanceCopyButtons } from './copy-email.ts'
import { enhanceMobileMenu } from './mobile-menu.ts'
import { enhanceQuoteLinks } from './quote-fallback.ts'
import { enhanceTopBar } from './top-bar.ts'

/**
 * Runs one enhancement. A browser missing a feature must lose that enhancement only: the error is
 * rethrown outside this script (the console and error monitors still see it) and the next one runs.
 */
function safely(enhance: () => void): void {
  try {
    enhance()
  } catch (error) {
    setTimeout(() => {
      throw error
    })
  }
}

safely(() => {
  const bar = document.querySelector<HTMLElement>('[data-topbar]')
  if (bar) enhanceTopBar(bar)
})

safely(() => {
  const menu = document.querySelector<HTMLElement>('[data-menu]')
  if (menu) enhanceMobileMenu(menu)
})

safely(enhanceCopyButtons)
safely(enhanceQuoteLinks)
safely(initConsentBanner)
safely(initConsentedScripts)
