/** Opaque top bar once the page is scrolled by more than this many pixels (owner's specification). */
const SCROLL_THRESHOLD = 50

/** Marks the top bar as scrolled, at load (reload at a scrolled position) and on every scroll. */
export function enhanceTopBar(bar: HTMLElement): void {
  const update = () => bar.toggleAttribute('data-scrolled', window.scrollY > SCROLL_THRESHOLD)
  update()
  window.addEventListener('scroll', update, { passive: true })
  watchPageOpening(bar)
}

/**
 * Marks the bar data-quote-away once the page's opening has gone up under it: the hero's quote request, or the page's
 * title where there is none. A phone's bar then offers « Devis » (TopBar.module.css). Without IntersectionObserver
 * (before 2019), the bar keeps « Menu » alone, as before.
 */
function watchPageOpening(bar: HTMLElement): void {
  const opening = document.querySelector('[data-quote-cta]') ?? document.querySelector('main h1')
  if (!opening || typeof IntersectionObserver !== 'function') return
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return
      const above = entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0)
      bar.toggleAttribute('data-quote-away', !entry.isIntersecting && above)
    },
    // The fixed bar covers the top of the screen: what lies under it is out of sight.
    { rootMargin: `-${bar.offsetHeight}px 0px 0px 0px` },
  )
  observer.observe(opening)
}
