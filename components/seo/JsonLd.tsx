import type { Graph } from 'schema-dts'

/** JSON for an ld+json block, « < » escaped so that no text (« </script> ») can close the block early. */
export function serialiseJsonLd(graph: Graph): string {
  return JSON.stringify(graph).replace(/</g, '\\u003c')
}

/** A JSON-LD data block: inert data for search engines, never executed (a CSP does not block it). */
export function JsonLd({ graph }: { graph: Graph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(graph) }} />
}
