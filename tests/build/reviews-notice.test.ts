import { parse, type HTMLElement } from 'node-html-parser'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { readBuilt } from '../../build-tools/built-site.ts'
import { Reviews } from '../../components/home/Reviews.tsx'
import { avisSchema, type AvisFrontmatter } from '../../content/schemas/home.ts'
import { trainerSchema } from '../../content/schemas/trainer.ts'
import { frenchCount } from '../../lib/french-number.ts'
import { documentRecords, readDocument, readerText } from '../support/content.ts'

/*
 * Beside the reviews, what C. consom. L121-4 (27°) and D111-17 ask, with the owner's facts of content/accueil/avis.mdx;
 * the legal wordings are pinned here. The page is the built one; the other stances (checked reviews, every review
 * shown) are rendered by the same component from other facts.
 */
const avis = documentRecords('content/accueil/avis.mdx', avisSchema)
const { reviews, notice } = avis

const NOT_CHECKED = 'Ces avis ne font l’objet d’aucune vérification de notre part.'
const CHECKED = 'Ces avis sont vérifiés.'
const NO_COUNTERPART = 'Aucune contrepartie n’est accordée en échange d’un avis.'
/** Words that present the authors as clients (L121-4, 27°), outside the reviews' own words. */
const CLIENT_CLAIM = /nos client|nos stagiaire|que nous avons formé|nos participant/i

const text = (element: HTMLElement | null | undefined) => readerText(element?.text ?? '')

/** The reviews block of the built home page. */
const built = parse(readBuilt('index.html')).querySelector('#avis')!

/** The same block rendered by the page's component, with other facts in its notice, and other ratings if given. */
function renderedWith(facts: Partial<AvisFrontmatter['notice']>, ratings?: number[]): HTMLElement {
  const rated = ratings ? reviews.map((review, index) => ({ ...review, rating: ratings[index] ?? review.rating })) : reviews
  const props: AvisFrontmatter = { ...avis, reviews: rated, notice: { ...notice, ...facts } }
  return parse(renderToStaticMarkup(createElement(Reviews, props))).querySelector('#avis')!
}

/** What the block says in its own name: everything but the reviews' quotes. */
function ownWords(section: HTMLElement): string {
  const copy = parse(section.toString())
  for (const quote of copy.querySelectorAll('blockquote')) quote.remove()
  return text(copy)
}

/** What stands between the aggregate and the reviews. */
const intro = (section: HTMLElement) => text(section.querySelector('[data-reviews-aggregate]')?.parentNode?.nextElementSibling)
const noticeOf = (section: HTMLElement) => text(section.querySelector('[data-reviews-notice]'))

/** The notice's words on the ratings, as the law's reader expects them: one rating for all, or their range. */
function ratingsWords(ratings: number[]): string {
  const [lowest, highest] = [Math.min(...ratings), Math.max(...ratings)]
  return lowest === highest ? `chacun est noté ${lowest} sur 5` : `leurs notes vont de ${lowest} à ${highest} sur 5`
}

/** An AAAA-MM-JJ day in words, as French writes it (« 1er mars », « 12 novembre 2026 »). */
const dayInWords = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${iso}T00:00:00Z`))
    .replace(/^1 /, '1er ')

describe('les avis de l’accueil et leur mention légale', () => {
  it('la note moyenne de la fiche, son nombre d’avis et le jour du relevé suivent immédiatement le titre', () => {
    const aggregate = built.querySelector('h2')?.nextElementSibling
    expect(aggregate?.hasAttribute('data-reviews-aggregate'), 'La note moyenne doit suivre le titre des avis (issue 29).').toBe(true)
    expect(text(aggregate)).toBe(
      `${notice.rating.toLocaleString('fr-FR')} sur 5, note moyenne de ${frenchCount(notice.count)} avis sur notre fiche Google, relevée le ${dayInWords(notice.readOn)}.`,
    )
    expect(aggregate?.querySelector('time')?.getAttribute('datetime')).toBe(notice.readOn)
  })

  it('entre la note et les avis, ses mots seuls : la page n’y redit pas d’où ils viennent, ni, sans vérification, qu’ils viennent de clients', () => {
    // Issue 36: a sentence of the build's own there repeated hers (« nous les reproduisons tels quels ») and the lines
    // around it (« notre fiche Google », three times).
    expect(intro(built)).toBe(readerText(parse(readDocument('content/accueil/avis.mdx').body).text))
    const unchecked = renderedWith({ checked: false, how: undefined })
    expect(noticeOf(unchecked)).toContain(NOT_CHECKED)
    expect(ownWords(unchecked), 'Sans vérification, la page ne dit nulle part que les auteurs sont des clients.').not.toMatch(CLIENT_CLAIM)
    if (!notice.checked) expect(ownWords(built)).not.toMatch(CLIENT_CLAIM)
    // The build names the source once above the reviews and once in the notice; her own label may name it too.
    expect(text(built.querySelector('[data-reviews-aggregate]')).match(/fiche Google/g)).toHaveLength(1)
    expect(noticeOf(built).match(/fiche Google/g)).toHaveLength(1)
  })

  it('vérifiés, la mention dit comment ils sont vérifiés', () => {
    const how = 'Avant de reproduire un avis, nous vérifions que son auteur a suivi l’une de nos formations.'
    const checked = renderedWith({ checked: true, how })
    expect(noticeOf(checked)).toContain(`${CHECKED} ${how}`)
    expect(noticeOf(checked)).not.toContain(NOT_CHECKED)
  })

  it('la mention dit la sélection, son critère, l’ordre et les notes des avis présentés', () => {
    const said = noticeOf(built)
    if (notice.count > reviews.length) {
      expect(said).toContain(
        `Ces ${frenchCount(reviews.length)} avis, présentés ${notice.order}, sont une sélection parmi les ${frenchCount(notice.count)} publiés sur notre fiche Google ; ${ratingsWords(reviews.map((review) => review.rating))}.`,
      )
      expect(said).toContain(`Critère de sélection : ${readerText(notice.selection ?? '')}.`)
    }
    expect(said).toContain(notice.checked ? CHECKED : NOT_CHECKED)
  })

  it('quand la fiche ne compte que les avis affichés, la mention dit qu’ils y sont tous, sans parler de sélection', () => {
    const fives = reviews.map(() => 5)
    const all = renderedWith({ count: reviews.length, rating: 5, selection: undefined, order: 'du plus récent au plus ancien' }, fives)
    const said = noticeOf(all)
    expect(said).toContain(
      `Les ${frenchCount(reviews.length)} avis publiés sur notre fiche Google sont tous présentés ici, du plus récent au plus ancien ; chacun est noté 5 sur 5.`,
    )
    expect(said).not.toMatch(/sélection/)
  })

  it('un avis de quatre étoiles se lit « 4 sur 5 », et la mention donne l’écart des notes (issue 35)', () => {
    const ratings = reviews.map((_, index) => (index === 0 ? 4 : 5))
    const section = renderedWith({}, ratings)
    expect(text(section.querySelectorAll('figcaption')[0])).toContain('Avis Google noté 4 sur 5, du ')
    expect(noticeOf(section)).toContain(reviews.length > 1 ? 'leurs notes vont de 4 à 5 sur 5' : 'chacun est noté 4 sur 5')
    const ones = renderedWith(
      {},
      reviews.map(() => 1),
    )
    expect(noticeOf(ones)).toContain(reviews.length > 1 ? 'chacun est noté 1 sur 5' : 'il est noté 1 sur 5')
  })

  it('un seul avis : la note et la mention en parlent au singulier, qu’il soit le seul de la fiche ou choisi parmi d’autres (issue 35)', () => {
    const only = reviews[0]!
    const render = (facts: Partial<AvisFrontmatter['notice']>) =>
      parse(
        renderToStaticMarkup(createElement(Reviews, { ...avis, reviews: [only], notice: { ...notice, rating: only.rating, ...facts } })),
      ).querySelector('#avis')!
    const alone = render({ count: 1, selection: undefined, checked: false, how: undefined })
    expect(text(alone.querySelector('[data-reviews-aggregate]'))).toBe(
      `${only.rating} sur 5, note de l’unique avis de notre fiche Google, relevée le ${dayInWords(notice.readOn)}.`,
    )
    expect(noticeOf(alone)).toContain(
      `L’unique avis publié sur notre fiche Google est présenté ici ; il est noté ${only.rating} sur 5. Cet avis ne fait l’objet d’aucune vérification de notre part.`,
    )
    const how = 'Nous vérifions que son auteur a suivi l’une de nos formations.'
    const chosen = render({ count: 4, selection: 'le plus récent', checked: true, how })
    expect(noticeOf(chosen)).toContain(
      `Cet avis a été choisi parmi les quatre publiés sur notre fiche Google ; il est noté ${only.rating} sur 5. Critère de sélection : le plus récent. Cet avis est vérifié. ${how}`,
    )
  })

  it('aucune contrepartie, le délai de reproduction d’un avis et sa durée d’affichage (D111-17 II), et un lien vers les conditions de son retrait', () => {
    expect(noticeOf(built)).toContain(NO_COUNTERPART)
    expect(noticeOf(built)).toContain(
      `Un avis est reproduit ici au plus tard ${readerText(notice.publishedWithin)} après sa publication sur notre fiche et y reste ${readerText(notice.keptFor)} au plus ;`,
    )
    const href = built.querySelector('[data-reviews-notice] a')?.getAttribute('href') ?? ''
    const [page, anchor] = href.split('#')
    expect(page).toBe('/mentions-legales')
    // The paragraphs from the heading the anchor names to the next heading, in the order of the page.
    const blocks = parse(readBuilt('mentions-legales/index.html')).querySelectorAll('main :is(h2, h3, p)')
    const start = blocks.findIndex((block) => block.id === anchor)
    expect(start, `Les mentions légales doivent porter l’ancre #${anchor} que la mention des avis cite.`).toBeGreaterThan(-1)
    const end = blocks.findIndex((block, index) => index > start && /^H[23]$/.test(block.tagName))
    const section = blocks
      .slice(start + 1, end < 0 ? undefined : end)
      .map(text)
      .join(' ')
    expect(section).toMatch(/Aucune contrepartie/)
    expect(section).toMatch(/reste affiché ici pendant la durée indiquée sous les avis/)
  })

  it('chaque avis porte sa date de publication, puis le mois de la formation dont il parle', () => {
    const captions = built.querySelectorAll('figcaption')
    expect(captions).toHaveLength(reviews.length)
    captions.forEach((caption, index) => {
      const review = reviews[index]!
      expect(caption.querySelectorAll('time').map((time) => time.getAttribute('datetime'))).toEqual([review.date, review.experienceDate])
      expect(text(caption)).toContain(`Avis Google noté ${review.rating} sur 5, du ${dayInWords(review.date)}, sur une formation `)
      if (review.role) expect(text(caption)).toContain(readerText(review.role))
    })
  })
})

describe('les témoignages de la page de la formatrice', () => {
  const { testimonials } = documentRecords('content/formatrice.mdx', trainerSchema)
  const section = parse(readBuilt('formatrice/index.html')).querySelector('#temoignages')!

  it('disent sous eux d’où ils viennent et quand leurs auteurs ont donné leur accord', () => {
    const provenance = section.querySelector('[data-testimonials-provenance]')
    expect(provenance?.previousElementSibling?.tagName, 'La provenance suit les témoignages.').toBe('UL')
    expect(text(provenance)).toMatch(/^Recueillis auprès de nos clients et publiés avec leur accord écrit, donné (en|entre) /)
    const months = testimonials.map((testimonial) => testimonial.consentDate.slice(0, 7)).sort()
    const shown = provenance?.querySelectorAll('time').map((time) => time.getAttribute('datetime'))
    expect(shown).toEqual(months[0] === months.at(-1) ? [months[0]] : [months[0], months.at(-1)])
  })
})
