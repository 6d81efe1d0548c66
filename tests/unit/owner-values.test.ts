import { describe, expect, it } from 'vitest'
import { isoDate, pageFields, prose } from '../../content/schemas/common.ts'
import { figuresSchema } from '../../content/schemas/figures.ts'

/**
 * Issue 38 §5: figures, header texts and dates an owner types wrong get the diagnosis of what she did, not zod's bare
 * « trop petit » or « format attendu ». (« 1 200 » and « 15,5 », which stop the file's syntax: owner-files-syntax.test.ts.)
 */
describe('les chiffres, les textes d’en-tête et les dates impossibles', () => {
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
    expect(message('2025-02-30')).toBe('date impossible « 2025-02-30 » : février 2025 n’a que 28 jours')
    expect(message('2024-02-30')).toBe('date impossible « 2024-02-30 » : février 2024 n’a que 29 jours')
    expect(message('2025-13-01')).toBe('date impossible « 2025-13-01 » : il n’y a pas de mois « 13 » ; format AAAA-MM-JJ')
    expect(message('30/02/2025')).toContain('format attendu AAAA-MM-JJ')
    expect(message('2025-02-28')).toBeUndefined()
  })
})
