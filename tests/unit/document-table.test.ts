import { evaluate } from '@mdx-js/mdx'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { mdxOptions } from '../../build-tools/mdx/mdx-options.ts'
import { NNBSP } from '../../lib/french-typography.ts'
import { mdxComponents } from '../../components/mdx/mdx-components.tsx'
import { RetentionTable } from '../../components/mdx/RetentionTable.tsx'

/** A document rendered as the site renders it: the same plugins, the same component map. */
async function render(source: string): Promise<string> {
  const { default: Content } = await evaluate(source, { ...runtime, remarkPlugins: mdxOptions.remarkPlugins })
  return renderToStaticMarkup(createElement(Content, { components: mdxComponents }))
}

const sixColumns = [
  '| Données | Finalité | Base | Durée | Départ | Destinataires |',
  '|---|---|---|---|---|---|',
  '| Clients | Contrat | Contrat | 3 ans | Fin | Comptable |',
].join('\n')

describe('les tableaux larges défilent dans leur propre cadre', () => {
  it('un tableau Markdown est enveloppé dans une région nommée, atteignable au clavier', async () => {
    const html = await render(`## Durées de conservation\n\n${sixColumns}\n`)
    const wrapper = /<section ([^>]*)><table>/.exec(html)?.[1]
    expect(wrapper, 'le tableau doit être enveloppé d’un cadre qui défile').toBeDefined()
    // A named <section> is a region: html-validate prefers it to role="region" on a <div>.
    expect(wrapper).toContain('aria-label=')
    expect(wrapper).toContain('tabindex="0"')
    expect(wrapper).toContain(`aria-label="Tableau de la section «${NNBSP}Durées de conservation${NNBSP}»"`)
    // The name moves to the region: the table itself keeps no aria-label.
    expect(html).toMatch(/<table>/)
  })

  it('un tableau hors de toute section porte un nom quand même', async () => {
    expect(await render(`${sixColumns}\n`)).toContain('aria-label="Tableau"')
  })

  it('le tableau des durées de conservation aussi', () => {
    const html = renderToStaticMarkup(
      createElement(RetentionTable, { rows: [{ data: 'Clients', duration: '3 ans', from: 'fin du contrat' }] }),
    )
    expect(html).toMatch(/^<section [^>]*><table>/)
    expect(html).toContain('aria-label="Durées de conservation des données"')
    expect(html).toContain('tabindex="0"')
  })
})
