/**
 * The Content-Security-Policy of the site, as one ordered list of directives.
 * Scripts: the site's own files, plus the exact inline scripts Vike emits (allowed by their
 * sha256 hash, computed from the built HTML), plus the origins of the third-party scripts the
 * owner declares in content/consent-scripts.ts. Styles: the site's files and the exact inline
 * stylesheet each page carries (by hash too); never 'unsafe-inline', so no style attribute runs.
 */
interface PolicyInputs {
  /** 'sha256-…' sources for the inline scripts of the built pages. */
  scriptHashes: readonly string[]
  /** 'sha256-…' sources for the inline stylesheets of the built pages. */
  styleHashes: readonly string[]
  /** https origins of declared consent-gated scripts: script-src and connect-src only. */
  thirdPartyOrigins: readonly string[]
}

function cspDirectives({ scriptHashes, styleHashes, thirdPartyOrigins }: PolicyInputs): [string, string[]][] {
  const hashes = scriptHashes.map((hash) => `'${hash}'`)
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...thirdPartyOrigins]],
    // The built HTML has no style attribute (checked by tests/nginx), and its <style> elements
    // are allowed one by one by their hash.
    ['style-src', ["'self'", ...styleHashes.map((hash) => `'${hash}'`)]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...thirdPartyOrigins]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The site posts no form: contact is by e-mail and telephone links.
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ]
}

export function contentSecurityPolicy(inputs: PolicyInputs): string {
  return cspDirectives(inputs)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}
