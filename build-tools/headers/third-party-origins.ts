/**
 * Origins of the consent-gated scripts the owner declares in content/consent-scripts.ts. They go
 * into script-src and connect-src only. Each must be a bare https origin: anything else (a path,
 * a wildcard, a quote or a semicolon) would weaken or break the policy, so it stops the build.
 */
import { thirdPartyScripts, type ThirdPartyScript } from '../../content/consent-scripts.ts'

function validOrigin(origin: string, label: string): string {
  let url: URL | undefined
  try {
    url = new URL(origin)
  } catch {
    url = undefined
  }
  if (!url || url.protocol !== 'https:' || url.origin !== origin) {
    throw new Error(
      `content/consent-scripts.ts : l’origine « ${origin} » du script « ${label} » doit être une origine https seule, sans chemin ni barre finale (par exemple https://stats.example.com).`,
    )
  }
  return origin
}

/** The script's own origin is always included, so that forgetting it in `origins` cannot block it. */
function originOf(src: string, label: string): string {
  try {
    return new URL(src).origin
  } catch {
    throw new Error(`content/consent-scripts.ts : l’adresse « ${src} » du script « ${label} » doit être une URL https complète.`)
  }
}

export function thirdPartyOrigins(scripts: readonly ThirdPartyScript[] = thirdPartyScripts): string[] {
  const origins = scripts.flatMap((script) =>
    [originOf(script.src, script.label), ...script.origins].map((origin) => validOrigin(origin, script.label)),
  )
  return [...new Set(origins)].sort()
}
