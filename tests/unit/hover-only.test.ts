import { transform } from 'lightningcss'
import { describe, expect, it } from 'vitest'
import { hoverOnly } from '../../build-tools/styles/hover-only.ts'

/** Issue 29: hover styles live under (hover: hover), so that a tap on a phone never leaves one behind. */
const compiled = (css: string) =>
  transform({ filename: 'test.css', code: Buffer.from(css), minify: true, visitor: hoverOnly }).code.toString()

describe('les règles de survol, réservées aux écrans qui survolent', () => {
  it('une règle :hover passe sous @media (hover: hover)', () => {
    expect(compiled('.button:hover { color: red }')).toBe('@media (hover:hover){.button:hover{color:red}}')
  })

  it('un sélecteur qui survole un parent ou passe par :is() ou :where() aussi', () => {
    expect(compiled('.link:hover .arrow { color: red }')).toBe('@media (hover:hover){.link:hover .arrow{color:red}}')
    expect(compiled(':where(.card:hover) .title { color: red }')).toBe('@media (hover:hover){:where(.card:hover) .title{color:red}}')
  })

  it('une liste qui mêle survol et focus est coupée : le focus s’applique partout', () => {
    expect(compiled('.a:hover, .a:focus-visible { color: red }')).toBe(
      '.a:focus-visible{color:red}@media (hover:hover){.a:hover{color:red}}',
    )
  })

  it('une règle déjà sous une requête de survol, ou dans une autre requête, reste à sa place', () => {
    expect(compiled('@media (hover: hover) { .a:hover { color: red } }')).toBe('@media (hover:hover){.a:hover{color:red}}')
    expect(compiled('@media print { .a:hover { color: red } }')).toBe('@media print{@media (hover:hover){.a:hover{color:red}}}')
  })

  it('deux règles de survol qui se suivent sont gardées chacune une fois', () => {
    expect(compiled('.a:hover { color: red } .b:hover { color: blue }')).toBe(
      // The minifier joins the two queries into one.
      '@media (hover:hover){.a:hover{color:red}.b:hover{color:#00f}}',
    )
  })

  it('une règle qui lit des variables, dans un module CSS comme Vite le compile, garde ses valeurs', () => {
    const css = '.link:hover { color: var(--ink); border-color: var(--gold, #9a7b45); transition: color var(--duration) ease }'
    const module = transform({ filename: 'Link.module.css', code: Buffer.from(css), minify: true, cssModules: true, visitor: hoverOnly })
    expect(module.code.toString()).toMatch(
      /^@media \(hover:hover\)\{\.\w+:hover\{color:var\(--ink\);border-color:var\(--gold,#9a7b45\);transition:color var\(--duration\) ease\}\}$/,
    )
  })

  it('ni :not(:hover) ni une règle sans survol ne changent', () => {
    expect(compiled('a:not(:hover) { color: red } .b { color: blue }')).toBe('a:not(:hover){color:red}.b{color:#00f}')
  })
})
