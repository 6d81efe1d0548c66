import { DocumentError } from './document-error.ts'
import { documentMessage } from './messages.ts'

/** Spaces that look like spaces but are not YAML indentation (copied from a word processor). */
const FOREIGN_SPACE = /[\u00A0\u202F\u2007\u2000-\u200A\u3000]/u
/** An unquoted value with « # » after a space: YAML reads the rest of the line as a comment. */
const TRUNCATING_HASH = /^(\s*(?:-\s+)?[\w-]+:\s+)(?!["'|>])([^#\n]*?\S)\s+#/u

/**
 * Mistakes of a document's file or header that YAML would accept silently, or misreport:
 * refused before the header is read, with the line and the fix.
 */
export function checkDocumentText(source: string, file: string): void {
  const lines = source.split(/\r?\n/)
  const fail = (line: number, problem: string, fix: string, column?: number): never => {
    throw new DocumentError(documentMessage(file, { line, column }, problem, fix), { place: { line, column }, source })
  }
  const broken = lines.findIndex((text) => text.includes('\uFFFD'))
  if (broken >= 0) {
    fail(
      broken + 1,
      'le fichier n’est pas enregistré en UTF-8 : ses lettres accentuées deviennent « \uFFFD »',
      'dans votre éditeur, enregistrez-le de nouveau avec l’encodage UTF-8 (VS Code : cliquez sur l’encodage en bas à droite, puis « Enregistrer avec l’encodage » et « UTF-8 »), puis retapez les lettres abîmées',
      (lines[broken]?.indexOf('\uFFFD') ?? 0) + 1,
    )
  }
  if (lines[0]?.trim() !== '---') return
  const close = lines.findIndex((text, index) => index > 0 && text.trim() === '---')
  if (close < 0) {
    // Where the header visibly ends: the first line that is neither a field, a list item, nor blank.
    const end = lines.findIndex((text, index) => index > 0 && text.trim() !== '' && !/^(\s+\S|-\s|[\w"'-]+\s*:|#(?!#))/u.test(text))
    const line = end < 0 ? lines.length : end + 1
    fail(
      line,
      'la ligne « --- » qui ferme l’en-tête manque : tout le texte serait lu comme des champs',
      `ajoutez une ligne « --- » juste après le dernier champ de l’en-tête, avant la ligne ${line}`,
    )
  }
  for (let index = 1; index < close; index++) {
    const text = lines[index] ?? ''
    const indent = /^[\s\u00A0\u202F]*/u.exec(text)?.[0] ?? ''
    const foreign = FOREIGN_SPACE.exec(indent)
    if (foreign && text.trim() !== '') {
      fail(
        index + 1,
        'cette ligne de l’en-tête est décalée par une espace insécable, que YAML ne compte pas comme alignement',
        'effacez le début de la ligne et retapez son décalage avec la barre d’espace (deux espaces par niveau)',
        foreign.index + 1,
      )
    }
    const hash = TRUNCATING_HASH.exec(text)
    if (hash) {
      fail(
        index + 1,
        `le signe « # » coupe cette valeur : YAML lit la suite comme une note et ne garde que « ${hash[2]} »`,
        `entourez toute la valeur de guillemets droits, par exemple ${hash[1]!.trim()} "${text.slice(hash[1]!.length).trim()}" ; pour une note, mettez-la sur sa propre ligne, commençant par #`,
        text.indexOf('#', hash[1]!.length) + 1,
      )
    }
  }
}
