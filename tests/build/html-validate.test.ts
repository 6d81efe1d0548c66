import { readFileSync } from 'node:fs'
import path from 'node:path'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { describe, expect, it } from 'vitest'
import { builtPages, clientDir } from '../../build-tools/built-site.ts'
import { htmlValidateMessage } from '../support/html-validate-french.ts'
import { expectNoFaults } from '../support/no-faults.ts'

/**
 * Every prerendered HTML file against html-validate's recommended and accessibility presets.
 * The few rule changes in .htmlvalidate.json (which cannot hold comments) are listed here with their
 * reason; the last test fails if the configuration changes a rule that this list does not explain.
 */
const documentedExceptions: Record<string, string> = {
  'no-trailing-whitespace':
    'Vike’s HTML template indents its head and body lines; whitespace is layout of the source, not an error in the document.',
  'void-style': 'Vike writes <link …> and vike-react writes <meta … />: both spellings of a void element are valid HTML.',
  'attribute-empty-style':
    'React writes a boolean attribute as hidden="", Vike’s template as crossorigin with no value: both are valid HTML, and neither can be changed from the components.',
  'attr-case':
    'React writes some DOM property names as they are spelled in JavaScript (popoverTarget, dateTime); HTML attribute names are case-insensitive, so the browser reads popovertarget and datetime. Lower case stays required for every other attribute.',
}

describe('HTML valide (html-validate, préréglages recommended et a11y)', () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader())
  const files = builtPages().map((page) => page.file)

  it('le site construit contient des pages HTML', () => {
    expect(files.length, `aucun fichier HTML dans ${clientDir} : lancez d’abord « npm run build »`).toBeGreaterThanOrEqual(6)
  })

  for (const file of files) {
    it(`${file} : aucune erreur`, async () => {
      const report = await validator.validateFile(path.join(clientDir, file))
      const html = readFileSync(path.join(clientDir, file), 'utf8')
      // In French, at the writer's line when the fault comes from her text (tests/support/html-validate-french.ts).
      const errors = report.results.flatMap((result) => result.messages.map((message) => htmlValidateMessage(message, file, html)))
      expectNoFaults(errors, `Le HTML de ${file} n’est pas valide`)
    }, 30_000) // the first file also loads html-validate's element tables: slow on a busy machine
  }

  it('chaque règle modifiée dans .htmlvalidate.json a sa raison écrite ici', () => {
    const config = JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')) as { rules?: Record<string, unknown> }
    expect(Object.keys(config.rules ?? {}).sort()).toEqual(Object.keys(documentedExceptions).sort())
  })
})
