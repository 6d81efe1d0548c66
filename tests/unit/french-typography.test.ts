import { compile } from '@mdx-js/mdx'
import { describe, expect, it } from 'vitest'
import { mdxOptions } from '../../build-tools/mdx/mdx-options.ts'
import { headingSlug } from '../../build-tools/mdx/slug.ts'
import { bindShortWords, frenchTypography, NBSP, NNBSP, ofName } from '../../lib/french-typography.ts'

// One line per rule of lib/french-typography.ts, the writer's text on the left.
describe('typographie française', () => {
  it.each([
    // Espace fine insécable avant ; ! ?
    ['Bonjour !', `Bonjour${NNBSP}!`],
    ['Vraiment?', `Vraiment${NNBSP}?`],
    ['un ; deux', `un${NNBSP}; deux`],
    ['Quoi ?!', `Quoi${NNBSP}?!`],
    // Espace mot insécable avant :
    ['Note : ceci', `Note${NBSP}: ceci`],
    ['Note: ceci', `Note${NBSP}: ceci`],
    // Guillemets
    ['« Bonjour »', `«${NNBSP}Bonjour${NNBSP}»`],
    ['«Bonjour»', `«${NNBSP}Bonjour${NNBSP}»`],
    // Apostrophe typographique
    ["l'art", 'l’art'],
    ["aujourd'hui", 'aujourd’hui'],
    ["l'« art »", `l’«${NNBSP}art${NNBSP}»`],
    // Nombre et unité, séparateur de milliers, euro et pour cent
    ['13 mois', `13${NBSP}mois`],
    ['1 250 €', `1${NNBSP}250${NBSP}€`],
    ['10 000 000 €', `10${NNBSP}000${NNBSP}000${NBSP}€`],
    ['1 250,50 €', `1${NNBSP}250,50${NBSP}€`],
    ['90€', `90${NBSP}€`],
    ['100 %', `100${NBSP}%`],
    ['100%', `100${NBSP}%`],
    // Guillemets à la place des guillemets droits ou anglais
    ['le "savoir-être" du luxe', `le «${NNBSP}savoir-être${NNBSP}» du luxe`],
    ['("ici")', `(«${NNBSP}ici${NNBSP}»)`],
    ['un “savoir-être” rare', `un «${NNBSP}savoir-être${NNBSP}» rare`],
    // Une citation dans une citation garde ses guillemets anglais “ ”, sans espace
    ['« le mot “luxe” suffit »', `«${NNBSP}le mot “luxe” suffit${NNBSP}»`],
    ['« le mot "luxe" suffit »', `«${NNBSP}le mot “luxe” suffit${NNBSP}»`],
    ['“le mot “luxe” suffit”', `«${NNBSP}le mot “luxe” suffit${NNBSP}»`],
    // Une référence juridique ne se coupe pas en fin de ligne
    ['art. L. 121-1 du code', `art.${NBSP}L.${NBSP}121-1${NBSP}du code`],
    ['article L6352-12', `article${NBSP}L6352-12`],
    ['les articles 33 et 34', `les articles${NBSP}33${NBSP}et 34`],
    ['Art. 6, paragraphe 1', `Art.${NBSP}6, paragraphe 1`],
    ['L. 6352-12', `L.${NBSP}6352-12`],
    // Points de suspension
    ['et puis...', 'et puis…'],
    // Numéro
    ['loi n° 78-17', `loi n°${NBSP}78-17`],
    ['n°5', `n°${NBSP}5`],
    // Grands nombres : dès cinq chiffres
    ['10000 stagiaires', `10${NNBSP}000${NBSP}stagiaires`],
    ['1000000 €', `1${NNBSP}000${NNBSP}000${NBSP}€`],
  ])('%s', (input, expected) => {
    expect(frenchTypography(input)).toBe(expected)
  })

  it('traite aussi le signe qui ouvre un texte placé après un lien ou un composant', () => {
    // « <Email /> ? » : MDX donne « ? » seul, précédé de l’espace tapée.
    expect(frenchTypography(' ?')).toBe(`${NNBSP}?`)
    expect(frenchTypography(' ; puis')).toBe(`${NNBSP}; puis`)
    expect(frenchTypography(' : lisez')).toBe(`${NBSP}: lisez`)
    // Sans espace tapée en tête, rien n’est ajouté (le signe peut coller à ce qui précède à dessein).
    expect(frenchTypography('?')).toBe('?')
  })

  it('laisse les adresses, les URL et les heures intactes', () => {
    expect(frenchTypography('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    expect(frenchTypography('voir https://example.com/a?b=1 ; merci')).toBe(`voir https://example.com/a?b=1${NNBSP}; merci`)
    expect(frenchTypography('mailto:contact@example.com')).toBe('mailto:contact@example.com')
    expect(frenchTypography('à 10:30')).toBe('à 10:30')
    expect(frenchTypography('contact@example.com')).toBe('contact@example.com')
    expect(frenchTypography('x ;y')).toBe('x ;y')
  })

  it('ne touche ni aux années, ni aux dates, ni aux références, ni aux codes postaux', () => {
    for (const kept of [
      'en 2025',
      '2025-07-01',
      'L335-2',
      '2016/679',
      '3,14159',
      'TSA 80715,',
      'Libre réponse 71120,',
      'tel:0199001234',
      'https://example.com/a"b"...',
    ]) {
      expect(frenchTypography(kept), kept).toBe(kept)
    }
    expect(frenchTypography('75334 Paris')).toBe(`75334${NBSP}Paris`)
  })

  it('est idempotente', () => {
    const once = frenchTypography("« L'excellence : un art ! » pour 1 250 € en 13 mois ?")
    expect(frenchTypography(once)).toBe(once)
  })
})

describe('les titres (issue 37 §5)', () => {
  it.each([
    ['Savoir-être ou une présence', `Savoir-être ou${NBSP}une${NBSP}présence`],
    ['La maîtrise de la relation', `La${NBSP}maîtrise de${NBSP}la${NBSP}relation`],
    ['Accueillir à la française', `Accueillir à${NBSP}la${NBSP}française`],
    ['À vos côtés', `À${NBSP}vos${NBSP}côtés`],
    ['Les codes du luxe et du service', `Les${NBSP}codes du${NBSP}luxe et${NBSP}du${NBSP}service`],
    ['« De la porte au salon »', `« De${NBSP}la${NBSP}porte au${NBSP}salon »`],
    // A piece of a title split around an ordinal (« Le XIXe siècle »): its last space binds to what follows.
    ['Le ', `Le${NBSP}`],
  ])('lient chaque mot court au suivant : « %s »', (title, bound) => {
    expect(bindShortWords(title)).toBe(bound)
  })

  it.each(['Desserte', 'Ladies', 'Lesage', 'Une', 'Tout est dit', 'L’art', 'Art déco'])(
    'laissent les autres mots et le dernier mot libres : « %s »',
    (title) => {
      expect(bindShortWords(title)).toBe(title)
    },
  )
})

describe('dans un document MDX', () => {
  async function renderAs(source: string, path: string): Promise<string> {
    return String(await compile({ value: source, path }, mdxOptions))
  }
  const render = (source: string) => renderAs(source, 'content/document.mdx')

  it('la prose est composée, le code laissé tel que tapé', async () => {
    const js = await render('Note : la commande `a : b ; c !` reste.\n\n```\nx ; y : z ?\n```\n\nFin ?\n')
    expect(js).toContain(`Note${NBSP}: la commande `)
    expect(js).toContain('"a : b ; c !"')
    expect(js).toContain('"x ; y : z ?\\n"')
    expect(js).toContain(`Fin${NNBSP}?`)
  })

  it('les guillemets et les points de suspension sont corrigés dans la prose, jamais dans le code', async () => {
    const js = await render('Le "savoir-être"... `a "b" ...` fin\n')
    expect(js).toContain(`Le «${NNBSP}savoir-être${NNBSP}»…`)
    expect(js).toContain('"a \\"b\\" ..."')
  })

  it('les attributs que lit le visiteur (titres, libellés) sont composés comme la prose', async () => {
    const js = await render('<Callout title=\'Un "titre"...\'>x</Callout>\n\n<FactList><Fact label="Note : ici">x</Fact></FactList>\n')
    expect(js).toContain(`title: "Un${NBSP}«${NNBSP}titre${NNBSP}»…"`)
    expect(js).toContain(`label: "Note${NBSP}: ici"`)
  })

  it('les sections de la page de la formatrice aussi, mais jamais leur ancre', async () => {
    const js = await renderAs(
      '<ProfileSection id="a-b" eyebrow="Qui ?" title="L\'art : enfin">x</ProfileSection>\n\n<Career title="Parcours !" />\n',
      'content/formatrice.mdx',
    )
    expect(js).toContain(`eyebrow: "Qui${NNBSP}?"`)
    expect(js).toContain(`title: "L’art${NBSP}: enfin"`)
    expect(js).toContain(`title: "Parcours${NNBSP}!"`)
    expect(js).toContain('id: "a-b"')
  })

  it('l’objet et le corps d’un courriel restent tels que tapés : ils partent dans l’adresse du lien', async () => {
    const js = await render('Écrivez à <Email subject="Devis : formation" body="Bonjour !" />.\n')
    expect(js).toContain('subject: "Devis : formation"')
    expect(js).toContain('body: "Bonjour !"')
  })

  it('les guillemets droits autour d’un composant deviennent « » aussi', async () => {
    const js = await render('Notre nom, "<OrganisationName />", est déposé.\n')
    expect(js).toContain(`"Notre nom, «${NNBSP}"`)
    expect(js).toContain(`"${NNBSP}», est déposé."`)
  })

  it('le signe après un composant ou un lien reçoit son espace insécable', async () => {
    const js = await render('Écrivez à [nous](https://example.com) ? Ou au **siège** : Paris.\n')
    expect(js).toContain(`"${NNBSP}? Ou au "`)
    expect(js).toContain(`"${NBSP}: Paris."`)
  })

  it('le lien d’un titre ne colle pas les mots que sépare une espace insécable', () => {
    expect(headingSlug(frenchTypography('Durées de conservation : 3 ans'))).toBe('durees-de-conservation-3-ans')
    expect(headingSlug(frenchTypography('Vos droits ?'))).toBe('vos-droits')
    expect(headingSlug(frenchTypography('« Cookies » et traceurs'))).toBe('cookies-et-traceurs')
    expect(headingSlug('Données personnelles')).toBe('donnees-personnelles')
  })
})

describe('« de » devant un nom', () => {
  it('s’élide devant une voyelle ou un h, comme l’écrit le français (issue 37)', () => {
    expect(ofName('Claire Delaunay')).toBe('de Claire Delaunay')
    expect(ofName('Anne-Laure D’Arcy')).toBe('d’Anne-Laure D’Arcy')
    expect(ofName('Hélène Vasseur-N’Diaye')).toBe('d’Hélène Vasseur-N’Diaye')
    expect(ofName('Éléonore Martin')).toBe('d’Éléonore Martin')
  })
})
