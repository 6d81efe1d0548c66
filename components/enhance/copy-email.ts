/** How long the confirmation stays in the button's label, in milliseconds: long enough to read, then its name returns. */
const CONFIRMATION_MS = 4000

/** Writes `text` in the live region; a repeated message alternates a trailing no-break space, so it is read again. */
export function announce(status: Element | null, text: string): void {
  if (!status) return
  status.textContent = status.textContent === text ? `${text}\u00A0` : text
}

/** The Clipboard API can write here: a secure context and a recent browser. */
export const canCopy = () => window.isSecureContext && typeof navigator.clipboard?.writeText === 'function'

/**
 * Shows a copy button rendered hidden: a click writes text() to the clipboard, and the button's own label says `done`
 * for a moment (then its name again), as the polite live region after it tells a screen reader; where the browser
 * refuses, the label says so and the region sends the visitor to the address, which can always be selected.
 */
export function copyOnClick(button: HTMLButtonElement, text: () => string, done: string): void {
  const status = button.nextElementSibling?.matches('[role="status"]') ? button.nextElementSibling : null
  const label = button.textContent ?? ''
  let timer: ReturnType<typeof setTimeout> | undefined
  const say = (shown: string, heard: string) => {
    button.textContent = shown
    announce(status, heard)
  }
  button.hidden = false
  button.addEventListener('click', () => {
    clearTimeout(timer)
    navigator.clipboard.writeText(text()).then(
      () => say(done, done),
      () => say('Copie impossible ici', 'Copie impossible ici\u00A0: sélectionnez l’adresse'),
    )
    timer = setTimeout(() => {
      button.textContent = label
      if (status) status.textContent = ''
    }, CONFIRMATION_MS)
  })
}

/**
 * « Copier l’adresse » beside each e-mail address (components/identity/IdentityValues.tsx, <Email />) under `root`. The
 * buttons stay hidden unless the Clipboard API can write here: the address itself remains a link, visible and
 * selectable, which is all a visitor without a mail client needs then.
 */
export function enhanceCopyButtons(root: ParentNode = document): void {
  const buttons = root.querySelectorAll<HTMLButtonElement>('[data-copy-email]')
  if (buttons.length === 0 || !canCopy()) return
  for (const button of buttons) copyOnClick(button, () => button.dataset.copyEmail ?? '', 'Adresse copiée')
}
