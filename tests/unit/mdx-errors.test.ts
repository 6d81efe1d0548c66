import { readFileSync } from 'node:fs'
import path from 'node:path'
import { compile, run } from '@mdx-js/mdx'
import mdx from '@mdx-js/rollup'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as runtime from 'react/jsx-runtime'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { DocumentError } from '../../build-tools/mdx/document-error.ts'
import { overlayPayload } from '../../build-tools/mdx/dev-error-overlay.ts'
import { mdxFrontmatter } from '../../build-tools/mdx/frontmatter-plugin.ts'
import { parseDocument } from '../../build-tools/mdx/frontmatter.ts'
import { lineOfField, readHeader } from '../../build-tools/mdx/frontmatter-lines.ts'
import { explainMdxErrors } from '../../build-tools/mdx/mdx-error-plugin.ts'
import { mdxOptions } from '../../build-tools/mdx/mdx-options.ts'
import { explainMdxError } from '../../build-tools/mdx/mdx-syntax-errors.ts'
import { closestName } from '../../build-tools/mdx/suggest.ts'
import { unusedDocuments } from '../../build-tools/mdx/frontmatter-plugin.ts'
import { sectionIds } from '../../build-tools/links/source-routes.ts'
import { documentComponents } from '../../components/document/DocumentLayout.tsx'
import { formatPhone } from '../../components/identity/format.ts'
import { identity } from '../../content/identite.ts'
import { legalDocumentSchema, privacyPolicySchema } from '../../content/schemas/legal-document.ts'
import { digitsOf } from '../../lib/company-numbers.ts'
import { NBSP } from '../../lib/french-typography.ts'
import { onRecepisse, sectionTitles } from '../support/content.ts'
import { rejectionOf } from '../support/expected-error.ts'

const fixtures = path.resolve('tests/fixtures/mdx-errors')
const shown = (name: string) => `tests/fixtures/mdx-errors/${name}.mdx`

/** The site's two MDX steps, as vite.config.ts chains them: frontmatter, then the body. */
const frontmatterStep = mdxFrontmatter(fixtures, {
  schemaFor: (relative) => (relative.startsWith('politique') ? privacyPolicySchema : legalDocumentSchema),
  displayRoot: process.cwd(),
})
const bodyStep = explainMdxErrors(mdx(mdxOptions), { displayRoot: process.cwd() })

type Hook = (this: unknown, code: string, id: string) => Promise<{ code: string } | null> | { code: string } | null

/**
 * The identity values of content/identite.ts as a writer types them by hand, spaced as on paper: the
 * fixtures that type one hold its placeholder, so that the owner's real values keep these tests true.
 */
const typedByHand = {
  '%COURRIEL%': identity.contact.email,
  '%TELEPHONE%': formatPhone(identity.contact.phone).replace(/\u00A0/g, ' '),
  '%SIRET%': digitsOf(identity.organisation.siret).replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4'),
  '%DECLARATION%': onRecepisse(identity.registration.number),
}

/** A fixture as the writer would have typed it, with the identity's own values. */
const fixtureSource = (id: string) =>
  Object.entries(typedByHand).reduce((source, [placeholder, value]) => source.replaceAll(placeholder, value), readFileSync(id, 'utf8'))

async function compileLikeTheSite(name: string): Promise<string> {
  const id = path.join(fixtures, `${name}.mdx`)
  const front = await (frontmatterStep.transform as Hook).call({}, fixtureSource(id), id)
  const body = await (bodyStep.transform as Hook).call({}, front?.code ?? '', id)
  return body?.code ?? ''
}

async function errorOf(name: string): Promise<DocumentError> {
  const error = await rejectionOf(() => compileLikeTheSite(name), shown(name))
  expect(error, `${name} : l’erreur doit être une DocumentError, pas une erreur brute`).toBeInstanceOf(DocumentError)
  return error as DocumentError
}

describe('un document valide', () => {
  it('passe les deux étapes et garde ses composants', async () => {
    const code = await compileLikeTheSite('valide')
    expect(code).toContain('export const frontmatter')
    expect(code).toContain('Callout')
  })
})

describe('erreurs de syntaxe MDX : fichier, ligne et correction en français', () => {
  it('MDX seul répond en anglais, sans nom de fichier : d’où l’explication', async () => {
    const value = readFileSync(path.join(fixtures, 'balise-non-fermee.mdx'), 'utf8').replace(/^---[\s\S]*?---\n/, (header) =>
      '\n'.repeat(header.split('\n').length - 1),
    )
    const error = await compile(new VFile({ path: path.join(fixtures, 'balise-non-fermee.mdx'), value }), mdxOptions).then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(String((error as Error).message)).toMatch(/Expected a closing tag/)
    const explained = explainMdxError(error, shown('balise-non-fermee'), value)
    expect(explained?.message).toContain(
      `${shown('balise-non-fermee')} (ligne 10, colonne 1) : la balise <Callout> est ouverte mais jamais fermée`,
    )
    expect(explained?.message).toContain('Correction : ')
  })

  it.each([
    ['balise-non-fermee', 10, 'la balise <Callout> est ouverte mais jamais fermée', 'ajoutez </Callout> après son contenu'],
    ['balise-sans-barre', 9, 'la balise <Email> est ouverte mais jamais fermée', 'fermez-la sur elle-même : <Email />'],
    [
      'balise-mal-fermee',
      11,
      'la balise fermante </Calout> ne correspond pas à la balise <Callout> ouverte ligne 9',
      'fermez-la par </Callout>',
    ],
    ['accolade-orpheline', 9, 'une accolade « { » est ouverte et jamais refermée', 'tapez \\{'],
    ['accolades-dans-le-texte', 9, 'texte entre accolades { environ } lu comme du code', 'tapez \\{ et \\}'],
    ['commentaire-html', 9, 'les commentaires HTML <!-- … --> ne sont pas acceptés par MDX', 'écrivez la note entre {/* et */}'],
  ])('%s : ligne %i', async (name, line, problem, fix) => {
    const error = await errorOf(name)
    const [first, second] = error.message.split('\n')
    expect(first).toMatch(new RegExp(`^${shown(name).replace(/[.]/g, '\\.')} \\(ligne ${line}(, colonne \\d+)?\\) : `))
    expect(first).toContain(problem)
    expect(second).toMatch(/^ {2}Correction : /)
    expect(second).toContain(fix)
    expect(error.loc).toMatchObject({ file: path.join(fixtures, `${name}.mdx`), line })
    expect(error.frame).toMatch(new RegExp(`^> +${line} \\| `, 'm'))
  })

  it('l’accolade orpheline est montrée là où elle est tapée, pas en fin de paragraphe', async () => {
    const error = await errorOf('accolade-orpheline')
    expect(error.loc?.column).toBe('Une journée de formation coûte {'.length)
  })
})

describe('composants inconnus : la suggestion la plus proche', () => {
  it('une faute de frappe propose le bon composant', async () => {
    const error = await errorOf('composant-inconnu')
    expect(error.message).toContain(`${shown('composant-inconnu')} (ligne 9, colonne 32) : composant inconnu <Emial />`)
    expect(error.message).toContain('vouliez-vous écrire <Email /> ?')
    expect(error.message).toMatch(/composants disponibles.*Callout.*RetentionTable/)
  })

  it('une minuscule à la place de la majuscule est refusée aussi, au lieu d’une balise HTML muette', async () => {
    const error = await errorOf('composant-minuscule')
    expect(error.message).toContain('composant inconnu <email />')
    expect(error.message).toContain('vouliez-vous écrire <Email /> ?')
  })

  it.each([
    ['Emial', 'Email'],
    ['Phnoe', 'Phone'],
    ['RetentionTabel', 'RetentionTable'],
    ['Registrationnumber', 'RegistrationNumber'],
    ['Calout', 'Callout'],
  ])('%s → %s', (typed, expected) => {
    expect(closestName(typed, ['Email', 'Phone', 'RetentionTable', 'RegistrationNumber', 'RegistrationStatement', 'Callout'])).toBe(
      expected,
    )
  })

  it('ne devine pas quand rien n’est proche', () => {
    expect(closestName('Carrousel', ['Email', 'Phone', 'Callout'])).toBeUndefined()
  })
})

describe('composants d’une seule page', () => {
  it('une section de la page de la formatrice est refusée ailleurs, avec la ligne', async () => {
    const file = new VFile({ path: path.resolve('content/mentions-legales.mdx'), value: '## Parcours\n\n<Career title="Parcours" />\n' })
    await expect(compile(file, mdxOptions)).rejects.toThrow(
      '(ligne 3, colonne 1) : <Career /> ne s’emploie que dans content/formatrice.mdx',
    )
  })
})

describe('titres en double', () => {
  it('nomme les deux lignes et dit de renommer', async () => {
    const error = await errorOf('titre-en-double')
    expect(error.message).toContain(`${shown('titre-en-double')} (ligne 15, colonne 1) : titre en double : « Conservation des données »`)
    expect(error.message).toContain('« #conservation-des-donnees » que le titre de la ligne 7')
    expect(error.message).toContain('Correction : renommez l’un des deux titres')
  })
})

describe('en-tête (frontmatter) : la ligne du champ fautif', () => {
  it('un nom de champ mal orthographié : sa ligne et le nom attendu', async () => {
    const error = await errorOf('champ-mal-orthographie')
    expect(error.message).toContain(`${shown('champ-mal-orthographie')} : en-tête (frontmatter) invalide`)
    expect(error.message).toContain('champ inconnu « udpated » (ligne 4) : vouliez-vous écrire « updated » ?')
    expect(error.message).toContain('champ « updated » manquant : ajoutez une ligne « updated: … »')
    expect(error.loc?.line).toBe(4)
  })

  it('une description trop courte : sa ligne et sa longueur actuelle', async () => {
    const error = await errorOf('description-trop-courte')
    expect(error.message).toContain('champ « description » (ligne 3) : description trop courte : 70 caractères au moins')
    expect(error.message).toContain('(29 actuellement)')
  })

  it('une durée de conservation vide ou incomplète : l’élément de la liste et sa ligne', async () => {
    const error = await errorOf('politique-duree-incomplete')
    expect(error.message).toContain('champ « duration » (élément n° 3 de « retention ») (ligne 13) : texte vide')
    expect(error.message).toContain('champ « from » (élément n° 4 de « retention ») manquant')
    expect(error.frame).toMatch(/^> 13 \|/m)
  })

  it('un « : » dans une valeur sans guillemets : la ligne, la cause probable et la correction', async () => {
    const error = await errorOf('deux-points-sans-guillemets')
    expect(error.message).toContain('en-tête (frontmatter) illisible, la syntaxe YAML est incorrecte (ligne 3 : ')
    expect(error.message).toContain('une valeur contient « : » sans être entre guillemets')
    expect(error.message).toContain('entourez-la de guillemets droits')
    // French to its end: js-yaml's English reason is left out.
    expect(error.message).not.toMatch(/\b(?:mapping|scalar|indentation|expected|YAML :)/)
  })

  it('un document sans schéma le dit, avec le fichier où le déclarer', async () => {
    const bare = mdxFrontmatter(fixtures, { schemaFor: () => undefined, displayRoot: process.cwd() })
    const id = path.join(fixtures, 'valide.mdx')
    // The step is asynchronous (a photograph named in the header is read): the mistake rejects its promise.
    await expect(Promise.resolve().then(() => (bare.transform as Hook).call({}, readFileSync(id, 'utf8'), id))).rejects.toThrow(
      `${shown('valide')} : aucun schéma ne décrit ce document ; ajoutez-le dans content/schemas/registry.ts`,
    )
  })
})

describe('repérage des lignes de l’en-tête', () => {
  const source = [
    '---',
    'title: A',
    'retention:',
    '  - data: X',
    '    duration: 3 ans',
    '  - data: Y',
    '    from: ici',
    'liste:',
    '- a',
    '- b',
    '---',
  ].join('\n')
  const header = readHeader(source)!

  it.each([
    [['title'], 2],
    [['retention'], 3],
    [['retention', 0, 'data'], 4],
    [['retention', 0, 'duration'], 5],
    [['retention', 1], 6],
    [['retention', 1, 'from'], 7],
    [['liste', 1], 10],
  ] as const)('%j → ligne %i', (field, line) => {
    expect(lineOfField(header, field)).toBe(line)
  })

  it('un champ absent n’a pas de ligne', () => {
    expect(lineOfField(header, ['retention', 1, 'duration'])).toBeUndefined()
    expect(lineOfField(header, ['description'])).toBeUndefined()
  })
})

describe('le panneau d’erreur de Vite en développement', () => {
  it('reçoit exactement le message de la construction, le fichier et la ligne', async () => {
    const error = await errorOf('composant-inconnu')
    const payload = overlayPayload(error)
    expect(payload.err.message).toBe(error.message)
    expect(payload.err.loc).toEqual({ file: path.join(fixtures, 'composant-inconnu.mdx'), line: 9, column: 32 })
    expect(payload.err.frame).toContain('<Emial />')
  })
})

/** The first line of a message and its « Correction » line, and the place Vite is given. */
async function expectMistake(name: string, line: number, problem: string, fix: string) {
  const error = await errorOf(name)
  const [first, second] = error.message.split('\n')
  expect(first).toMatch(new RegExp(`^${shown(name).replace(/[.]/g, '\\.')} \\(ligne ${line}(, colonne \\d+)?\\) : `))
  expect(first).toContain(problem)
  expect(second).toMatch(/^ {2}Correction : /)
  expect(second).toContain(fix)
  expect(error.loc).toMatchObject({ file: path.join(fixtures, `${name}.mdx`), line })
  // No bundler stack under the message: the writer reads the sentence, then the lines around it.
  expect(error.stack).toBe(error.message)
  expect(error.frame).toMatch(new RegExp(`^> +${line} \\| `, 'm'))
  return error
}

describe('attributs des composants : chacun déclare les siens', () => {
  it.each([
    ['attribut-inconnu', 9, '<Email> ne connaît pas l’attribut « sujet »', 'vouliez-vous écrire « subject » ?'],
    ['attribut-callout', 9, '<Callout> ne connaît pas l’attribut « titre »', 'vouliez-vous écrire « title » ?'],
    [
      'attribut-manquant',
      11,
      '<RetentionTable> : l’attribut obligatoire « rows » manque',
      'écrivez <RetentionTable rows={frontmatter.retention} />',
    ],
  ])('%s : ligne %i', async (name, line, problem, fix) => {
    await expectMistake(name, line, problem, fix)
  })

  it('un composant sans attribut le dit, avec la liste vide', async () => {
    const { remarkComponents } = await import('../../build-tools/mdx/remark-components.ts')
    const error = await rejectionOf(
      () => compile('<Phone numero="01" />\n', { remarkPlugins: [remarkComponents] }),
      '<Phone numero="01" />',
    )
    expect(error.message).toContain('<Phone> ne prend aucun attribut')
  })
})

describe('prose, liens et titres : chaque faute réaliste arrête la construction', () => {
  it.each([
    ['html-brut', 9, 'la balise HTML <span> n’est pas acceptée dans un document', 'retirez-la et gardez le texte qu’elle entoure'],
    ['lien-http', 9, 'l’adresse du lien « http://www.cnil.fr » commence par http://', 'écrivez https:// : [texte](https://www.cnil.fr)'],
    [
      'nombre-entre-accolades',
      9,
      'texte entre accolades { 3 } lu comme du code',
      'pour écrire 3, retirez les accolades ; pour écrire des accolades dans le texte, tapez \\{ et \\}',
    ],
    [
      'guillemets-typographiques-attribut',
      9,
      'la valeur d’un attribut est ouverte par un guillemet typographique “',
      'entourez la valeur de guillemets droits',
    ],
    [
      'lien-chevrons',
      9,
      'une adresse entre chevrons < … > n’est pas un lien en MDX',
      'écrivez le lien sous la forme [texte du lien](https://adresse-du-site.fr)',
    ],
    [
      'lien-sans-https',
      9,
      'l’adresse du lien « www.cnil.fr » ne commence pas par https://',
      'ajoutez https:// devant : [texte](https://www.cnil.fr)',
    ],
    ['lien-avec-espace', 9, 'son adresse contient une espace', 'supprimez l’espace de l’adresse'],
    ['lien-brut', 9, 'est resté tel quel dans le texte : une espace sépare ] et (', 'collez la parenthèse au crochet'],
    ['lien-espace-invisible', 9, 'contient une espace invisible (U+200B)', 'retapez-la au clavier'],
    ['lien-trait-union-conditionnel', 9, 'contient un trait d’union conditionnel (U+00AD)', 'retapez-la au clavier'],
    [
      'lien-interne-casse',
      9,
      'le lien vers « /politique-confidentialit » mène à une page qui n’existe pas',
      'vouliez-vous écrire « /politique-confidentialite » ?',
    ],
    ['titre-niveau-1', 11, 'titre de niveau 1 « # Hébergement » dans le texte', 'commencez chaque section par « ## »'],
    [
      'titre-numerote',
      11,
      'numéro de titre tapé à la main : « 3. Hébergement »',
      'supprimez « 3. » : le site numérote les sections lui-même',
    ],
    [
      'titre-deux-points',
      11,
      `titre terminé par « : » : « Hébergement${NBSP}: » ; le titre et le sommaire l’afficheraient ainsi`,
      'un titre ne prend pas de ponctuation finale : écrivez « ## Hébergement »',
    ],
    ['titre-point', 11, 'titre terminé par « . » : « Hébergement. »', 'écrivez « ### Hébergement »'],
    [
      'niveau-saute',
      11,
      'titre de niveau 4 « Hébergement » après un titre de niveau 2 : un niveau est sauté',
      'écrivez « ### Hébergement »',
    ],
  ])('%s : ligne %i', async (name, line, problem, fix) => {
    await expectMistake(name, line, problem, fix)
  })

  it('une ancre cassée propose les seules sections de la page visée, lues dans son document', async () => {
    const sections = sectionIds(readFileSync('content/politique-confidentialite.mdx', 'utf8'))
    expect(sections.length).toBeGreaterThan(0)
    const error = await expectMistake(
      'ancre-cassee',
      9,
      'mène à l’ancre « #durees-conservation », qu’aucune section de la page /politique-confidentialite ne porte',
      'vouliez-vous écrire « #durees-de-conservation » ?',
    )
    const listed = /sections de la page \/politique-confidentialite : (.*)$/m.exec(error.message)?.[1]?.split(', ')
    expect(listed).toEqual(sections.map((id) => `#${id}`))
  })

  it('ni un titre qui commence par une année, ni des crochets suivis d’une parenthèse de texte ne sont pris pour des fautes', async () => {
    const id = path.join(fixtures, 'valide.mdx')
    const source = readFileSync(id, 'utf8') + '\n## 2025 en chiffres\n\nLe texte cité [sic] (article 5) reste tel quel.\n'
    const front = await (frontmatterStep.transform as Hook).call({}, source, id)
    await expect((bodyStep.transform as Hook).call({}, front?.code ?? '', id)).resolves.toBeTruthy()
  })

  it('une ancre vers une section du même document est vérifiée aussi', async () => {
    const id = path.join(fixtures, 'valide.mdx')
    const compileWith = async (link: string) => {
      const front = await (frontmatterStep.transform as Hook).call({}, readFileSync(id, 'utf8') + `\nVoir [l’éditeur](${link}).\n`, id)
      return (bodyStep.transform as Hook).call({}, front?.code ?? '', id)
    }
    await expect(compileWith('#editeur')).resolves.toBeTruthy()
    await expect(compileWith('#editeurs')).rejects.toThrow('mène à l’ancre « #editeurs », qu’aucune section de ce document ne porte')
  })

  it('une ancre qui existe passe, comme un lien vers une page existante', async () => {
    const [first] = sectionIds(readFileSync('content/politique-confidentialite.mdx', 'utf8'))
    const source =
      readFileSync(path.join(fixtures, 'valide.mdx'), 'utf8') +
      `\nLisez la [politique](/politique-confidentialite#${first}) et les [mentions](/mentions-legales).\n`
    const id = path.join(fixtures, 'valide.mdx')
    const front = await (frontmatterStep.transform as Hook).call({}, source, id)
    await expect((bodyStep.transform as Hook).call({}, front?.code ?? '', id)).resolves.toBeTruthy()
  })
})

describe('coordonnées tapées à la main au lieu de leur composant', () => {
  it.each([
    ['courriel-tape', '%COURRIEL%', 'l’adresse électronique', 'tapée', 'remplacez-la par <Email />'],
    ['telephone-tape', '%TELEPHONE%', 'le numéro de téléphone', 'tapé', 'remplacez-le par <Phone />'],
    ['siret-tape', '%SIRET%', 'le numéro SIRET', 'tapé', 'remplacez-le par <Siret />'],
    ['numero-declaration-tape', '%DECLARATION%', 'le numéro de déclaration d’activité', 'tapé', 'remplacez-le par <RegistrationNumber />'],
  ] as const)('%s', async (name, placeholder, what, participle, fix) => {
    // The fixture types the very value of content/identite.ts, spaced as a writer would.
    expect(readFileSync(path.join(fixtures, `${name}.mdx`), 'utf8')).toContain(placeholder)
    const typed = typedByHand[placeholder]
    await expectMistake(name, 9, `${what} « ${typed} » est ${participle} à la main`, fix)
  })

  it('dans l’adresse d’un lien aussi', async () => {
    await expectMistake(
      'courriel-dans-un-lien',
      9,
      `l’adresse électronique « ${identity.contact.email} » est tapée à la main dans l’adresse d’un lien`,
      'remplacez-la par <Email />',
    )
  })
})

describe('la politique de confidentialité et ses durées de conservation', () => {
  it('sans son tableau, elle est refusée', async () => {
    await expectMistake(
      'politique-sans-tableau',
      22,
      'le tableau des durées de conservation manque',
      'ajoutez la ligne <RetentionTable rows={frontmatter.retention} />',
    )
  })

  it.each([
    [
      'politique-champ-mal-lu',
      25,
      '{frontmatter.retension} lit le champ « retension », que l’en-tête de ce document n’a pas',
      'vouliez-vous écrire {frontmatter.retention} ?',
    ],
    [
      'politique-liste-dans-le-texte',
      23,
      '{frontmatter.retention} est une liste : un texte ne peut l’afficher tel quel',
      'écrivez <RetentionTable rows={frontmatter.retention} />',
    ],
    [
      'politique-mauvais-champ',
      25,
      '<RetentionTable>, attribut « rows » : {frontmatter.title} n’est pas ce qu’il affiche',
      'écrivez <RetentionTable rows={frontmatter.retention} />',
    ],
  ])(
    '%s : un champ de l’en-tête lu entre accolades, qui ferait planter la page, est refusé à sa ligne (%i)',
    async (name, line, problem, fix) => {
      await expectMistake(name, line, problem, fix)
    },
  )

  it('une durée recopiée dans le texte est refusée, avec la ligne de l’en-tête dont elle vient', async () => {
    await expectMistake(
      'politique-duree-recopiee',
      26,
      'la durée « 3 ans » des « Données des clients » est recopiée dans le texte',
      'supprimez-la du texte et renvoyez au tableau',
    )
  })

  it('la même durée écrite en lettres, dans une phrase qui nomme les mêmes données, est refusée aussi', async () => {
    await expectMistake(
      'politique-duree-en-lettres',
      26,
      'la durée « dix ans » des « Pièces comptables » est recopiée dans le texte',
      'supprimez-la du texte',
    )
  })

  it('une durée égale à celle du tableau, pour d’autres données (les feuilles d’émargement), passe', async () => {
    await expect(compileLikeTheSite('politique-duree-autre-donnee')).resolves.toContain('feuilles d’émargement')
  })
})

describe('le fichier et son en-tête', () => {
  it.each([
    [
      'entete-non-fermee',
      6,
      'la ligne « --- » qui ferme l’en-tête manque',
      'ajoutez une ligne « --- » juste après le dernier champ de l’en-tête, avant la ligne 6',
    ],
    [
      'entete-espace-insecable',
      13,
      'cette ligne de l’en-tête est décalée par une espace insécable',
      'retapez son décalage avec la barre d’espace',
    ],
    [
      'entete-diese',
      2,
      'le signe « # » coupe cette valeur : YAML lit la suite comme une note et ne garde que « Mentions légales »',
      'title: "Mentions légales #2"',
    ],
    ['pas-en-utf8', 2, 'le fichier n’est pas enregistré en UTF-8', 'avec l’encodage UTF-8'],
  ])('%s : ligne %i', async (name, line, problem, fix) => {
    await expectMistake(name, line, problem, fix)
  })

  it('un fichier enregistré avec les fins de ligne de Windows (CRLF) passe, et ses fautes gardent leur ligne', async () => {
    const crlf = async (name: string) => {
      const id = path.join(fixtures, `${name}.mdx`)
      const source = readFileSync(id, 'utf8').replace(/\r?\n/g, '\r\n')
      const front = await (frontmatterStep.transform as Hook).call({}, source, id)
      return (bodyStep.transform as Hook).call({}, front?.code ?? '', id)
    }
    await expect(crlf('valide')).resolves.toBeTruthy()
    await expect(crlf('entete-diese')).rejects.toThrow(`${shown('entete-diese')} (ligne 2, colonne 25) : le signe « # » coupe cette valeur`)
    await expect(crlf('titre-numerote')).rejects.toThrow(
      `${shown('titre-numerote')} (ligne 11, colonne 1) : numéro de titre tapé à la main`,
    )
  })

  it('une date de mise à jour dans le futur est refusée', async () => {
    const error = await errorOf('date-future')
    expect(error.message.split('\n')[0]).toBe(`${shown('date-future')} : en-tête (frontmatter) invalide`)
    expect(error.message).toContain('champ « updated » (ligne 4) : date dans le futur « 2999-01-01 »')
    expect(error.loc?.line).toBe(4)
  })

  it('une date de mise à jour d’avant le RGPD est une faute de frappe : refusée, l’année à vérifier (issue 38 §5)', async () => {
    const error = await errorOf('date-ancienne')
    expect(error.message).toContain('champ « updated » (ligne 4) : date de mise à jour « 1996-03-01 » trop ancienne')
    expect(error.message).toContain('vérifiez l’année')
    expect(error.loc?.line).toBe(4)
  })

  it('une description tapée entre guillemets est refusée : la page et les moteurs les afficheraient (issue 38 §5)', async () => {
    const error = await errorOf('description-guillemets')
    expect(error.message).toContain('champ « description » (ligne 3) : description entre guillemets')
    expect(error.loc?.line).toBe(3)
  })

  it('un saut de ligne collé depuis un traitement de texte (tabulation verticale) est montré à sa ligne et sa colonne (issue 38 §5)', async () => {
    const error = await errorOf('saut-de-ligne-colle')
    expect(error.message).toContain(
      `${shown('saut-de-ligne-colle')} (ligne 9, colonne 37) : un saut de ligne collé depuis un traitement de texte`,
    )
    expect(error.message).toContain('appuyez sur Entrée')
    expect(error.loc?.line).toBe(9)
  })

  it('la règle tient au jour près : demain est refusé, aujourd’hui accepté (dates de l’ordinateur de la rédactrice)', () => {
    const local = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    const now = new Date()
    const today = local(now)
    const tomorrow = local(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1))
    const header = (updated: string) =>
      `---\ntitle: Mentions légales\ndescription: Éditeur, hébergeur et conditions d’utilisation du site ; un texte assez long pour les moteurs.\nupdated: ${updated}\n---\n\nTexte.\n`
    expect(() => parseDocument(header(tomorrow), 'demain.mdx', legalDocumentSchema)).toThrow(`date dans le futur « ${tomorrow} »`)
    expect((parseDocument(header(today), 'aujourdhui.mdx', legalDocumentSchema).data as { updated: string }).updated).toBe(today)
  })

  it('un titre de plus de 70 caractères est refusé à sa ligne, avant que les moteurs de recherche ne le coupent', () => {
    const title = 'Mentions légales, conditions d’utilisation et informations sur l’éditeur du site'
    const source = `---\ntitle: ${title}\ndescription: Éditeur, hébergeur et conditions d’utilisation du site ; un texte assez long pour les moteurs.\nupdated: 2025-07-01\n---\n\nTexte.\n`
    expect(() => parseDocument(source, 'titre.mdx', legalDocumentSchema)).toThrow(
      'champ « title » (ligne 2) : titre trop long : 70 caractères au plus',
    )
  })

  it('un fichier .mdx qu’aucune page n’utilise est signalé, et lui seul', () => {
    const root = path.resolve('tests/fixtures/contenu-orphelin')
    const unused = unusedDocuments(path.join(root, 'content'), path.join(root, 'pages'), root)
    expect(unused.map((error) => error.message.split('\n')[0])).toEqual([
      'content/oublie.mdx : aucune page n’utilise ce fichier, il ne serait jamais publié',
    ])
  })

  it('aucun fichier du vrai dossier content/ n’est oublié', () => {
    expect(unusedDocuments(path.resolve('content'), path.resolve('pages'), process.cwd()).map((error) => error.message)).toEqual([])
  })
})

describe('la syntaxe accidentelle de Markdown : ce qu’elle tape n’est jamais lu comme une structure qu’elle ne voulait pas', () => {
  it('une sous-liste décalée de 2 espaces sous « 1. » : la correction proposée (3 espaces) suffit, et la liste reste une', async () => {
    const code = await compileLikeTheSite('sous-liste-corrigee')
    expect(code.match(/_components\.ol/g)).toHaveLength(1)
    expect(code).toContain('_components.ul')
  })

  it.each([
    [
      'sous-liste-deux-espaces',
      10,
      'ce sous-élément est décalé de 2 espaces : il en faut 3 pour qu’il se range sous l’élément « 1. Remettre la convention de formation »',
      'décalez cette ligne, et chaque ligne de la sous-liste, de 3 espaces',
    ],
    [
      'element-decale',
      10,
      'l’élément « - votre prénom ; » est décalé de 1 espace par rapport aux autres, mais reste un élément de la même liste',
      'pour un sous-élément, décalez-le de 2 espaces',
    ],
    [
      'titre-souligne',
      12,
      'la ligne « --- » collée sous « Les conditions ci-dessous s’appliquent à toute… » en fait un titre de section numéroté',
      'pour un trait de séparation, laissez une ligne vide entre le texte et « --- »',
    ],
    [
      'titre-souligne-egal',
      12,
      'la ligne « ============================= » collée sous « Conditions générales de vente » en fait un titre de niveau 1',
      'supprimez la ligne « ============================= » ; pour un titre de section, écrivez « ## Conditions générales de vente »',
    ],
    [
      'definition-de-lien',
      13,
      'la ligne « [1]: https://www.legifrance.gouv.fr » est lue comme la définition d’un lien, et disparaît de la page',
      'pour un lien, écrivez-le dans le texte : [texte du lien](https://www.legifrance.gouv.fr)',
    ],
    [
      'titre-sans-espace',
      11,
      '« ##Hébergement » reste du texte : sans espace après « ## », ce n’est pas un titre',
      'ajoutez une espace : « ## Hébergement »',
    ],
    [
      'liste-puces-word',
      12,
      'ces lignes ressemblent à une liste collée depuis un traitement de texte (« • accès à vos données ; »)',
      'commencez chaque élément par « - »',
    ],
    [
      'liste-numerotation-juridique',
      12,
      'ces lignes ressemblent à une liste collée depuis un traitement de texte (« 1° la nature de l’action de formation ; »)',
      'pour garder la numérotation tapée (« 1° », « a) »), terminez chaque ligne, sauf la dernière, par une barre oblique inversée \\',
    ],
    [
      'annee-en-debut-de-ligne',
      13,
      '« 2024. » en début de ligne est lu comme le numéro d’une liste qui commencerait à 2024',
      'pour écrire « 2024. » en début de ligne, tapez 2024\\.',
    ],
    [
      'plus-en-debut-de-ligne',
      13,
      'le signe « + » en début de ligne en fait un élément de liste à puces',
      'pour écrire le signe « + » en début de ligne, tapez \\+',
    ],
    [
      'asterisque-en-debut-de-ligne',
      13,
      'le signe « * » en début de ligne en fait un élément de liste à puces',
      'pour une liste, commencez chaque élément par « - »',
    ],
    [
      'chevron-en-debut-de-ligne',
      13,
      'une ligne qui commence par « > » est lue comme une citation en retrait',
      'pour écrire le signe « > », tapez \\>',
    ],
    [
      'tableau-sans-separation',
      14,
      'ces lignes entre barres verticales ne forment pas un tableau : la ligne qui sépare les en-têtes du contenu manque',
      'un |---| par colonne : |---|---|',
    ],
  ])('%s : ligne %i', async (name, line, problem, fix) => {
    await expectMistake(name, line, problem, fix)
  })

  it('une liste numérotée qui reprend après un paragraphe : décaler le paragraphe', async () => {
    const file = new VFile({ path: path.resolve('content/mentions-legales.mdx'), value: '1. Objet\n\nUn paragraphe.\n\n2. Durée\n' })
    const error = await compile(file, mdxOptions).catch((caught: Error) => caught)
    expect(String((error as Error).message)).toContain('(ligne 5, colonne 1) : « 2. » en début de ligne est lu comme le numéro d’une liste')
    expect(String((error as Error).message)).toContain(
      'Correction : pour que la liste reprenne après un paragraphe, décalez ce paragraphe de trois espaces',
    )
  })

  it.each([
    ['un texte décalé de quatre espaces reste un paragraphe, pas du code', '    Texte décalé de quatre espaces.\n', /"pre"|"code"/],
    ['« Art. 1. » en début de ligne reste du texte', 'Art. 1. Objet du contrat.\n', /"ol"|"li"/],
    ['un tilde simple reste du texte', 'Environ ~30 jours ; sessions du 10~15 juin et du 20~25 juillet.\n', /"del"/],
  ])('%s', async (_, value, structure) => {
    const file = new VFile({ path: path.resolve('content/mentions-legales.mdx'), value })
    const code = String(await compile(file, mdxOptions))
    expect(code).toContain('"p"')
    expect(code).not.toMatch(structure)
  })

  it('le décompte des sections (neuf pour les mentions légales) lit ce que la page montre, pas les lignes « ## »', () => {
    // The underlined paragraph is a section on the page, « ##Hébergement » is not: the count follows the page.
    expect(sectionTitles(path.join(fixtures, 'titre-souligne.mdx'))).toEqual([
      'Éditeur',
      'Les conditions ci-dessous s’appliquent à toute commande.',
      'Hébergement',
    ])
    expect(sectionTitles(path.join(fixtures, 'titre-sans-espace.mdx'))).toEqual(['Éditeur'])
  })
})

describe('les notes de bas de page et les adresses des autres', () => {
  it.each([
    [
      'note-sans-definition',
      11,
      'l’appel de note « [^1] » n’a pas de note : il s’afficherait tel quel',
      'ajoutez la note sur sa propre ligne, de préférence à la fin du document : « [^1]: texte de la note »',
    ],
    [
      'note-sans-appel',
      13,
      'la note « [^1] » n’est appelée nulle part dans le texte : elle ne s’afficherait pas',
      'placez « [^1] » dans le texte, juste après le mot qu’elle commente',
    ],
    [
      'lien-non-ferme',
      10,
      'le lien « [le site de la CNIL](https://www.cnil.fr » n’est pas fermé',
      'fermez la parenthèse juste après l’adresse : « [le site de la CNIL](https://www.cnil.fr) »',
    ],
    [
      'lien-a-l-envers',
      9,
      'lien écrit à l’envers : « (le site de la CNIL)[https://www.cnil.fr] »',
      '« [le site de la CNIL](https://www.cnil.fr) »',
    ],
    [
      'titre-en-gras',
      11,
      'ligne en gras employée comme titre : « **Hébergement** » ; elle n’apparaîtrait pas au sommaire',
      'écrivez « ## Hébergement »',
    ],
    [
      'tableau-cases-en-trop',
      11,
      'cette rangée du tableau a 3 cases pour 2 colonnes : « après la fin du contrat » ne s’afficherait pas',
      'ajoutez la colonne à l’en-tête et à la ligne de tirets',
    ],
    [
      'tableau-tabulations',
      9,
      'un tableau collé avec des tabulations (depuis un tableur ou un traitement de texte) : il s’afficherait en un seul paragraphe',
      'écrivez-le avec des barres verticales',
    ],
    ['date-impossible', 13, 'date impossible « 31/06/2026 » : juin 2026 n’a que 30 jours', 'vérifiez le jour et le mois'],
    ['date-impossible-lettres', 13, 'date impossible « 31 juin 2026 » : juin 2026 n’a que 30 jours', 'vérifiez le jour et le mois'],
    [
      'note-en-double',
      12,
      'la note « [^1] » est écrite deux fois (lignes 11 et 12) : seule la première s’afficherait',
      'donnez à la seconde un autre nom (« [^2]: … »)',
    ],
    [
      'note-espace-deux-points',
      13,
      'la note « [^1] : … » n’est pas reconnue : une espace sépare le crochet et les deux-points',
      'collez les deux-points au crochet : « [^1]: texte de la note »',
    ],
    [
      'courriel-sans-mailto',
      11,
      'l’adresse du lien « abuse@hebergeur-exemple.fr » est une adresse électronique sans « mailto: »',
      'ajoutez mailto: devant : [texte](mailto:abuse@hebergeur-exemple.fr)',
    ],
  ])('%s : ligne %i', async (name, line, problem, fix) => {
    await expectMistake(name, line, problem, fix)
  })
})

describe('ce qu’elle veut dire est rendu tel quel', () => {
  /** The fixture as its page renders it, with the components of a legal document. */
  async function rendered(name: string): Promise<{ html: string; plain: string; toc: unknown }> {
    const id = path.join(fixtures, `${name}.mdx`)
    const value = readFileSync(id, 'utf8').replace(/^---[\s\S]*?---\n/, (header) => '\n'.repeat(header.split('\n').length - 1))
    const code = String(await compile(new VFile({ path: id, value }), { ...mdxOptions, outputFormat: 'function-body' }))
    const document = await run(code, { ...runtime, baseUrl: import.meta.url })
    const html = renderToStaticMarkup(createElement(document.default, { components: documentComponents }))
    // The typography's no-break spaces read as spaces here, except where a test looks for one.
    return { html, plain: html.replace(/[\u00A0\u202F]/gu, ' '), toc: document.toc }
  }

  it('le premier du mois s’écrit « 1er », même tapé « 1 janvier » ; une date qui existe passe telle quelle (issue 38 §5)', async () => {
    const { plain } = await rendered('rendu-correct')
    expect(plain).toContain('Mis en ligne le 1<sup>er</sup> janvier 2026, revu le 30/06/2026.')
    expect(plain).toContain('le 1<sup>er</sup> juillet 2025')
  })

  it('une phrase en gras, seule sur sa ligne, reste du texte en gras : seule une ligne sans point final passe pour un titre', async () => {
    expect((await rendered('rendu-correct')).plain).toContain('<p><strong>Le site ne dépose aucun traceur.</strong></p>')
  })

  it('les notes : appels en exposant, un bloc « Notes » en français hors des sections numérotées', async () => {
    const { plain: html, toc } = await rendered('rendu-correct')
    const notes = /<section[^>]*aria-labelledby="([^"]+)"[^>]*><h2[^>]*id="([^"]+)"[^>]*>Notes<\/h2><ol>([\s\S]*?)<\/ol><\/section>/.exec(
      html,
    )
    expect(notes, 'un bloc « Notes » titré et nommé pour les lecteurs d’écran').not.toBeNull()
    expect(notes![1]).toBe(notes![2])
    expect(notes![3]).toContain('Article L. 110-4 du Code de commerce.')
    expect(html).toContain('aria-label="Revenir à l’appel de la note 1"')
    expect(html).toMatch(/<sup><a href="#note-fn-1" id="note-fnref-1"[^>]*aria-label="Note 1"[^>]*>1<\/a><\/sup>/)
    // The way back is an arrow the site's font draws (its Latin subset has no « ↩ »).
    expect(html).toMatch(/aria-label="Revenir à l’appel de la note 1"[^>]*>↑<\/a>/)
    expect(html).toMatch(/<sup><a href="#note-fn-source" id="note-fnref-source"[^>]*>2<\/a><\/sup>/)
    expect(html).not.toMatch(/Footnotes|Back to|footnote-label/)
    // Not a section: absent from the table of contents; its heading is not the documents' numbered heading.
    expect(toc).toEqual([
      { id: 'editeur', title: 'Éditeur' },
      { id: 'hebergement', title: 'Hébergement' },
    ])
    expect(html).toMatch(/Adresse de la section « Éditeur »/)
    expect(html).not.toMatch(/Adresse de la section « Notes »/)
  })

  it('une adresse garde ses lignes ; une ligne finie par « \\ » aussi ; « --- » après une ligne vide reste un trait', async () => {
    const { plain: html } = await rendered('rendu-correct')
    expect(html).toContain('<p>Hébergeur Exemple SAS<br/>\n12 rue de la Paix<br/>\n75002 Paris</p>')
    expect(html).toMatch(/juillet 2025<br\/>\nLa direction<\/p>/)
    expect(html).toContain('<hr/>')
  })

  it('« **Important**: » prend son espace insécable, « ~30 jours » n’est pas barré, un mailto: vers une autre adresse est accepté', async () => {
    const { html, plain } = await rendered('rendu-correct')
    expect(html).toContain(`<strong>Important</strong>${NBSP}: les données`)
    expect(plain).toContain('environ ~30 jours pour les journaux, du 10~15 juin au 20~25 juillet')
    expect(html).not.toContain('<del>')
    expect(html).toContain('href="mailto:abuse@hebergeur-exemple.fr"')
  })

  it.each([
    ['une prose coupée à la main', 'Le texte est coupé ici\npar la rédactrice, comme dans le guide.\n'],
    [
      'une prose qui cite un code postal',
      'Le siège, au 12 rue de la Paix,\n75002 Paris, reçoit sur rendez-vous les stagiaires et leurs employeurs.\n',
    ],
  ])('%s garde ses lignes fondues en un paragraphe', async (_, value) => {
    const file = new VFile({ path: path.resolve('content/mentions-legales.mdx'), value })
    expect(String(await compile(file, mdxOptions))).not.toContain('"br"')
  })

  it.each([
    ['un « # » suivi d’un chiffre', '#1 du classement des formations.\n'],
    ['une liste numérotée qui commence à 1', '1. Objet du contrat\n2. Durée\n'],
    ['une liste numérotée qui reprend après un paragraphe décalé', '1. Objet\n\n   Un paragraphe de l’élément.\n\n2. Durée\n'],
    ['une liste à tirets juste après sa phrase', 'Vous pouvez demander :\n- l’accès ;\n- l’effacement.\n'],
    ['un tableau avec sa ligne |---|', '| Catégorie | Durée |\n|---|---|\n| Clients | 3 ans |\n'],
    ['un trait de séparation après une ligne vide', 'Premier paragraphe.\n\n---\n\nSecond paragraphe.\n'],
    ['de l’italique en début de ligne', '*Code du travail*, article L. 6353-1.\n'],
  ])('%s reste du Markdown ordinaire', async (_, value) => {
    const file = new VFile({ path: path.resolve('content/mentions-legales.mdx'), value })
    await expect(compile(file, mdxOptions)).resolves.toBeTruthy()
  })
})
