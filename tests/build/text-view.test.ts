import { describe, expect, it } from 'vitest'
import { builtPages } from '../../build-tools/built-site.ts'
import { builtPageText, LAYOUT_PAGE_FILE, snapshotPageText } from '../../build-tools/text-view/page-texts.ts'
import { layoutSnapshot, pageSnapshot } from '../support/page-snapshot.ts'

/**
 * `npm run verifier` compares each built page's text with its accepted snapshot's: the two readings
 * must agree whenever the page has not changed, whatever the snapshot's formatting did to its spaces,
 * or the writer would be shown changes she never made.
 */
describe('la vue en texte des pages', () => {
  for (const page of builtPages()) {
    it(`${page.route} : son instantané et la page construite se lisent en un même texte`, async () => {
      const snapshot = snapshotPageText(await pageSnapshot(page.file), await layoutSnapshot(), {
        isLayoutPage: page.file === LAYOUT_PAGE_FILE,
      })
      const built = builtPageText(page.html)
      expect(built.main.length, `${page.route} : la vue en texte de la page est vide`).toBeGreaterThan(3)
      expect(snapshot).toEqual(built)
    })
  }
})
