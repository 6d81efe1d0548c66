import { cpSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * The content of a realistic owner (tests/fixtures/proprietaire-reelle/content/): her identity, her
 * figures, every home fragment and the trainer page rewritten in her own words, and her own trainings
 * (six, not the delivered seven: one removed, one added), nothing of the delivered example left.
 * Copied over a project copy's content/, it makes her real site.
 */
const overlay = path.resolve('tests/fixtures/proprietaire-reelle/content')

/** Replaces a project copy's delivered examples (made by copyProject) with the realistic owner's files. */
export function applyRealOwner(copy: string): void {
  // Her trainings replace the delivered ones, as she would by deleting a file and adding another.
  if (existsSync(path.join(overlay, 'formations'))) rmSync(path.join(copy, 'content', 'formations'), { recursive: true, force: true })
  cpSync(overlay, path.join(copy, 'content'), { recursive: true })
}
