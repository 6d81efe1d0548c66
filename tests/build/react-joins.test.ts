import { describe, expect, it } from 'vitest'
import { builtPages } from '../../build-tools/built-site.ts'

/*
 * React marks the join between two pieces of text with <!-- -->; a piece that is only an ordinary space then stands
 * alone between two marks, and Chromium's accessibility tree leaves it out (« ClaireDelaunay », « formationde juillet »,
 * issue 37). Such a space belongs inside one string: `${first} ${last}`.
 */
const LONE_SPACE = /<!-- -->[ \t\r\n]+<!-- -->/

describe('aucune espace seule entre deux marques de React', () => {
  it('le contrôle reconnaît la faute', () => {
    expect(LONE_SPACE.test('Claire<!-- --> <!-- -->Delaunay')).toBe(true)
    expect(LONE_SPACE.test('75008<!-- -->\u00A0<!-- -->Paris')).toBe(false)
  })

  for (const page of builtPages()) {
    it(`${page.route} : chaque espace est lue par les lecteurs d’écran`, () => {
      const found = LONE_SPACE.exec(page.html)
      const around = found ? page.html.slice(Math.max(0, found.index - 60), found.index + 60) : ''
      expect(found, `Une espace seule entre deux marques de React, que Chromium ne lit pas : « ${around} »`).toBeNull()
    })
  }
})
