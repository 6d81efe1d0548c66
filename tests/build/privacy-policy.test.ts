import { parse, type HTMLElement } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { identity } from '../../content/identite.ts'
import { countries } from '../../content/schemas/countries.ts'
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

/** The text of the part a level-3 heading opens, by its title, up to the next heading. */
function subsection(title: string): string {
  const heading = policy.querySelectorAll('main h3').find((candidate) => read(candidate.text) === title)
  expect(heading, `la partie « ${title} » a disparu de la politique de confidentialité`).toBeDefined()
  let block = (heading?.closest('[data-document-body] > *') ?? heading) as HTMLElement | null
  const texts: string[] = []
  while ((block = block?.nextElementSibling ?? null) && !block.querySelector('h2, h3') && !/^H[23]$/.test(block.tagName))
    texts.push(block.text)
  return read(texts.join(' '))
}

describe('la politique de confidentialité (RGPD)', () => {
  it('dit pourquoi, sur quelle base, combien de temps et comment retirer son accord pour les avis et témoignages publiés (legal-fr (h) 4)', () => {
    const published = subsection('Avis et témoignages publiés sur le site')
    expect(published, 'Un témoignage, ou la fonction ajoutée à un avis, repose sur le consentement de son auteur.').toMatch(
      /accord écrit de son auteur[^.]*\(article 6, paragraphe 1, a, du RGPD\)/,
    )
    expect(published, 'Le retrait de l’accord : à tout moment, et comment.').toMatch(
      /retirer cet accord à tout moment[^.]*en nous écrivant à/,
    )
    expect(published, 'Combien de temps un avis et un témoignage restent publiés.').toMatch(
      /Un avis reste publié tant qu[^.;]*; un témoignage, tant que son auteur ne retire pas son accord/,
    )
    expect(published, 'Reproduire un avis public : l’intérêt légitime, et l’opposition.').toMatch(/intérêt légitime[^.]*opposer/)
    expect(section('finalites'), 'La publication des avis et témoignages est une finalité de la liste.').toMatch(
      /reproduire sur le site des avis publiés sur notre fiche Google/,
    )
  })

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
    expect(
      retention,
      'Les journaux de connexion ont la durée que l’hébergeur indique, tapée dans content/identite.ts (RGPD, art. 13, 2, a).',
    ).toContain(
      `journaux techniques de connexion tenus par l’hébergeur sont conservés ${read(identity.host.logRetention.duration)} au plus`,
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

  it('nomme le fournisseur de messagerie et l’expert-comptable de content/identite.ts comme des faits, non comme des possibilités (RGPD, art. 13, 1, e)', () => {
    const recipients = section('destinataires')
    const { mailProvider, accountant } = identity
    expect(recipients).toContain(
      `notre fournisseur de messagerie, ${mailProvider.name}, qui les traite ${countries[mailProvider.country].in}`,
    )
    if (accountant.kind === 'expert-comptable') expect(recipients).toContain('notre expert-comptable')
    else expect(recipients).toContain('aucun expert-comptable')
    expect(recipients, 'Plus de destinataires au conditionnel ni de prestataires que la propriétaire n’a pas nommés.').not.toMatch(
      /devait traiter|serait encadré|fournisseurs de messagerie et de bureautique/,
    )
  })

  it('dit si la messagerie transfère les messages hors de l’Espace économique européen, et ce qui encadre ce transfert (RGPD, art. 13, 1, f)', () => {
    const recipients = section('destinataires')
    const { mailProvider } = identity
    const where = countries[mailProvider.country]
    expect(recipients).toContain(`Notre fournisseur de messagerie, ${mailProvider.name}, traite vos messages ${where.in}`)
    if (where.eea) expect(recipients).toContain('dans cet espace : ils n’en sortent pas')
    else if (mailProvider.safeguard === 'clauses-contractuelles-types')
      expect(recipients).toContain('clauses contractuelles types adoptées par la Commission européenne (article 46 du RGPD)')
    else if (mailProvider.country === 'États-Unis')
      expect(recipients, 'Vers les États-Unis : la décision d’adéquation du 10 juillet 2023 (cadre UE–États-Unis).').toContain(
        'la décision d’adéquation de la Commission européenne du 10 juillet 2023 relative au cadre de protection des données UE–États-Unis',
      )
    else expect(recipients).toContain('une décision d’adéquation de la Commission européenne')
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
