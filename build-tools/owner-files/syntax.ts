import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { DocumentError } from '../mdx/document-error.ts'
import { documentMessage } from '../mdx/messages.ts'

/** The owner's two files of values (identity, key figures), typed as TypeScript: a slip of syntax there stops everything before any check can read them. */
export const OWNER_FILES = ['content/identite.ts', 'content/chiffres.ts']

interface Explanation {
  problem: string
  fix: string
  /** When the mistake is better shown elsewhere than where TypeScript stopped (the line before). */
  line?: number
}

const VALUES = "chaque valeur s’écrit nom: 'texte' ou nom: 12, suivie d’une virgule, comme sur les lignes voisines"

/**
 * The first syntax error TypeScript finds in one of her files, in French: where, what, how to fix. The
 * errors after the first are its echoes, and are not shown.
 */
function explain(diagnostic: ts.Diagnostic, lines: string[], line: number, column: number): Explanation {
  const text = lines[line - 1] ?? ''
  const before = text.slice(0, column - 1)
  // « 'L'Art du Service' »: a straight apostrophe inside a text between straight apostrophes ends it.
  if (/'[^']*\p{L}'\p{L}/u.test(text)) {
    const fixed = text.replace(/(?<=\p{L})'(?=\p{L})/gu, '’').trim()
    return {
      problem: "une apostrophe droite (') à l’intérieur d’un texte entre apostrophes le ferme trop tôt, et le fichier ne se lit plus",
      fix: `dans le texte, écrivez ’ (apostrophe typographique) ; les deux apostrophes droites qui l’entourent restent. La ligne devient : ${fixed}`,
    }
  }
  // « 1 200 » and « 15,5 »: a number typed the French way, read as two values (issue 38 §5).
  const spaced = /:\s*(\d{1,3}(?:[ \u00A0\u202F]\d{3})+)\s*,?\s*$/u.exec(text)
  if (spaced) {
    const digits = spaced[1]!.replace(/\D/gu, '')
    return {
      problem: `le nombre « ${spaced[1]} » est coupé par une espace : le fichier le lit comme deux valeurs`,
      fix: `écrivez les chiffres d’un seul tenant : ${digits} (le site l’affiche « ${spaced[1]!.replace(/[ \u00A0]/gu, '\u202F')} »)`,
    }
  }
  const decimal = /:\s*(\d+),(\d+)\s*,?\s*$/u.exec(text)
  if (decimal) {
    return {
      problem: `le nombre « ${decimal[1]},${decimal[2]} » est écrit avec une virgule : le fichier le lit comme deux valeurs`,
      fix: `un nombre décimal s’écrit avec un point (${decimal[1]}.${decimal[2]}) ; un chiffre clé est entier : ${decimal[1]}`,
    }
  }
  const expected = /^'(.+)' expected\.$/.exec(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))?.[1]
  if (expected === ',' && before.trim() === '' && line > 1) {
    // The value that lacks it: the last line above that is neither blank nor a comment.
    let previous = line - 1
    while (previous > 1 && /^\s*(?:$|\/\/|\/\*|\*)/.test(lines[previous - 1] ?? '')) previous--
    return { problem: 'une virgule manque à la fin de cette ligne', fix: `ajoutez « , » au bout de la ligne : ${VALUES}`, line: previous }
  }
  if (expected === ',' || expected === ':' || expected === '}') {
    return { problem: `« ${expected} » est attendu à cet endroit`, fix: `vérifiez cette ligne et la précédente : ${VALUES}` }
  }
  if (diagnostic.code === 1002) {
    return { problem: "un texte ouvert par une apostrophe droite ' n’est pas refermé", fix: "refermez-le par ' sur la même ligne" }
  }
  if (diagnostic.code === 1010) {
    return { problem: 'un commentaire ouvert par /* n’est pas refermé', fix: 'refermez-le par */' }
  }
  return { problem: 'cette ligne n’est pas écrite comme le fichier l’attend', fix: `comparez-la aux lignes voisines : ${VALUES}` }
}

/** The syntax mistake of one of her files (or a word typed without quotes), as a French DocumentError with its lines around it; undefined when it reads. */
export function ownerFileSyntaxError(root: string, file: string): DocumentError | undefined {
  const full = path.join(root, file)
  if (!existsSync(full)) return undefined
  const source = readFileSync(full, 'utf8')
  const diagnostic = ts.transpileModule(source, { reportDiagnostics: true, fileName: full }).diagnostics?.[0]
  if (!diagnostic?.file || diagnostic.start === undefined) return namesError(full, file, source)
  const at = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
  const lines = source.split('\n')
  const explained = explain(diagnostic, lines, at.line + 1, at.character + 1)
  const place = explained.line
    ? { line: explained.line, column: (lines[explained.line - 1] ?? '').trimEnd().length + 1 }
    : { line: at.line + 1, column: at.character + 1 }
  const original = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
  return new DocumentError(documentMessage(file, place, explained.problem, explained.fix, original, 'TypeScript'), { place, source }).at(
    full,
  )
}

/** TypeScript's codes for a name that nothing defines, and for a key written twice in one block. */
const UNKNOWN_NAME = [2304, 2552]
const DUPLICATE_KEY = 1117

/**
 * Valid syntax that still loses or breaks a fact, named by TypeScript without reading the schemas (no library, no
 * imports followed: a fraction of a second): a word typed without its quotes (peopleTrained: quatre-vingt-dix-neuf,
 * city: Paris), which stops the file as soon as it is read, in English; and a key written twice in one block
 * (siteUrl: twice), of which the site would silently keep the last (issue 38 §5).
 */
function namesError(full: string, file: string, source: string): DocumentError | undefined {
  const program = ts.createProgram([full], { noLib: true, noResolve: true, types: [], noEmit: true, allowImportingTsExtensions: true })
  const diagnostic = program
    .getSemanticDiagnostics(program.getSourceFile(full))
    .find((entry) => (UNKNOWN_NAME.includes(entry.code) || entry.code === DUPLICATE_KEY) && entry.start !== undefined)
  if (!diagnostic?.file || diagnostic.start === undefined) return undefined
  const at = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
  const name = source.slice(diagnostic.start, diagnostic.start + (diagnostic.length ?? 0))
  const place = { line: at.line + 1, column: at.character + 1 }
  const lines = source.split('\n')
  const first = lines.findIndex((text, index) => index < at.line && new RegExp(`^\\s*${name}\\s*:`).test(text)) + 1
  const [problem, fix] =
    diagnostic.code === DUPLICATE_KEY
      ? [
          `« ${name} » est écrit deux fois dans le même bloc${first ? ` (déjà ligne ${first})` : ''} : le site ne garderait que la dernière valeur, sans rien dire`,
          `gardez une seule ligne « ${name}: … », celle dont la valeur est juste, et supprimez l’autre`,
        ]
      : [
          `« ${name} » n’est ni un texte entre apostrophes, ni un nombre, ni true ou false`,
          `un texte s’écrit entre apostrophes droites : '${name}' ; un nombre, en chiffres : 99`,
        ]
  return new DocumentError(
    documentMessage(file, place, problem, fix, ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'), 'TypeScript'),
    { place, source },
  ).at(full)
}

/** Throws the first syntax mistake of the files (`npm run build`, before Vite reads its configuration, which imports them). */
export function checkOwnerFilesSyntax(root: string): void {
  for (const file of OWNER_FILES) {
    const error = ownerFileSyntaxError(root, file)
    if (error) throw error
  }
}
