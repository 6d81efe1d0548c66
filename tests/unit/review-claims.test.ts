import { readFileSync } from 'node:fs'
import path from 'node:path'
import mdx from '@mdx-js/rollup'
import { describe, expect, it } from 'vitest'
import { DocumentError } from '../../build-tools/mdx/document-error.ts'
import { mdxFrontmatter } from '../../build-tools/mdx/frontmatter-plugin.ts'
import { explainMdxErrors } from '../../build-tools/mdx/mdx-error-plugin.ts'
import { mdxOptions } from '../../build-tools/mdx/mdx-options.ts'
import { clientClaim } from '../../content/schemas/review-claims.ts'
import { rejectionOf } from '../support/expected-error.ts'

/*
 * While the reviews are not checked, their intro may not present the authors as clients (C. consom. L121-4, 27°): the
 * header's texts are refused by the schema (tests/unit/home-schemas.test.ts), the body by the build, here.
 */
const contentDir = path.resolve('tests/fixtures/avis-clients')
const file = path.join(contentDir, 'accueil/avis.mdx')
const delivered = readFileSync(file, 'utf8')

type Hook = (this: unknown, code: string, id: string) => Promise<{ code: string } | null> | { code: string } | null
const frontmatterStep = mdxFrontmatter(contentDir, { displayRoot: process.cwd() })
const bodyStep = explainMdxErrors(mdx(mdxOptions), { displayRoot: process.cwd() })

/** The build's two MDX steps on the fixture, as vite.config.ts chains them. */
async function compile(source: string): Promise<string> {
  const front = await (frontmatterStep.transform as Hook).call({}, source, file)
  return (await (bodyStep.transform as Hook).call({}, front?.code ?? '', file))?.code ?? ''
}

describe('les mots qui présentent les auteurs des avis comme des clients', () => {
  it.each([
    'Publiés par nos clients',
    'les avis de nos clientes',
    'écrits par nos stagiaires',
    'par les personnes que nous avons formées',
    'ceux qui ont suivi l’une de nos formations',
    'des clients\u00A0vérifiés',
  ])('« %s » en est', (text) => {
    expect(clientClaim(text)).not.toBeNull()
  })

  it.each(['Publiés sur notre fiche Google, ces avis', 'vos clients le remarqueront', 'leurs clients l’ont remarqué'])(
    '« %s » n’en est pas',
    (text) => {
      expect(clientClaim(text)).toBeNull()
    },
  )
})

describe('le texte de content/accueil/avis.mdx', () => {
  it('ne dit pas « nos clients » quand les avis ne sont pas vérifiés : la construction s’arrête, ligne et colonne', async () => {
    const error = await rejectionOf(() => compile(delivered), 'le texte qui dit « nos clients »')
    expect(error).toBeInstanceOf(DocumentError)
    const line = delivered.split('\n').findIndex((text) => text.includes('nos clients')) + 1
    const column = (delivered.split('\n')[line - 1] ?? '').indexOf('nos clients') + 1
    expect(error.message).toContain(
      `tests/fixtures/avis-clients/accueil/avis.mdx (ligne ${line}, colonne ${column}) : « nos clients » : les avis ne sont pas vérifiés (« checked: false » dans l’en-tête)`,
    )
    expect(error.message).toContain('pratique commerciale trompeuse (art. L121-4 du Code de la consommation)')
    expect(error.message).toContain('Correction : parlez des avis sans dire qui les a écrits')
  })

  it('le permet quand ils sont vérifiés, et dit comment', async () => {
    const checked = delivered.replace(
      '  checked: false\n',
      '  checked: true\n  how: Avant de reproduire un avis, nous vérifions que son auteur a suivi l’une de nos formations.\n',
    )
    await expect(compile(checked)).resolves.toContain('nos clients')
  })
})
