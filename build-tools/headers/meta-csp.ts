/**
 * The site's Content-Security-Policy written into every page as
 * <meta http-equiv="Content-Security-Policy">, so that a host that sends no header (GitHub Pages, a
 * bare static server) still enforces it. Where the header is sent too, the browser enforces both,
 * and they allow the same scripts and styles.
 */

/** Directives a <meta> policy may not hold: browsers ignore them there, with a console error. */
const headerOnlyDirectives = new Set(['frame-ancestors', 'report-uri', 'sandbox'])

/** The policy without the directives only a header can carry. */
export function metaPolicy(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !headerOnlyDirectives.has(directive.split(/\s+/)[0]!.toLowerCase()))
    .join('; ')
}

const charsetMeta = /<meta\s+charset\s*=\s*["']?utf-8["']?\s*\/?>/i
const existingMeta = /\s*<meta\s+http-equiv\s*=\s*["']?content-security-policy["']?[^>]*>/gi

/**
 * The page with its policy right after <meta charset>: before the inline style and scripts it
 * governs (a <meta> policy applies only to what follows it). A policy already there is replaced,
 * so that the step can run again over the same pages.
 */
export function withMetaPolicy(html: string, policy: string, file: string): string {
  if (/["&<>]/.test(policy)) throw new Error(`${file} : la politique de sécurité contient un caractère à échapper en HTML`)
  const page = html.replace(existingMeta, '')
  const charset = charsetMeta.exec(page)
  if (!charset) throw new Error(`${file} : <meta charset="utf-8"> introuvable, la politique de sécurité n’a pas de place où s’écrire`)
  const at = charset.index + charset[0].length
  return `${page.slice(0, at)}\n<meta http-equiv="Content-Security-Policy" content="${policy}" />${page.slice(at)}`
}
