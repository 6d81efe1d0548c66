import { parse } from 'node-html-parser'
import { dev } from 'vike/api'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isDemonstration } from '../../build-tools/examples/demonstration.ts'
import { checkIdentity } from '../../build-tools/identity/check-identity.ts'
import { identity } from '../../content/identite.ts'
import { deliveredIdentity } from '../../content/schemas/delivered-identity.ts'
import { fictitiousValues, identitySchema } from '../../content/schemas/identity.ts'
import { freePort } from '../support/free-port.ts'
import { withRealDetails } from '../support/real-identity.ts'

/** The identity file with the example values the site is delivered with, whatever the owner has typed since. */
function withDeliveredValues(): unknown {
  const copy = structuredClone({ ...identity, fictitious: true }) as Record<string, unknown>
  for (const [field, value] of Object.entries(deliveredIdentity)) {
    const keys = field.split('.')
    const holder = keys.slice(0, -1).reduce((object, key) => object[key] as Record<string, unknown>, copy)
    holder[keys.at(-1) as string] = value
  }
  // The delivered SIRET beside her own VAT number would be a mismatch no owner typed: the delivered regime goes with it.
  ;(copy.organisation as Record<string, unknown>).vat = { regime: 'franchise' }
  return copy
}
const delivered = identitySchema.parse(withDeliveredValues())

/** The same once the owner has typed her real details. */
const real = withRealDetails(delivered)

describe('le drapeau fictitious de content/identite.ts', () => {
  it('reconnaît chacune des valeurs d’exemple livrées, champ par champ, jusqu’au nom commercial, à la formatrice et à la zone', () => {
    const found = fictitiousValues(delivered).map((value) => value.field)
    expect(found.toSorted()).toEqual(Object.keys(deliveredIdentity).toSorted())
    for (const field of [
      'organisation.name',
      'trainer.firstName',
      'trainer.lastName',
      'trainer.role',
      'publicationDirector',
      'organisation.area',
    ])
      expect(fictitiousValues(delivered).find((value) => value.field === field)?.reason, field).toBe('valeur livrée avec le site')
  })

  it('reconnaît une valeur livrée quelle que soit sa frappe : espaces, apostrophe droite, numéro de la fiction en forme nationale', () => {
    const typed = {
      organisation: { name: "L'Art  du service", siret: '900 000 000 00017' },
      contact: { phone: '01 99 00 12 34' },
      host: { phone: '01.99.00.00.00' },
    }
    expect(fictitiousValues(typed).map(({ field, reason }) => `${field} : ${reason}`)).toEqual([
      'organisation.name : valeur livrée avec le site',
      'organisation.siret : valeur livrée avec le site',
      'contact.phone : plage 01 99 00 xx xx, réservée à la fiction par l’ARCEP',
      'host.phone : plage 01 99 00 xx xx, réservée à la fiction par l’ARCEP',
    ])
  })

  it('ne prend pour exemple aucune vraie coordonnée', () => {
    expect(fictitiousValues(real)).toEqual([])
    expect(fictitiousValues({ url: 'https://www.latest.fr', mail: 'a@example.company.fr' })).toEqual([])
    expect(
      fictitiousValues({ url: 'https://boutique.example', mail: 'a@b.example.org', phone: '+33199009999' }).map((value) => value.field),
    ).toEqual(['url', 'mail', 'phone'])
  })

  it('passé à false, une valeur d’exemple restante arrête la construction en nommant le champ', () => {
    expect(() => checkIdentity(real)).not.toThrow()
    const forgotten = { ...real, contact: { ...real.contact, email: 'contact@example.com' } }
    expect(() => checkIdentity(forgotten)).toThrow(
      /content\/identite\.ts[\s\S]*champ « contact\.email » : « contact@example\.com » est encore une valeur d’exemple[\s\S]*remettez fictitious: true/,
    )
    expect(() => checkIdentity({ ...delivered, fictitious: false })).toThrow(/organisation\.siret[\s\S]*host\.phone[\s\S]*reviewsUrl/)
  })
})

/** `npm run dev` through Vike's API (Vitest would load Vike's plugin without its dev server). */
describe('l’aperçu npm run dev', () => {
  let server: ViteDevServer | undefined
  let home: string

  beforeAll(async () => {
    const port = await freePort()
    server = (await dev({ viteConfig: { logLevel: 'silent', server: { host: '127.0.0.1', port, strictPort: true } } })).viteServer
    home = await (await fetch(`http://127.0.0.1:${port}/`)).text()
  }, 120_000)

  afterAll(async () => {
    await server?.close()
  })

  const notice = 'Site de démonstration\u00A0· Fictifs\u00A0: identité, chiffres, parcours, NDA, avis, témoignages'
  const examplesLeft = isDemonstration(process.cwd())

  it(
    examplesLeft
      ? 'tant qu’il reste des exemples, chaque page le dit en tête de son contenu et demande à n’être ni indexée ni suivie'
      : 'sans plus aucun exemple, les pages sont indexables et ne disent rien de plus',
    () => {
      expect(home).toMatch(
        examplesLeft ? /<meta name="robots" content="noindex, nofollow"\/?>/ : /<meta name="robots" content="index, follow"\/?>/,
      )
      const strip = parse(home).querySelector('[data-demonstration-notice]')
      if (examplesLeft) expect(strip?.text).toBe(notice)
      else expect(strip).toBeNull()
    },
  )
})
