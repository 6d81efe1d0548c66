import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { routes } from '../../components/layout/navigation.ts'
import { startSiteServer } from '../browsers/site-server.ts'
import { setCollectionCounts } from '../support/collection-counts.ts'
import { pageScriptRan } from '../support/page-script.ts'
import { copyProject, runNpm } from '../support/project-copy.ts'
import { applyRealOwner } from '../support/real-owner.ts'
import { storedChoice } from './support/consent.ts'
import { outsideScreen, overlappingBlocks } from './support/layout-faults.ts'

/*
 * Issue 35: an owner has as many trainings, audiences, method steps, reviews, specialities, career steps, certifications
 * and testimonials as she has, and the layouts hold from one to eight of each. The realistic owner's site is built twice,
 * with one and with eight of every collection (tests/support/collection-counts.ts), and its pages are looked at from
 * the smallest phone to a desktop: nothing past the screen's edge, no block drawn over another.
 */
const WIDTHS = [320, 375, 768, 1280]

for (const count of [1, 8]) {
  test(`${count === 1 ? 'une' : 'huit'} de chaque liste (formations, publics, étapes, avis, parcours, certifications, témoignages) : la copie se construit, et rien ne déborde ni ne se chevauche de 320 à 1280 px`, async ({
    browser,
  }) => {
    // One build of a copy of the project.
    test.setTimeout(300_000)
    const project = copyProject(`listes-${count}-`)
    try {
      applyRealOwner(project)
      setCollectionCounts(project, count)
      const build = runNpm(project, 'build')
      expect(build.status, `La copie doit se construire :\n${build.stdout}\n${build.stderr}`).toBe(0)
      const trainings = readdirSync(path.join(project, 'content/formations')).map((file) => `/formations/${file.replace(/\.mdx$/, '')}`)
      expect(trainings).toHaveLength(count)

      const server = await startSiteServer({ project })
      const context = await browser.newContext({ storageState: storedChoice(server.origin, false) })
      try {
        const page = await context.newPage()
        await page.goto(`${server.origin}${routes.home}`)
        const linked = await page
          .locator('main a[href^="/formations/"]')
          .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))].sort())
        expect(linked, 'L’accueil mène au programme de chaque formation.').toEqual([...trainings].sort())

        const faults: string[] = []
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 })
          for (const route of [routes.home, routes.trainer, trainings[0]!]) {
            await page.goto(`${server.origin}${route}`)
            await page.evaluate(pageScriptRan)
            const overflow = await outsideScreen(page)
            for (const outside of overflow.outside) faults.push(`${route} à ${width} px, hors de l’écran : ${outside}`)
            if (overflow.scrollWidth > overflow.width) faults.push(`${route} à ${width} px : la page défile de côté`)
            for (const overlap of await overlappingBlocks(page)) faults.push(`${route} à ${width} px, l’un sur l’autre : ${overlap}`)
          }
        }
        expect(faults).toEqual([])
      } finally {
        await context.close()
        await server.stop()
      }
    } finally {
      rmSync(project, { recursive: true, force: true })
    }
  })
}
