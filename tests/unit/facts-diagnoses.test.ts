import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { factsSyntaxError } from '../../build-tools/facts/facts-syntax.ts'
import { isoDate, pageFields, prose } from '../../content/schemas/common.ts'
import { figuresSchema } from '../../content/schemas/figures.ts'

/**
 * Issue 38 §5: numbers and dates an owner types the French way, or impossible, get the diagnosis of what she did, not of
 * what the parser stumbled on (« « , » est attendu », « format attendu », or zod's bare « trop petit »).
 */
const root = mkdtempSync(path.join(tmpdir(), 'site-chiffres-'))
mkdirSync(path.join(root, 'content'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function figuresMessage(line: string): string {
  writeFileSync(path.join(root, 'content/chiffres.ts'), `export const figures = {\n  yearsOfExperience: 15,\n  ${line}\n}\n`)
  return factsSyntaxError(root, 'content/chiffres.ts')?.message ?? ''
}

describe('les chiffres et les dates tapés à la française, ou impossibles', () => {
  it('« 1 200 » : un nombre coupé par une espace, à écrire d’un seul tenant', () => {
    const message = figuresMessage('peopleTrained: 1 200,')
    expect(message.split('\n')[0]).toContain('(ligne 3, colonne')
    expect(message).toContain('le nombre « 1 200 » est coupé par une espace')
    expect(message).toContain('écrivez les chiffres d’un seul tenant : 1200')
  })

  it('« 15,5 » : une virgule décimale, un chiffre clé entier', () => {
    const message = figuresMessage('peopleTrained: 15,5,')
    expect(message).toContain('le nombre « 15,5 » est écrit avec une virgule')
    expect(message).toContain('un chiffre clé est entier : 15')
  })

  it('« -250 » : un nombre plus grand que zéro, puisque les pages écrivent « plus de »', () => {
    const result = figuresSchema.safeParse({ yearsOfExperience: -250, peopleTrained: 99 })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(
      'années d’expérience : un nombre plus grand que zéro attendu, les pages écrivant « plus de » devant',
    )
  })

  it('un code HTML dans un texte d’en-tête (« &amp; ») est refusé : la page l’afficherait tel quel ; le caractère lui-même passe', () => {
    expect(pageFields.title.safeParse('Savoir-être &amp; étiquette').error?.issues[0]?.message).toBe(
      '« &amp; » est un code HTML : l’en-tête ne le traduit pas, la page l’afficherait tel quel ; tapez le caractère lui-même (« & », une espace, « ’ »…)',
    )
    expect(prose().safeParse('L&#39;art du service').success).toBe(false)
    expect(prose().safeParse('Savoir-être & étiquette').success).toBe(true)
  })

  it('une date bien tapée mais impossible est dite impossible, avec la longueur du mois ; un format faux reste un format faux', () => {
    const message = (value: string) => isoDate().safeParse(value).error?.issues[0]?.message
    expect(message('2025-02-30')).toBe('date impossible « 2025-02-30 » : ce mois n’a que 28 jours')
    expect(message('2024-02-30')).toBe('date impossible « 2024-02-30 » : ce mois n’a que 29 jours')
    expect(message('2025-13-01')).toBe('date impossible « 2025-13-01 » : il n’y a pas de mois « 13 » ; format AAAA-MM-JJ')
    expect(message('30/02/2025')).toContain('format attendu AAAA-MM-JJ')
    expect(message('2025-02-28')).toBeUndefined()
  })
})
