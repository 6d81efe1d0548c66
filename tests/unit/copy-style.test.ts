import { describe, expect, it } from 'vitest'
import {
  colonEnumerationFault,
  colonEnumerations,
  isColonEnumeration,
  listItems,
  mainBlocks,
  sentences,
  wordCeilingFault,
  wordCount,
} from '../support/copy-style.ts'

/** French typography as the built pages carry it: a no-break space before the colon. */
const nb = (text: string) => text.replace(/ :/g, '\u00A0:')

/** A page whose <main> holds these paragraphs. */
const page = (...paragraphs: string[]) =>
  `<html><body><header><p>${nb('Menu : a, b, c.')}</p></header><main>${paragraphs.map((text) => `<p>${nb(text)}</p>`).join('')}</main></body></html>`

describe('le compte des énumérations autour d’un deux-points', () => {
  it('compte les éléments d’une proposition : virgules, puis un dernier « et » ou « ou » qui en joint deux', () => {
    expect(listItems('Écoute, empathie, discernement')).toBe(3)
    expect(listItems('la précision, la fluidité et l’économie du mouvement')).toBe(3)
    expect(listItems('ni formulaire, ni espace personnel, ni base de données')).toBe(3)
    expect(listItems('une réponse personnelle et une proposition')).toBe(2)
    expect(listItems('aucun service ne peut se charger, et les interrupteurs restent inactifs')).toBe(2)
    expect(listItems('le devis (prix, durée, dates)')).toBe(1)
  })

  it('reconnaît le motif avant comme après le deux-points', () => {
    const enumerations = [
      'Écoute, empathie, discernement : ces qualités se travaillent avec méthode.',
      'Regard, maintien, juste distance : une présence assurée, qui rassure.',
      'Le module m’a appris ce qu’aucun manuel n’explique : la discrétion, la réserve, le bon moment pour se retirer.',
      'Décrivez votre établissement, vos équipes et vos attentes : nous vous répondrons.',
      'Il ne comporte rien : ni formulaire, ni espace personnel, ni base de données ; tout est statique.',
    ]
    for (const sentence of enumerations) expect(isColonEnumeration(nb(sentence)), sentence).toBe(true)
    const others = [
      'Elle en a gardé une conviction : l’excellence tient moins au décor qu’à l’attention.',
      'JavaScript est désactivé : aucun service ne peut se charger, et les interrupteurs restent inactifs.',
      'Écoute, empathie, discernement, tact.',
      'Rendez-vous à 9:30, au salon, au bar ou en terrasse.',
      'Une question : le devis (prix, durée, dates) vous convient-il ?',
      'Écoute, empathie ; discernement : voilà.',
    ]
    for (const sentence of others) expect(isColonEnumeration(nb(sentence)), sentence).toBe(false)
  })

  it('lit le texte de <main> seul, bloc par bloc, puis phrase par phrase', () => {
    const html = `<main><h2>Titre</h2><p>Un. <a href="/">Deux</a>, trois ? « Quatre. » Cinq…</p><noscript><p>Sans script.</p></noscript><script>a : b, c, d</script></main>`
    expect(mainBlocks(html)).toEqual(['Titre', 'Un. Deux, trois ? « Quatre. » Cinq…', 'Sans script.'])
    expect(sentences('Un. Deux, trois ? « Quatre. » Cinq…')).toEqual(['Un.', 'Deux, trois ?', '« Quatre. »', 'Cinq…'])
    // The header's « Menu : a, b, c. » is outside <main>: only the page's own text counts.
    expect(colonEnumerations(page('Un. Écoute, tact, discernement : cela s’apprend. Trois.'))).toEqual([
      nb('Écoute, tact, discernement : cela s’apprend.'),
    ])
  })

  it('échoue sur une page qui en compte trois, en nommant la page et en citant les phrases', () => {
    // Three sentences of the home page as the issue found it.
    const found = [
      'Écoute, empathie, discernement : ces qualités que l’on croit innées se travaillent avec méthode.',
      'Tenue, allure, soin du moindre détail : l’image d’un collaborateur est la première promesse de la maison.',
      'Regard, maintien, juste distance : une présence assurée, qui rassure le client.',
    ]
    const fault = colonEnumerationFault('/', page(...found))
    expect(fault).toMatch(/^La page \/ compte 3 phrases bâties sur une énumération autour d’un deux-points, quand 2 au plus sont admises/)
    for (const sentence of found) expect(fault).toContain(`« ${nb(sentence)} »`)
    expect(colonEnumerationFault('/', page(...found.slice(0, 2)))).toBeUndefined()
  })

  it('compte un mot et ses pluriels dans <main>, pas ses dérivés, et échoue au-delà du plafond', () => {
    const html = page('Chaque geste, chaque mot. Le luxe, les luxes, luxueux, chacun.')
    expect(wordCount(html, 'chaque')).toBe(2)
    expect(wordCount(html, 'luxe')).toBe(2)
    expect(wordCeilingFault('/', html, 'chaque', 1)).toBe(
      'La page / emploie « chaque » 2 fois, quand 1 au plus sont admises ; variez le vocabulaire.',
    )
    expect(wordCeilingFault('/', html, 'chaque', 2)).toBeUndefined()
    const sources = [
      { file: 'content/accueil/hero.mdx', source: 'title: Un accueil\n\nChaque geste compte.\n' },
      { file: 'content/accueil/methode.mdx', source: 'Pour chaque mot,\nune intention.\n' },
    ]
    expect(wordCeilingFault('/', html, 'chaque', 1, sources)).toBe(
      'La page / emploie « chaque » 2 fois, quand 1 au plus sont admises ; variez le vocabulaire. Vous l’avez écrit ici : content/accueil/hero.mdx, ligne 3 ; content/accueil/methode.mdx, ligne 1.',
    )
  })
})
