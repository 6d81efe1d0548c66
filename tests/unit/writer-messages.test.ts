import { describe, expect, it } from 'vitest'
import { identity } from '../../content/identite.ts'
import { identitySchema } from '../../content/schemas/identity.ts'
import { formatSchemaError } from '../../content/schemas/format-error.ts'

/**
 * Issue 38 §5: the mistakes zod finds without a message of the schema's own read in the writer's words, on her real
 * identity file's schema, never as zod's « Entrée invalide », « Clé non reconnue » or « URL invalide ».
 */
const problems = (values: unknown) => {
  const result = identitySchema.safeParse(values)
  expect(result.success, 'la valeur fautive doit être refusée').toBe(false)
  return formatSchemaError('content/identite.ts', result.error!, 'identité').split('\n').slice(1)
}
const changed = (change: (copy: Record<string, Record<string, unknown>>) => void) => {
  const copy = structuredClone(identity) as unknown as Record<string, Record<string, unknown>>
  change(copy)
  return problems(copy)
}

describe('les fautes que zod trouve seul, dites avec les mots de la rédactrice', () => {
  it('une adresse web sans https:// : « adresse web invalide », avec ce qu’elle a tapé et comment l’écrire', () => {
    expect(changed((copy) => (copy.reviewsUrl = 'www.avis-maison.fr' as never))).toEqual([
      '  - champ « reviewsUrl » : adresse web invalide « www.avis-maison.fr » : écrivez-la entière, en commençant par https://',
    ])
  })

  it('un champ mal orthographié, un champ oublié : le champ inconnu, et ce qu’il faut au champ absent', () => {
    expect(
      changed((copy) => {
        copy.contact!.mail = copy.contact!.phone
        delete copy.host!.url
      }),
    ).toEqual([
      '  - champ « contact » : champ inconnu « mail » : vérifiez son orthographe, ou retirez-le',
      '  - champ « host.url » : champ obligatoire absent : il faut ici un texte',
    ])
  })

  it('un numéro tapé sans apostrophes : ce qu’il faut, et ce qu’elle a tapé', () => {
    expect(changed((copy) => (copy.contact!.phone = 33199001234 as never))).toEqual([
      '  - champ « contact.phone » : il faut ici un texte, et non le nombre 33199001234',
    ])
  })
})
