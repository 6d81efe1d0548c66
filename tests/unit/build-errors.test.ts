import { describe, expect, it } from 'vitest'
import { buildFailureReport, contentErrorsIn } from '../../build-tools/build-errors.ts'
import { DocumentError } from '../../build-tools/mdx/document-error.ts'
import { ContentError } from '../../content/schemas/format-error.ts'

/** Rolldown's wrapper as it reaches the build's entry: a summary, the plugin errors in a getter. */
function wrapped(...errors: Error[]): Error {
  const wrapper = new Error(`Build failed with ${errors.length} error:\n[plugin x] …`)
  Object.defineProperty(wrapper, 'errors', { enumerable: true, get: () => errors })
  return wrapper
}

describe('le rapport d’une construction qui échoue', () => {
  it('trouve la faute de la rédactrice dans errors et cause, à toute profondeur', () => {
    const mistake = new ContentError('content/identite.ts : identité invalide')
    expect(contentErrorsIn(wrapped(mistake))).toEqual([mistake])
    expect(contentErrorsIn(new Error('enveloppe', { cause: wrapped(mistake) }))).toEqual([mistake])
    expect(contentErrorsIn(new Error('autre chose'))).toEqual([])
  })

  it('ne garde que le message et les lignes numérotées, une fois', () => {
    const source = 'a\nb\nc\n'
    const mistake = new DocumentError('content/x.mdx (ligne 2) : faute', { place: { line: 2 }, source })
    const report = buildFailureReport(wrapped(mistake, mistake), { trace: false })
    expect(report).toEqual({ text: `content/x.mdx (ligne 2) : faute\n\n${mistake.frame}`, full: false })
    expect(report.text).toContain('> 2 | b')
  })

  it('affiche en entier une erreur qui n’est pas de la rédactrice, et toutes avec SITE_TRACE', () => {
    expect(buildFailureReport(wrapped(new Error('panne de Vite')), { trace: false }).full).toBe(true)
    expect(buildFailureReport(wrapped(new ContentError('faute')), { trace: true }).full).toBe(true)
  })
})
