/**
 * The security headers every response carries, whatever its type or status.
 * Values chosen to score well on public header scanners without breaking the site.
 */

/** Two years, subdomains included. Preload is a separate, hard-to-undo step: see the README. */
const strictTransportSecurity = 'max-age=63072000; includeSubDomains'

/**
 * Powerful features the site never uses, denied to it and to anything it might embed.
 * browsing-topics is the Topics API, successor of FLoC's interest-cohort: Chromium now reports
 * interest-cohort as an unrecognised feature (an error in DevTools), so it is left out.
 */
const deniedFeatures = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics'] as const

const permissionsPolicy = deniedFeatures.map((feature) => `${feature}=()`).join(', ')

export function securityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'Strict-Transport-Security': strictTransportSecurity,
    'X-Content-Type-Options': 'nosniff',
    // frame-ancestors does the job in current browsers; this covers the old ones and the scanners.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}
