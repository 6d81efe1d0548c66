import type { Graph } from 'schema-dts'

/**
 * JSON for a <script type="application/ld+json"> data block. « < » is escaped so that no text
 * (a title containing « </script> », say) can close the block early; the JSON value is unchanged.
 */
export function serialiseJsonLd(graph: Graph): string {
  return JSON.stringify(graph).replace(/</g, '\\u003c')
}

/** A JSON-LD data block: inert data for search engines, never executed (a CSP does not block it). */
export function JsonLd({ graph }: { graph: Graph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(graph) }} />
}
