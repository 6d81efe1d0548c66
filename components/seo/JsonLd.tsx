import type { Graph } from 'schema-dts'
import { serialiseJsonLd } from './json-ld/serialise.ts'

/** A JSON-LD data block: inert data for search engines, never executed (a CSP does not block it). */
export function JsonLd({ graph }: { graph: Graph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(graph) }} />
}
