/**
 * The ONE source of truth for the headers of the built site: nginx (deploy/nginx.conf), CDN
 * static hosts (_headers) and the local server (scripts/serve.ts) all take their values from here.
 */
import { cacheControlFor } from './caching.ts'
import { contentSecurityPolicy } from './content-security-policy.ts'
import { siteInlineScriptHashes, siteInlineStyleHashes } from './inline-script-hashes.ts'
import { securityHeaders } from './security-headers.ts'
import { thirdPartyOrigins } from './third-party-origins.ts'

interface SiteHeaders {
  /** Sent with every response, whatever its path and status. */
  security: Record<string, string>
  /** The complete set for one path: security headers plus its Cache-Control. */
  forPath(pathname: string): Record<string, string>
}

/** Reads the built site (for the hashes of its inline scripts and styles) and the declared third-party origins. */
export function siteHeaders(clientDir: string): SiteHeaders {
  const csp = contentSecurityPolicy({
    scriptHashes: siteInlineScriptHashes(clientDir),
    styleHashes: siteInlineStyleHashes(clientDir),
    thirdPartyOrigins: thirdPartyOrigins(),
  })
  const security = securityHeaders(csp)
  return { security, forPath: (pathname) => ({ ...security, 'Cache-Control': cacheControlFor(pathname) }) }
}
