import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkOwnerFilesSyntax, ownerFileSyntaxError } from '../../build-tools/owner-files/syntax.ts'

/**
 * A syntax slip in the owner's files (content/identite.ts, content/chiffres.ts), which Vite's
 * configuration imports: before anything else reads them, one French sentence at the right line.
 */
const root = mkdtempSync(path.join(tmpdir(), 'site-faits-'))
mkdirSync(path.join(root, 'content'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function messageFor(file: string, source: string): string {
  writeFileSync(path.join(root, file), source)
  return ownerFileSyntaxError(root, file)?.message ?? ''
}

describe('la syntaxe des fichiers de la propriétaire', () => {
  it('une virgule oubliée : la ligne de la valeur qui la réclame, au-dessus du commentaire', () => {
    const message = messageFor(
      'content/chiffres.ts',
      'export const figures = {\n  /** Années. */\n  yearsOfExperience: 15\n  /** Personnes. */\n  peopleTrained: 99,\n}\n',
    )
    expect(message.split('\n')[0]).toBe('content/chiffres.ts (ligne 3, colonne 24) : une virgule manque à la fin de cette ligne')
    expect(message).toContain('Correction : ajoutez « , » au bout de la ligne')
  })

  it('une apostrophe droite dans un texte entre apostrophes : l’apostrophe typographique’', () => {
    const message = messageFor('content/identite.ts', "export const identity = {\n  name: 'L'Art du Service',\n}\n")
    expect(message.split('\n')[0]).toBe(
      "content/identite.ts (ligne 2, colonne 12) : une apostrophe droite (') à l’intérieur d’un texte entre apostrophes le ferme trop tôt, et le fichier ne se lit plus",
    )
    expect(message).toContain('écrivez ’ (apostrophe typographique)')
    expect(message).toContain("La ligne devient : name: 'L’Art du Service',")
  })

  it('un mot tapé sans apostrophes : un texte s’écrit entre apostrophes, un nombre en chiffres', () => {
    const message = messageFor(
      'content/chiffres.ts',
      "import type { Figures } from './schemas/figures.ts'\n\nexport const figures: Figures = {\n  peopleTrained: cent,\n}\n",
    )
    expect(message.split('\n')[0]).toBe(
      'content/chiffres.ts (ligne 4, colonne 18) : « cent » n’est ni un texte entre apostrophes, ni un nombre, ni true ou false',
    )
    expect(message).toContain("Correction : un texte s’écrit entre apostrophes droites : 'cent' ; un nombre, en chiffres : 99")
  })

  it('« 1 200 » (issue 38 §5) : un nombre coupé par une espace, à écrire d’un seul tenant', () => {
    const message = messageFor('content/chiffres.ts', 'export const figures = {\n  yearsOfExperience: 15,\n  peopleTrained: 1 200,\n}\n')
    expect(message.split('\n')[0]).toContain('(ligne 3, colonne')
    expect(message).toContain('le nombre « 1 200 » est coupé par une espace')
    expect(message).toContain('écrivez les chiffres d’un seul tenant : 1200')
  })

  it('« 15,5 » : une virgule décimale, un chiffre clé entier', () => {
    const message = messageFor('content/chiffres.ts', 'export const figures = {\n  yearsOfExperience: 15,\n  peopleTrained: 15,5,\n}\n')
    expect(message).toContain('le nombre « 15,5 » est écrit avec une virgule')
    expect(message).toContain('un chiffre clé est entier : 15')
  })

  it('une clé écrite deux fois dans un bloc : les deux lignes nommées, au lieu d’en garder une sans rien dire (issue 38 §5)', () => {
    const message = messageFor(
      'content/identite.ts',
      "export const identity = {\n  siteUrl: 'https://www.maison.fr',\n  name: 'L’Art du Service',\n  siteUrl: 'https://maison.fr',\n}\n",
    )
    expect(message.split('\n')[0]).toBe(
      'content/identite.ts (ligne 4, colonne 3) : « siteUrl » est écrit deux fois dans le même bloc (déjà ligne 2) : le site ne garderait que la dernière valeur, sans rien dire',
    )
    expect(message).toContain('Correction : gardez une seule ligne « siteUrl: … »')
  })

  it('un texte jamais refermé, puis un fichier correct', () => {
    expect(messageFor('content/identite.ts', "export const identity = {\n  name: 'Maison Dupont,\n}\n")).toContain(
      'content/identite.ts (ligne 2',
    )
    messageFor('content/identite.ts', "export const identity = {\n  name: 'L’Art du Service',\n}\n")
    messageFor('content/chiffres.ts', 'export const figures = { yearsOfExperience: 15 }\n')
    expect(() => checkOwnerFilesSyntax(root)).not.toThrow()
  })

  it('les vrais fichiers du projet se lisent', () => {
    expect(() => checkOwnerFilesSyntax(process.cwd())).not.toThrow()
  })
})
