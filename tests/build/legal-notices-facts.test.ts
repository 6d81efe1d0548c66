import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'
import { identity } from '../../content/identite.ts'

/** The owner's facts in the built legal notices, read from content/identite.ts; and what they must no longer claim. */
const notices = parse(readBuilt(builtPages().find((page) => page.route === '/mentions-legales')?.file ?? ''))
const read = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
const main = read(notices.querySelector('main')?.text)

const addressKinds = { domicile: 'domicile', 'local-professionnel': 'local professionnel', domiciliation: 'domiciliation' } as const

describe('les mentions légales disent les faits de la propriétaire, et eux seuls', () => {
  it('l’adresse de l’éditeur dit ce qu’elle est : domicile, local professionnel ou domiciliation, comme l’indique content/identite.ts', () => {
    const { kind, street } = identity.organisation.address
    const shown = notices.querySelector(`main [data-address-kind="${kind}"]`)
    expect(shown, 'la nature de l’adresse de l’éditeur').not.toBeNull()
    expect(read(shown?.text)).toContain(addressKinds[kind])
    expect(read(shown?.parentNode?.text)).toContain(read(street))
  })

  it('la propriété intellectuelle ne revendique que ses droits : les dessins et photographies commandés restent à leurs auteurs (CPI L131-3)', () => {
    expect(main).not.toMatch(/Lucide/i)
    expect(main).not.toMatch(/appartiennent à l’éditeur|propriété exclusive de l’éditeur/)
    expect(main).toContain('restent l’œuvre de leurs auteurs, qui en conservent les droits')
  })

  it('la phrase de la clientèle ne parle que de qui peut contracter', () => {
    const clientele = read(notices.querySelector('main [data-clientele]')?.text)
    expect(clientele).not.toBe('')
    expect(clientele).not.toMatch(/gouvernantes/)
  })
})
