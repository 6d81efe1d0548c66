import { cpSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * Two realistic owners, each the content of a site that holds nothing of the delivered example:
 * - « proprietaire-reelle » (tests/fixtures/proprietaire-reelle/content/): an entrepreneur individuel, VAT-exempt,
 *   not certified, with a three-word trade name, a hyphenated name with an apostrophe, an overseas phone, her host's
 *   short number, five reviews, three career steps, four certifications, three testimonials, and her own trainings
 *   (six, not the delivered seven: one removed, one added);
 * - « proprietaire-societe » (tests/fixtures/proprietaire-societe/content/, laid over the first): a SASU subject to
 *   VAT, Qualiopi-certified, hosted by o2switch, with her own identity, figures, home texts and trainer page: three
 *   reviews (one of four stars), four career steps, three certifications, two testimonials, a second phone and her portrait (photos/portrait.jpg). Her
 *   trainings and terms of sale are the first owner's.
 */
export const owners = {
  'proprietaire-reelle': ['proprietaire-reelle'],
  'proprietaire-societe': ['proprietaire-reelle', 'proprietaire-societe'],
} as const

export type Owner = keyof typeof owners

/** Replaces a project copy's delivered examples (made by copyProject) with an owner's files. */
export function applyOwner(copy: string, owner: Owner): void {
  for (const layer of owners[owner]) {
    const overlay = path.resolve('tests/fixtures', layer, 'content')
    // Her trainings replace the delivered ones, as she would by deleting a file and adding another.
    if (existsSync(path.join(overlay, 'formations'))) rmSync(path.join(copy, 'content', 'formations'), { recursive: true, force: true })
    cpSync(overlay, path.join(copy, 'content'), { recursive: true })
  }
}

/** The first realistic owner's site (the bench and most walk-throughs use it). */
export const applyRealOwner = (copy: string) => applyOwner(copy, 'proprietaire-reelle')
