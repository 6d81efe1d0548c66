import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { legalFormNames, legalLine, legalName, QUALIOPI_CATEGORY, vatWording } from '../../components/identity/legal-wording.ts'
import { identity } from '../../content/identite.ts'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'

/** The owner's facts (content/identite.ts) as the built site states them, whichever stance the file takes. */

const pages = builtPages()
const legalNotices = parse(readBuilt(pages.find((page) => page.route === '/mentions-legales')?.file ?? 'mentions-legales/index.html'))
/** Text as a reader sees it: runs of ordinary spaces folded, no-break spaces kept. */
const read = (text: string | undefined) => (text ?? '').replace(/[ \t\r\n]+/g, ' ').trim()
const mainText = (html: string) => read(parse(html).querySelector('main')?.text)

/** Offers of a contract to a consumer: the words a businesses-only site must not print (C. consom. L612-1). */
const individualOffers = [
  /à titre (?:individuel|personnel|privé)/i,
  /à (?:vos|ses|leurs) frais/i,
  /(?<!en )\bparticuliers?\b/i,
  /en qualité de consommat/i,
]

describe('le nom légal à côté du nom commercial (C. com. R526-27 pour un EI, R123-238 pour une société)', () => {
  const line = legalLine(identity)
  for (const page of pages) {
    it(`${page.route} : le pied de page le montre à côté du nom commercial`, () => {
      const shown = parse(page.html).querySelector('footer [data-legal-line]')
      const besides = shown?.parentNode?.previousElementSibling
      expect(read(shown?.text), 'Le nom commercial ne va jamais sans le nom légal de l’organisme.').toBe(line)
      expect(read(besides?.text), 'Le nom légal suit immédiatement le nom commercial dans le pied de page.').toBe(
        identity.organisation.name,
      )
    })
  }

  it('les informations légales le donnent, avec le nom commercial et la forme juridique en toutes lettres', () => {
    const facts = read(legalNotices.querySelector('main dl')?.text)
    expect(facts).toContain(legalName(identity))
    expect(facts).toContain(identity.organisation.name)
    expect(facts).toContain(legalFormNames[identity.organisation.legalForm])
  })

  // What one form may never be called: an EI is not at the RCS; a company is neither an EI nor in the RNE.
  const wrongWords =
    identity.organisation.legalForm === 'EI'
      ? [/\bRCS\b/, /\bsociété (?:par actions|à responsabilité)/i, /capital social/i]
      : [/\bEI\b/, /entreprise individuelle/i, /entrepreneur individuel/i, /Registre national des entreprises/i, /\bRNE\b/]
  it(`aucune page ne dit d’une ${identity.organisation.legalForm} ce que la loi réserve à une autre forme`, () => {
    for (const page of pages) {
      const text = mainText(page.html) + read(parse(page.html).querySelector('footer')?.text)
      for (const word of wrongWords) expect(text, `${page.route} : ${String(word)}`).not.toMatch(word)
    }
  })
})

describe('la TVA', () => {
  it('les mentions légales impriment la formule du régime choisi dans l’identité', () => {
    const vat = legalNotices.querySelector('main [data-vat]')
    expect(vat?.getAttribute('data-vat')).toBe(identity.organisation.vat.regime)
    expect(read(vat?.text), 'La mention de TVA est celle que la loi prévoit pour le régime de content/identite.ts.').toBe(
      vatWording(identity.organisation.vat),
    )
  })
})

describe('la clientèle et la médiation de la consommation (C. consom. L612-1, L616-1)', () => {
  const mediation = legalNotices.querySelector('main [data-consumer-mediation]')

  if (identity.clientele.kind === 'professionnels') {
    it('les mentions légales disent que les formations sont réservées aux professionnels et que la médiation ne s’applique pas', () => {
      expect(mediation?.getAttribute('data-consumer-mediation')).toBe('sans-objet')
      expect(read(mediation?.text)).toMatch(/réservées aux entreprises et aux professionnels.*ne s’applique donc pas/)
      expect(legalNotices.querySelector('main [data-clientele="professionnels"]')).not.toBeNull()
    })

    for (const page of pages) {
      it(`${page.route} n’offre aucun contrat à un particulier`, () => {
        const text = mainText(page.html)
        for (const offer of individualOffers) {
          expect(
            text.match(offer)?.[0],
            `Le site ne contracte qu’avec des professionnels (content/identite.ts) : la page ${page.route} ne doit proposer aucun contrat à un consommateur.`,
          ).toBeUndefined()
        }
      })
    }
  } else {
    const { mediator } = identity.clientele
    it('les mentions légales nomment le médiateur de la consommation et mènent à son site', () => {
      expect(read(mediation?.querySelector('[data-mediator-name]')?.text)).toBe(mediator.name)
      expect(mediation?.querySelector(`a[href="${mediator.url}"]`)).not.toBeNull()
    })
  }
})

describe('Qualiopi, là où le financement est évoqué (C. trav. L6316-1)', () => {
  it('les mentions légales disent si l’organisme est certifié, et ce qui en découle pour le financement', () => {
    const statement = legalNotices.querySelector('main [data-qualiopi]')
    const text = read(statement?.text)
    if (identity.qualiopi.certified) {
      expect(text, 'La marque Qualiopi va avec sa phrase de catégorie.').toContain(QUALIOPI_CATEGORY)
    } else {
      expect(text, 'Sans certification Qualiopi, le site dit que ni OPCO, ni CPF, ni France Travail ne financent.').toMatch(
        /n’est pas certifié Qualiopi.*OPCO.*CPF.*France Travail/,
      )
    }
  })

  it('aucune page ne parle de financement sans dire si l’organisme est certifié', () => {
    for (const page of pages) {
      const html = parse(page.html)
      if (/financement|\bOPCO\b|\bCPF\b|France Travail/i.test(mainText(page.html))) {
        expect(html.querySelector('main [data-qualiopi]'), `${page.route} évoque le financement sans <Qualiopi />`).not.toBeNull()
      }
    }
  })
})
