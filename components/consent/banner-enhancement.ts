import { consentStore, type ConsentStore } from './consent-store.ts'

/**
 * Shows the banner while no choice is stored, records the answer, and hides it when another tab answers. While it
 * shows, the footer is padded by its height (--banner-space) so the page's last links can be scrolled clear of it.
 */
function enhanceConsentBanner(banner: HTMLElement, store: ConsentStore): void {
  const root = document.documentElement
  const reserve = () => root.style.setProperty('--banner-space', `${banner.offsetHeight}px`)
  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null

  const render = () => {
    const show = store.getSnapshot().decision === null
    if (show === !banner.hidden) return
    banner.hidden = !show
    if (show) {
      reserve()
      resize?.observe(banner)
    } else {
      resize?.disconnect()
      root.style.removeProperty('--banner-space')
    }
  }

  banner.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-consent-action]')
    if (!button) return
    const hadFocus = banner.contains(document.activeElement)
    if (button.dataset.consentAction === 'accept') store.acceptFromBanner()
    else store.refuseFromBanner()
    // The store keeps the answer in memory when storage is refused, so render() hides the banner either way.
    render()
    // Focus would fall to the body with the hidden button: hand it to the main content instead.
    if (hadFocus) document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true })
  })

  render()
  store.subscribe(render)
}

/** On every page that renders the banner (all but the preferences page), independently of the scripts. */
export function initConsentBanner(): void {
  const banner = document.querySelector<HTMLElement>('[data-consent-banner]')
  if (banner) enhanceConsentBanner(banner, consentStore)
}
