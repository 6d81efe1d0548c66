import { NodeType, parse, type Node } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { BLOCK_ELEMENTS as BLOCKS } from '../support/block-elements.ts'
import { typographyFaults, typographyFaultsWithPassages } from '../support/french-typography-check.ts'
import { expectNoFaults } from '../support/no-faults.ts'
import { whereWritten } from '../support/source-place.ts'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'

/**
 * French typography of every word a visitor reads or hears, in the prerendered pages: the text of
 * the body (the consent banner included, although the page serves it hidden until its script
 * shows it), the title and description, and the alternative texts and labels read aloud.
 */

/** The text of a node, its no-break spaces kept as they are (node-html-parser's own text getters fold them). */
function textOf(node: Node): string {
  if (node.nodeType === NodeType.TEXT_NODE) return node.text
  if (node.nodeType !== NodeType.ELEMENT_NODE) return ''
  const inner = node.childNodes.map(textOf).join('')
  return BLOCKS.has((node as unknown as { tagName: string }).tagName) ? `\n${inner}\n` : inner
}

function readText(html: string): string {
  const root = parse(html)
  root.querySelectorAll('script, style, template').forEach((element) => element.remove())
  const bodyElement = root.querySelector('body')
  const body = bodyElement ? textOf(bodyElement) : ''
  const title = root.querySelector('title')?.text ?? ''
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
  const spoken = root
    .querySelectorAll('[alt], [aria-label], [title]')
    .flatMap((element) => ['alt', 'aria-label', 'title'].map((name) => element.getAttribute(name) ?? ''))
    .filter(Boolean)
  return [title, description, body, ...spoken].join('\n')
}

describe('typographie française du texte lu par le visiteur', () => {
  it('le contrôle reconnaît chaque faute et accepte le texte bien composé', () => {
    const faults = [
      'Une question ? Écrivez-nous.',
      'Tarif: sur devis',
      'Le mot « luxe» reste.',
      "L'art du service.",
      'Cet enregistrement ne vaut pas agrément de l’Etat.',
      'Formation terminée. A Paris comme en régions.',
      'Ecole hôtelière',
      'Bienvenue !',
    ]
    for (const text of faults) expect(typographyFaults(text), text).not.toEqual([])
    const clean = [
      'Une question\u202F? Écrivez-nous à contact@example.com ou sur https://www.example.com/a:b?c=d.',
      'Tarif\u00A0: sur devis, de 9:30 à 17:00.',
      'Le mot «\u202Fluxe\u202F» reste.',
      'L’art du service. À Paris comme en régions, l’État, l’École, l’Équipe.',
      'Excellence, Expertise, Entreprise, Ensemble.',
    ]
    for (const text of clean) expect(typographyFaults(text), text).toEqual([])
  })

  it('le texte lu comprend le titre, la description, le bandeau et les textes de remplacement', () => {
    const text = readText(
      '<html><head><title>Titre</title><meta name="description" content="Résumé"><script>a:b</script></head><body><p>Un</p><div hidden>Bandeau</div><img alt="Portrait" src="x"><style>p{a:b}</style></body></html>',
    )
    for (const part of ['Titre', 'Résumé', 'Un', 'Bandeau', 'Portrait']) expect(text).toContain(part)
    expect(text).not.toContain('a:b')
  })

  for (const page of builtPages()) {
    it(`${page.route} : espaces insécables, apostrophes, capitales accentuées`, () => {
      const faults = typographyFaultsWithPassages(readText(readBuilt(page.file))).map(({ fault, passage }) => {
        const place = whereWritten(passage) ?? `texte de la page ${page.route}, introuvable tel quel dans content/ et components/`
        return `${place} : ${fault}, dans « ${passage.replace(/(␣*⏎␣*)+/g, ' ⏎ ').trim()} »`
      })
      expectNoFaults(faults, `La page ${page.route} a des fautes de typographie`)
    })
  }
})
