/** How long the confirmation stays beside the button, in milliseconds: long enough to read, then the line is quiet again. */
const CONFIRMATION_MS = 4000

/** Writes `text` in the live region; a repeated message alternates a trailing no-break space, so it is read again. */
export function announce(status: Element | null, text: string): void {
  if (!status) return
  status.textContent = status.textContent === text ? `${text}\u00A0` : text
}

/** The Clipboard API can write here: a secure context and a recent browser. */
export const canCopy = () => window.isSecureContext && typeof navigator.clipboard?.writeText === 'function'

/**
 * Shows a copy button rendered hidden: a click writes text() to the clipboard and says `done` in the polite live region
 * that follows the button, if there is one; where the browser refuses, it sends the visitor to the address, which can
 * always be selected.
 */
export function copyOnClick(button: HTMLButtonElement, text: () => string, done: string): void {
  const status = button.nextElementSibling?.matches('[role="status"]') ? button.nextElementSibling : null
  let timer: ReturnType<typeof setTimeout> | undefined
  button.hidden = false
  button.addEventListener('click', () => {
    clearTimeout(timer)
    navigator.clipboard.writeText(text()).then(
      () => announce(status, done),
      () => announce(status, 'Copie impossible ici\u00A0: sélectionnez l’adresse'),
    )
    timer = setTimeout(() => status && (status.textContent = ''), CONFIRMATION_MS)
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
