import { describe, expect, it } from 'vitest'
import { afterFirstPaintLoader, loadScriptsAfterFirstPaint } from '../../build-tools/scripts/after-first-paint.ts'
import { thrownBy } from '../support/expected-error.ts'

/** A page as Vike writes it: a data block, then the page's module at the end of the body. */
const page = [
  '<head><link rel="modulepreload" href="/assets/chunks/a.js"><link rel="preload" as="script" href="/assets/b.js"><link rel="preload" as="font" href="/f.woff2" crossorigin></head>',
  '<body><main>Texte</main><script type="application/json" id="consent-scripts">[]</script>',
  '<script src="/assets/entries/pages_client.X1.js" type="module" async></script></body>',
].join('\n')

describe('le script de chaque page, chargé après le premier affichage', () => {
  it('remplace le module de la page par le court module qui l’importe après la première image', () => {
    const html = loadScriptsAfterFirstPaint(page, 'index.html')
    expect(html).not.toContain('<script src')
    expect(html).toContain(afterFirstPaintLoader('/assets/entries/pages_client.X1.js'))
    expect(afterFirstPaintLoader('/assets/x.js')).toBe(
      '<script type="module">addEventListener("load",()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(()=>import("/assets/x.js")))))</script>',
    )
  })

  it('retire les préchargements de scripts, garde ceux des polices et les blocs de données', () => {
    const html = loadScriptsAfterFirstPaint(page, 'index.html')
    expect(html).not.toMatch(/modulepreload|as="script"/)
    expect(html).toContain('<link rel="preload" as="font" href="/f.woff2" crossorigin>')
    expect(html).toContain('<script type="application/json" id="consent-scripts">[]</script>')
  })

  it('lit les attributs dans tout ordre et sous toute forme de guillemets', () => {
    expect(loadScriptsAfterFirstPaint(`<script async type=module src='/assets/y.js'></script>`, 'x.html')).toBe(
      afterFirstPaintLoader('/assets/y.js'),
    )
  })

  it('refuse un script classique, qui bloquerait l’affichage', () => {
    const error = thrownBy(
      () => loadScriptsAfterFirstPaint('<script src="/assets/z.js"></script>', 'formatrice/index.html'),
      'un script classique',
    )
    expect(error.message).toBe(
      'formatrice/index.html : le script <script src="/assets/z.js"></script> n’est pas un module ; il bloquerait l’affichage de la page',
    )
  })
})
