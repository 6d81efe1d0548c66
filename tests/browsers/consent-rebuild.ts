import assert from 'node:assert/strict'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { CONSENT_KEYS, servicesRecord } from '../../components/consent/consent-record.ts'
import { categoryTexts } from '../../components/consent/preferences/categories.ts'
import { routes } from '../../components/layout/navigation.ts'
import type { ThirdPartyScript } from '../../content/consent-scripts.ts'
import { freePort } from '../support/free-port.ts'
import { copyProject, runNpm } from '../support/project-copy.ts'
import { startSiteServer } from './site-server.ts'
import type { VisitorDriver } from './visitor-scenarios.ts'

/*
 * A choice covers only the services declared when it was made (CNIL recommendation 2020-092), played for real: a copy
 * of the project is built with one declared service, the visitor accepts, the copy is rebuilt with a second service
 * and served again on the same origin, so the browser keeps its localStorage; the visitor reloads. Written once, run
 * in Chromium (tests/e2e/consent-rebuild.spec.ts) and in Firefox ESR (consent-rebuild-firefox.test.ts).
 */

/** The declared services' origin: a reserved name (RFC 2606) the runners answer themselves, so nothing leaves the machine. */
export const SERVICES_ORIGIN = 'https://services.example.test'

const service = (name: string, category: ThirdPartyScript['category']): ThirdPartyScript => ({
  category,
  src: `${SERVICES_ORIGIN}/${name}.js`,
  origins: [SERVICES_ORIGIN],
  label: `Service d’essai ${name}`,
})
const analytics = service('mesure', 'analytics')
const marketing = service('publicite', 'marketing')

/** The body the runners serve for a declared script: it counts its runs in window.__ran_<name>. */
export function serviceScript(url: string): string | null {
  const name = /^https:\/\/services\.example\.test\/(\w+)\.js$/.exec(url)?.[1]
  return name ? `window.__ran_${name} = (window.__ran_${name} || 0) + 1` : null
}

/** A copy of the project, built with the given services and served on one fixed origin. */
export async function createRebuiltSite() {
  const project = copyProject('site-consentement-')
  const port = await freePort()
  const contentFile = path.join(project, 'content/consent-scripts.ts')
  const delivered = readFileSync(contentFile, 'utf8')
  let server: Awaited<ReturnType<typeof startSiteServer>> | undefined
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Declares `scripts` in the copy's content/consent-scripts.ts, builds it and serves it (the CSP follows). */
    async publish(scripts: ThirdPartyScript[]): Promise<void> {
      await server?.stop()
      const declaration = 'export const thirdPartyScripts: ThirdPartyScript[] = []'
      assert.ok(delivered.includes(declaration), 'content/consent-scripts.ts doit livrer une liste vide.')
      writeFileSync(
        contentFile,
        delivered.replace(declaration, `export const thirdPartyScripts: ThirdPartyScript[] = ${JSON.stringify(scripts)}`),
      )
      const build = runNpm(project, 'build')
      assert.equal(build.status, 0, `La copie du projet doit se construire :\n${build.stdout}\n${build.stderr}`)
      server = await startSiteServer({ project, port })
    },
    async remove(): Promise<void> {
      await server?.stop()
      rmSync(project, { recursive: true, force: true })
    },
  }
}

type RebuiltSite = Awaited<ReturnType<typeof createRebuiltSite>>

/** What the runner adds to the visitor driver: the requests its interception answered, per script name. */
export interface RebuildDriver extends VisitorDriver {
  requests(name: string): number
}

const bannerShown = () => {
  const banner = document.querySelector('[data-consent-banner]')
  return Boolean(banner && banner.getClientRects().length > 0)
}
const bannerText = () => document.querySelector('[data-consent-banner] p')?.textContent ?? ''
/** How the banner names a category's services (« mesure d’audience »), from the preferences page's texts. */
const kindOf = (category: string) => categoryTexts.find((text) => text.key === category)?.kind ?? category
const runs = (name: string) => (window as unknown as Record<string, number | undefined>)[`__ran_${name}`] ?? 0
/** Self-contained, as the browser receives it. */
const ranOnce = (name: string) => (window as unknown as Record<string, number | undefined>)[`__ran_${name}`] === 1
const stored = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)]))
/**
 * The services' scripts the page has injected. Every driver's goto waits for the page's script, whose loader injects
 * at once what it would load: a script that should not load is seen here even before its request arrives.
 */
const injected = (origin: string) => document.querySelectorAll(`script[src^="${origin}/"]`).length

export async function consentRebuildScenario(driver: RebuildDriver, site: RebuiltSite): Promise<void> {
  await driver.setViewport(1280, 800)
  await site.publish([analytics])
  await driver.goto(routes.home)
  assert.ok(await driver.evaluate(bannerShown, null), 'À la première visite, le bandeau doit demander le consentement.')
  assert.equal(
    driver.requests('mesure') + (await driver.evaluate(injected, SERVICES_ORIGIN)),
    0,
    'Aucun service ne doit se charger avant la réponse.',
  )
  await driver.click('[data-consent-banner] [data-consent-action="accept"]')
  await driver.waitFor(ranOnce, 'mesure').catch(() => assert.fail('« Accepter tout » doit charger le service déclaré.'))
  const accepted = await driver.evaluate(stored, Object.values(CONSENT_KEYS))
  assert.equal(accepted[CONSENT_KEYS.services], servicesRecord([analytics]), 'Le choix doit nommer le service déclaré qu’il couvre.')

  await site.publish([analytics, marketing])
  await driver.goto(routes.trainer)
  assert.ok(
    await driver.evaluate(bannerShown, null),
    'Un service déclaré après le choix : le bandeau doit redemander, car un accord ne vaut que pour les services présentés lorsqu’il a été donné (CNIL, recommandation 2020-092).',
  )
  const text = await driver.evaluate(bannerText, null)
  for (const declared of [analytics, marketing])
    assert.ok(
      text.includes(kindOf(declared.category)),
      `Le bandeau doit nommer ce qui demande l’accord (« ${kindOf(declared.category)} ») : ${text}`,
    )
  assert.equal(
    driver.requests('publicite') + (await driver.evaluate(injected, SERVICES_ORIGIN)),
    0,
    'Le nouveau service ne doit pas se charger avant la réponse du visiteur.',
  )
  assert.equal(
    await driver.evaluate(runs, 'mesure'),
    0,
    'Tant que le visiteur n’a pas répondu à nouveau, aucun service ne doit se charger.',
  )
  assert.deepEqual(
    await driver.evaluate(stored, Object.values(CONSENT_KEYS)),
    Object.fromEntries(Object.values(CONSENT_KEYS).map((key) => [key, null])),
    'Le choix qui ne couvre plus les services déclarés doit être effacé.',
  )

  await driver.click('[data-consent-banner] [data-consent-action="accept"]')
  await driver.waitFor(ranOnce, 'publicite').catch(() => assert.fail('La nouvelle réponse doit charger le nouveau service.'))
  await driver.goto(routes.home)
  assert.equal(
    await driver.evaluate(bannerShown, null),
    false,
    'La nouvelle réponse couvre les deux services : le bandeau ne doit plus paraître.',
  )
}
