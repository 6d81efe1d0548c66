import { cpSync } from 'node:fs'
import path from 'node:path'

/**
 * The content of a realistic owner (tests/fixtures/proprietaire-reelle/content/): her identity, her
 * figures, and every home fragment and the trainer page rewritten in her own words, nothing of the
 * delivered example left. Copied over a project copy's content/, it makes her real site.
 */
const overlay = path.resolve('tests/fixtures/proprietaire-reelle/content')

/** Replaces a project copy's delivered examples (made by copyProject) with the realistic owner's files. */
export function applyRealOwner(copy: string): void {
  cpSync(overlay, path.join(copy, 'content'), { recursive: true })
}
