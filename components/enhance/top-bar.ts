/** Opaque top bar once the page is scrolled by more than this many pixels (owner's specification). */
const SCROLL_THRESHOLD = 50

/** Marks the top bar as scrolled, at load (reload at a scrolled position) and on every scroll. */
export function enhanceTopBar(bar: HTMLElement): void {
  const update = () => bar.toggleAttribute('data-scrolled', window.scrollY > SCROLL_THRESHOLD)
  update()
  window.addEventListener('scroll', update, { passive: true })
}
