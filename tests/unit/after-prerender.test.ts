import path from 'node:path'
import type { ViteBuilder } from 'vite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPrerender } from '../../build-tools/after-prerender.ts'
import { buildFailureReport } from '../../build-tools/build-errors.ts'
import { ContentError } from '../../content/schemas/format-error.ts'
import { rejectionOf } from '../support/expected-error.ts'

/** The part of Vite's builder a step reads: its root and config file, the client environment's folders. */
const builderAt = (root: string) =>
  ({
    config: { root, configFile: path.resolve('/projet/vite.config.ts') },
    environments: { client: { config: { root, build: { outDir: 'dist/client' } } } },
  }) as unknown as ViteBuilder

async function run(step: Parameters<typeof afterPrerender>[2], builder = builderAt(path.resolve('/projet'))): Promise<void> {
  const hook = afterPrerender('essai', 'Étape d’essai', step).buildApp
  if (typeof hook !== 'object' || !hook) throw new Error('buildApp attendu sous forme d’objet (order: post)')
  expect(hook.order).toBe('post')
  await hook.handler.call({} as never, builder)
}

describe('une étape de « vike build » après le prérendu', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reçoit les dossiers de la construction et écrit son bilan', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    let seen: unknown
    await run((folders) => {
      seen = folders
      return 'bilan'
    })
    expect(seen).toEqual({
      root: path.resolve('/projet'),
      clientDir: path.resolve('/projet/dist/client'),
      outDir: path.resolve('/projet/dist'),
    })
    expect(log).toHaveBeenCalledWith('bilan')
  })

  it('arrête la construction sur une faute de la rédactrice, que « npm run build » affiche seule, une fois, sans pile d’appels', async () => {
    const cause = new ContentError('la route /x n’a pas de page prérendue')
    const error = await rejectionOf(
      () =>
        run(() => {
          throw cause
        }),
      'une étape en échec',
    )
    expect(error.message).toBe('Étape d’essai :\nla route /x n’a pas de page prérendue')
    expect((error as Error & { cause?: unknown }).cause, 'l’erreur d’origine reste accessible pour SITE_TRACE=1').toBe(cause)
    expect(buildFailureReport(new Error('Build failed', { cause: error }), { trace: false })).toEqual({
      text: 'Étape d’essai :\nla route /x n’a pas de page prérendue',
      full: false,
    })
  })

  it('une panne de l’étape (une erreur qui n’est pas une faute de la rédactrice) garde sa pile d’appels', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'map')")
    const error = await rejectionOf(
      () =>
        run(() => {
          throw bug
        }),
      'une étape qui plante',
    )
    expect(error.name).not.toBe('ContentError')
    expect(error.message).toBe('Étape d’essai : l’étape s’est interrompue sur une erreur imprévue')
    expect((error as Error & { cause?: unknown }).cause).toBe(bug)
    expect(buildFailureReport(new Error('Build failed', { cause: error }), { trace: false })).toEqual({ text: '', full: true })
  })

  it('ne touche pas une construction d’une autre racine (la SPA du banc d’essai)', async () => {
    let ran = false
    await run(
      () => {
        ran = true
      },
      builderAt(path.resolve('/projet/bench/.tmp/spa-root')),
    )
    expect(ran).toBe(false)
  })
})
