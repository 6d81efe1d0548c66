import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { identity } from '../../content/identite.ts'
import { regions } from '../../content/schemas/regions.ts'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'

/** The declaration of activity as a visitor reads it, in the words L6352-12 of the Code du travail imposes. */
const sentence =
  `Organisme de formation enregistré sous le numéro ${identity.registration.number} auprès du préfet de région ` +
  `${regions[identity.registration.region]}. Cet enregistrement ne vaut pas agrément de l’État.`

const textOf = (file: string) => parse(readBuilt(file)).text.replace(/\s+/g, ' ')

describe('la mention de la déclaration d’activité (L6352-12) dans le site construit', () => {
  for (const page of builtPages()) {
    it(`${page.route} la porte en entier, avec le préfet de région de l’identité`, () => {
      expect(
        textOf(page.file),
        `La page ${page.route} doit reprendre mot pour mot la mention imposée par l’article L6352-12 du Code du travail.`,
      ).toContain(sentence)
    })
  }
})
