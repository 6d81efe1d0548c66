import { dev } from 'vike/api'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isDemonstration } from '../../build-tools/examples/demonstration.ts'
import { checkIdentity } from '../../build-tools/identity/check-identity.ts'
import { identity } from '../../content/identite.ts'
import { fictitiousValues, identitySchema } from '../../content/schemas/identity.ts'
import { freePort } from '../support/free-port.ts'
import { withRealDetails } from '../support/real-identity.ts'

/** The identity file with the example values the site is delivered with, whatever the owner has typed since. */
const delivered = identitySchema.parse({
  ...identity,
  fictitious: true,
  organisation: {
    ...identity.organisation,
    siret: '90000000000017',
    address: { ...identity.organisation.address, street: '12 rue de l’Exemple' },
  },
  contact: { email: 'contact@example.com', phone: '+33199001234' },
  registration: { ...identity.registration, number: '11750000075' },
  host: {
    name: 'Hébergeur Exemple SAS',
    address: { street: '1 avenue de l’Exemple', postcode: '75015', city: 'Paris' },
    phone: '+33199000000',
    url: 'https://hebergeur.example.com',
  },
  siteUrl: 'https://www.example.com',
  reviewsUrl: 'https://maps.example.com/l-art-du-service/avis',
})

/** The same once the owner has typed her real details. */
const real = withRealDetails(delivered)

describe('le drapeau fictitious de content/identite.ts', () => {
  it('reconnaît chacune des valeurs d’exemple livrées, champ par champ', () => {
    expect(fictitiousValues(delivered).map((value) => value.field)).toEqual([
      'organisation.siret',
      'organisation.address.street',
      'contact.email',
      'contact.phone',
      'registration.number',
      'host.name',
      'host.address.street',
      'host.phone',
      'host.url',
      'siteUrl',
      'reviewsUrl',
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

  const notice = 'Site de démonstration\u00A0: coordonnées, avis et témoignages fictifs.'
  const examplesLeft = isDemonstration(process.cwd())

  it(
    examplesLeft
      ? 'tant qu’il reste des exemples, chaque page le dit en tête de son contenu et demande à n’être ni indexée ni suivie'
      : 'sans plus aucun exemple, les pages sont indexables et ne disent rien de plus',
    () => {
      expect(home).toMatch(
        examplesLeft ? /<meta name="robots" content="noindex, nofollow"\/?>/ : /<meta name="robots" content="index, follow"\/?>/,
      )
      if (examplesLeft) expect(home).toContain(notice)
      else expect(home).not.toContain(notice)
    },
  )
})
