import { parse, type HTMLElement } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { privacyPolicySchema } from '../../content/schemas/legal-document.ts'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'
import { documentRecords } from '../support/content.ts'

/** The legal reading of the privacy policy (legal-fr.md (g) 8 and 9), checked on the built page. */

const policy = parse(readBuilt(builtPages().find((page) => page.route === '/politique-confidentialite')?.file ?? ''))
const read = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The text of the section a level-2 heading opens, up to the next one. */
function section(id: string): string {
  const heading = policy.querySelector(`main h2#${id}`)
  expect(heading, `la section #${id} a disparu de la politique de confidentialité`).not.toBeNull()
  // A heading sits in a block of its own (with its « § » link): walk the blocks after that block.
  let block = (heading?.closest('[data-document-body] > *') ?? heading) as HTMLElement | null
  const texts: string[] = []
  while ((block = block?.nextElementSibling ?? null) && !block.querySelector('h2') && block.tagName !== 'H2') texts.push(block.text)
  return read(texts.join(' '))
}

describe('la politique de confidentialité (RGPD)', () => {
  it('dit quelles données viennent de l’employeur qui inscrit un stagiaire, et de qui (article 14)', () => {
    const collected = section('donnees-collectees')
    expect(
      collected,
      'Les données reçues de l’employeur relèvent de l’article 14 du RGPD : la politique dit lesquelles et d’où elles viennent.',
    ).toMatch(/employeur.*article 14 du RGPD/)
    expect(collected).toMatch(/nom et prénom.*fonction.*adresse électronique professionnelle/)
  })

  it('donne une durée à chaque conservation, journaux de l’hébergeur compris, jamais « celle que fixe le prestataire »', () => {
    const retention = section('durees-de-conservation')
    expect(retention, 'Les journaux de connexion ont une durée, au plus douze mois (RGPD, art. 13, 2, a).').toMatch(
      /journaux techniques[^.]*douze mois au plus/,
    )
    expect(retention).not.toMatch(/durée que fixent|conditions de service|durée de la prescription applicable\./)
  })

  it('juge les transferts par rapport à l’Espace économique européen, non à l’Union européenne', () => {
    const text = read(policy.querySelector('main')?.text)
    expect(text, 'Le RGPD encadre les transferts hors de l’Espace économique européen (chapitre V).').toContain(
      'hors de l’Espace économique européen',
    )
    expect(text).not.toMatch(/hors de l’Union/)
  })

  it('fait courir les trois ans des prospects à compter de leur dernier contact venant d’eux (CNIL)', () => {
    const { retention } = documentRecords('content/politique-confidentialite.mdx', privacyPolicySchema)
    const prospects = retention.find((row) => /prospect/i.test(row.data))
    expect(prospects?.from, 'La CNIL fait courir la durée des prospects à compter du dernier contact venant du prospect.').toMatch(
      /dernier contact (?:venant|émanant) du prospect/,
    )
    const table = read(policy.querySelector('main table')?.text)
    expect(table).toContain(read(prospects?.from))
  })
})
