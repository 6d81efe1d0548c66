import type { Message } from 'html-validate'
import { describe, expect, it } from 'vitest'
import { htmlValidateMessage } from '../support/html-validate-french.ts'

/** html-validate answers in English, about a built file: the writer reads French, at her line when the fault is hers. */
const message = (ruleId: string, text: string): Message => ({
  ruleId,
  message: text,
  severity: 2,
  offset: 0,
  line: 6,
  column: 94,
  size: 1,
  selector: 'html > head > title',
})

describe('les messages de html-validate, en français', () => {
  it('un titre trop long : sa longueur, la limite, et le champ à raccourcir', () => {
    const title = 'Politique de confidentialité et de protection des données de nos clients'
    const text = htmlValidateMessage(
      message('long-title', 'title text cannot be longer than 70 characters'),
      'politique-confidentialite/index.html',
      `<html><head><title>${title}</title></head></html>`,
    )
    expect(text).toContain(
      `le titre de l’onglet « ${title} » compte ${title.length} caractères : au-delà de 70, les moteurs de recherche le coupent`,
    )
    expect(text).toContain('Correction : raccourcissez le champ « title » de l’en-tête du document')
    expect(text).not.toContain('cannot be longer')
  })

  it('une règle qu’aucun texte de la rédactrice ne peut enfreindre est nommée pour le développeur, le message d’origine en second', () => {
    const text = htmlValidateMessage(message('no-dup-class', 'Class "a" duplicated'), 'index.html', '<html></html>')
    expect(text.split('\n')[0]).toBe(
      'index.html (page construite) (ligne 6, colonne 94) : le HTML enfreint la règle « no-dup-class » de html-validate, sur html > head > title ; ce n’est pas une faute que le site sache rattacher à vos textes',
    )
    expect(text).toContain('Correction : transmettez ce message à un développeur')
  })
})
