import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { readBuilt } from '../../build-tools/built-site.ts'
import { avisSchema } from '../../content/schemas/home.ts'
import { frenchCount } from '../../lib/french-number.ts'
import { documentRecords, readerText } from '../support/content.ts'

/** Beside the reviews, what C. consom. D111-17 asks, with the values of content/accueil/avis.mdx. */
describe('les avis de l’accueil et leur mention légale', () => {
  const { reviews, notice } = documentRecords('content/accueil/avis.mdx', avisSchema)
  const section = parse(readBuilt('index.html')).querySelector('#avis')
  const text = readerText(section?.querySelector('[data-reviews-notice]')?.text ?? '')

  it('disent qu’ils sont une sélection, selon quel critère, sur combien d’avis et quelle note moyenne', () => {
    expect(text).toContain(
      `Une sélection de ${frenchCount(reviews.length)} des ${frenchCount(notice.count)} avis publiés sur notre fiche Google`,
    )
    expect(text).toContain(`note moyenne de ${notice.rating.toLocaleString('fr-FR')} sur 5`)
    expect(text).toContain(readerText(notice.selection))
    expect(text).toContain('reproduits mot pour mot')
  })

  it('disent s’ils sont vérifiés, et comment', () => {
    expect(text).toContain(
      notice.verification ? readerText(notice.verification) : 'Ces avis ne font l’objet d’aucune vérification de notre part.',
    )
  })

  it('gardent chacun sa date de publication', () => {
    const dates = section?.querySelectorAll('time').map((time) => time.getAttribute('datetime')) ?? []
    expect(dates).toEqual(reviews.map((review) => review.date))
  })
})
