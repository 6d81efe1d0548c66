import { evaluate } from '@mdx-js/mdx'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { mdxOptions } from '../../build-tools/mdx/mdx-options.ts'
import { mdxComponents } from '../../components/mdx/mdx-components.tsx'
import { Typeset } from '../../components/ui/Typeset.tsx'
import { splitOrdinals } from '../../lib/french-typography.ts'

/** The text as the site sets it, with its superscripts written <sup>…</sup>. */
const set = (text: string) => renderToStaticMarkup(createElement(Typeset, { text })).replace(/<!-- -->/g, '')

describe('les ordinaux en exposant (1er, 8e, XIXe)', () => {
  it.each([
    ['Paris 8e', 'Paris 8<sup>e</sup>'],
    ['Paris 1er', 'Paris 1<sup>er</sup>'],
    ['la 1re promotion', 'la 1<sup>re</sup> promotion'],
    ['les 2es années', 'les 2<sup>es</sup> années'],
    ['le 2nd service', 'le 2<sup>nd</sup> service'],
    ['le XIXe siècle', 'le XIX<sup>e</sup> siècle'],
    ['Napoléon Ier', 'Napoléon I<sup>er</sup>'],
    ['(8e arrondissement)', '(8<sup>e</sup> arrondissement)'],
    ['au 3e étage, puis au 4e.', 'au 3<sup>e</sup> étage, puis au 4<sup>e</sup>.'],
  ])('« %s » → %s', (text, html) => expect(set(text)).toBe(html))

  it.each([
    'un e-mail',
    'la couleur #2e2e2e',
    '2e5 est un nombre',
    'la version v2.1e',
    'https://www.example.com/page-2e',
    'https://www.example.com/2e',
    'contact2e@example.com',
    'Ce Le De Me Vie Xavier Ive',
    'A1e, B12es',
    '2025 et 75008 Paris',
  ])('« %s » reste tel quel', (text) => expect(splitOrdinals(text)).toEqual([text]))

  it('le texte MDX de la rédactrice : elle tape « 8e », la page montre 8<sup>e</sup>, le code reste tel quel', async () => {
    const { default: Content } = await evaluate('Au 1er étage du palace du 8e arrondissement, pas dans `8e`.\n\n## Le XIXe siècle\n', {
      ...runtime,
      remarkPlugins: mdxOptions.remarkPlugins,
    })
    const html = renderToStaticMarkup(createElement(Content, { components: mdxComponents }))
    expect(html).toContain('Au 1<sup>er</sup> étage du palace du 8<sup>e</sup> arrondissement')
    expect(html).toContain('<code>8e</code>')
    expect(html).toMatch(/<h2 id="le-xixe-siecle">Le\u00A0XIX<sup>e<\/sup> siècle<\/h2>/)
  })
})
