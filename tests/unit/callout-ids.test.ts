import { evaluate } from '@mdx-js/mdx'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { mdxOptions } from '../../build-tools/mdx/mdx-options.ts'
import { mdxComponents } from '../../components/mdx/mdx-components.tsx'

/** A document rendered as the site renders it: the same plugins, the same component map. */
async function render(source: string): Promise<string> {
  const { default: Content } = await evaluate(source, { ...runtime, remarkPlugins: mdxOptions.remarkPlugins })
  return renderToStaticMarkup(createElement(Content, { components: mdxComponents }))
}

const ids = (html: string) => [...html.matchAll(/ id="(encart[^"]*)"/g)].map((match) => match[1])
const document = (before: string) =>
  `## Section\n\n${before}<Callout title="Déclaration d’activité">\nTexte de l’encart.\n</Callout>\n\n<Callout title="Déclaration d’activité">\nUn autre.\n</Callout>\n`

describe('l’identifiant d’un encart ne dépend que de son titre', () => {
  it('un paragraphe ajouté avant l’encart ne change pas son identifiant', async () => {
    const before = await render(document(''))
    const after = await render(document('Un paragraphe ajouté.\n\n*Et un autre, en italique.*\n\n'))
    expect(ids(before)).toEqual(['encart-declaration-dactivite', 'encart-declaration-dactivite-2'])
    expect(ids(after), 'ajouter un paragraphe ailleurs ne doit pas changer l’identifiant d’un encart').toEqual(ids(before))
  })

  it('le titre nomme l’encart : aria-labelledby désigne le paragraphe du titre', async () => {
    const html = await render(document(''))
    expect(html).toContain('aria-labelledby="encart-declaration-dactivite"')
    expect(html).toMatch(/<p [^>]*id="encart-declaration-dactivite">Déclaration d’activité<\/p>/)
  })

  it('un encart sans titre ne porte ni identifiant ni aria-labelledby', async () => {
    const html = await render('<Callout>\nTexte.\n</Callout>\n')
    expect(ids(html)).toEqual([])
    expect(html).not.toContain('aria-labelledby')
  })
})
