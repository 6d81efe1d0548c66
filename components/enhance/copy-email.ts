/** How long the confirmation stays beside the button, in milliseconds: long enough to read, then the line is quiet again. */
const CONFIRMATION_MS = 4000

/** Writes `text` in the live region; a repeated message alternates a trailing no-break space, so it is read again. */
function announce(status: Element | null, text: string): void {
  if (!status) return
  status.textContent = status.textContent === text ? `${text}\u00A0` : text
}

/**
 * « Copier l’adresse » beside each e-mail address (components/identity/IdentityValues.tsx, <Email />). The buttons stay
 * hidden unless the Clipboard API can write here (a secure context, a recent browser): the address itself remains a
 * link, visible and selectable, which is all a visitor without a mail client needs then.
 */
export function enhanceCopyButtons(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-copy-email]')
  if (buttons.length === 0 || !window.isSecureContext || typeof navigator.clipboard?.writeText !== 'function') return
  for (const button of buttons) {
    const status = button.nextElementSibling?.matches('[data-copy-status]') ? button.nextElementSibling : null
    let timer: ReturnType<typeof setTimeout> | undefined
    button.hidden = false
    button.addEventListener('click', () => {
      clearTimeout(timer)
      navigator.clipboard.writeText(button.dataset.copyEmail ?? '').then(
        () => announce(status, 'Adresse copiée'),
        () => announce(status, 'Copie impossible ici\u00A0: sélectionnez l’adresse'),
      )
      timer = setTimeout(() => status && (status.textContent = ''), CONFIRMATION_MS)
    })
  }
}
