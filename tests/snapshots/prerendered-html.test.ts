import { describe, expect, it } from 'vitest'
import { builtPages } from '../../build-tools/built-site.ts'
import { LAYOUT_PAGE_FILE, LAYOUT_SNAPSHOT, snapshotName } from '../../build-tools/text-view/page-texts.ts'
import { layoutSnapshot, pageSnapshot } from '../support/page-snapshot.ts'

/**
 * Each page's HTML against its accepted snapshot (built by tests/support/page-snapshot.ts, which says
 * how a page is split): a writer's edit of a document changes only her page's file. After an
 * intended change, accept it with `npm run test:update`.
 */
describe('HTML prérendu', () => {
  it(`la mise en page commune (prise sur ${LAYOUT_PAGE_FILE}) correspond à son instantané`, async () => {
    await expect(await layoutSnapshot()).toMatchFileSnapshot(`./__snapshots__/${LAYOUT_SNAPSHOT}.html`)
  })

  for (const page of builtPages()) {
    it(`${page.route} : son en-tête propre et son contenu correspondent à son instantané`, async () => {
      await expect(await pageSnapshot(page.file)).toMatchFileSnapshot(`./__snapshots__/${snapshotName(page.file)}.html`)
    })
  }
})
