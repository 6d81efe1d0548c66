import { DocumentError, type Place } from './document-error.ts'
import { documentMessage, WRITER_SOURCE } from './messages.ts'

/** What MDX throws (a VFileMessage), read by its fields so as not to depend on the class. */
interface MdxMessage {
  reason: string
  source?: string | null
  ruleId?: string | null
  line?: number | null
  column?: number | null
}

function isMdxMessage(error: unknown): error is MdxMessage {
  return error instanceof Error && typeof (error as Partial<MdxMessage>).reason === 'string' && 'ruleId' in error
}

interface Explanation {
  problem: string
  fix: string
  /** When MDX names the real place in its text rather than in its position (an unclosed tag). */
  place?: Place
}

type Rule = (reason: string, error: MdxMessage, source: string | undefined) => Explanation | undefined

const SPECIAL_CHARACTERS = 'pour écrire ces signes comme du texte, tapez \\< \\{ \\}'

/**
 * MDX's syntax errors are in English and in parser terms. Each rule recognises one that a writer
 * meets and says it in French, with the fix; the original sentence is kept below for developers.
 */
const rules: Rule[] = [
  (reason) => {
    const match = /^Expected a closing tag for `<([^>\s]*)[^`]*>` \((\d+):(\d+)/.exec(reason)
    if (!match) return undefined
    const [, name = '', line, column] = match
    const inParagraph = /before the end of `paragraph`/.test(reason)
    return {
      problem: `la balise <${name}> est ouverte mais jamais fermée`,
      fix:
        `si elle n’a pas de contenu, fermez-la sur elle-même : <${name} /> ; sinon ajoutez </${name}> après son contenu` +
        (inParagraph ? ', dans le même paragraphe (sans ligne vide entre les deux)' : ''),
      place: { line: Number(line), column: Number(column) },
    }
  },
  (reason) => {
    const match = /^Unexpected closing tag `<\/([^>]*)>`, expected corresponding closing tag for `<([^>\s]*)[^`]*>` \((\d+):/.exec(reason)
    if (!match) return undefined
    const [, closing = '', opening = '', line] = match
    return {
      problem: `la balise fermante </${closing}> ne correspond pas à la balise <${opening}> ouverte ligne ${line}`,
      fix: `fermez-la par </${opening}>, ou corrigez le nom de l’une des deux pour qu’elles soient identiques`,
    }
  },
  (reason) => {
    const match = /^Unexpected closing (?:tag `<\/([^>]*)>`|slash `\/` in tag), expected an open tag first/.exec(reason)
    if (!match) return undefined
    const name = match[1] ?? ''
    return {
      problem: `balise fermante </${name}> sans balise ouvrante avant elle`,
      fix: `supprimez-la, ou ajoutez <${name}> au début du passage qu’elle doit entourer`,
    }
  },
  (reason, error, source) => {
    if (error.source !== 'micromark-extension-mdx-expression' || error.ruleId !== 'unexpected-eof') return undefined
    return {
      problem: 'une accolade « { » est ouverte et jamais refermée : MDX lit tout ce qui la suit comme du code',
      fix: 'pour écrire une accolade dans le texte, tapez \\{ ; sinon supprimez-la, ou refermez-la par « } »',
      // MDX points at the end of the passage; the writer needs the brace itself.
      place: lastBraceBefore(source, error.line ?? undefined, error.column ?? undefined),
    }
  },
  (reason, error) => {
    if (error.source !== 'micromark-extension-mdx-expression' && error.source !== 'micromark-extension-mdxjs-esm') return undefined
    return {
      problem: 'le texte entre accolades { … } n’est pas du code valide',
      fix: 'pour écrire des accolades dans le texte, tapez \\{ et \\} ; pour une note qui ne s’affiche pas, écrivez {/* votre note */}',
    }
  },
  (reason) => {
    if (!/to create a comment in MDX/.test(reason)) return undefined
    return {
      problem: 'les commentaires HTML <!-- … --> ne sont pas acceptés par MDX',
      fix: 'écrivez la note entre {/* et */} : elle restera dans le fichier sans s’afficher',
    }
  },
  (reason) => {
    if (!/in attribute value, expected a corresponding closing quote/.test(reason)) return undefined
    return {
      problem: 'la valeur d’un attribut est ouverte par un guillemet jamais refermé',
      fix: 'fermez-la par le même guillemet droit, par exemple <Callout title="À retenir">',
    }
  },
  (reason) => {
    const match = /^Unexpected character `([‘’“”«»])` \(U\+[0-9A-F]+\) before attribute value/.exec(reason)
    if (!match) return undefined
    return {
      problem: `la valeur d’un attribut est ouverte par un guillemet typographique ${match[1]}, que MDX ne reconnaît pas`,
      fix: 'entourez la valeur de guillemets droits, par exemple <Callout title="À retenir"> (votre traitement de texte les a peut-être remplacés)',
    }
  },
  (reason) => {
    if (!/to create a link in MDX, use `\[text\]\(url\)`/.test(reason)) return undefined
    return {
      problem: 'une adresse entre chevrons < … > n’est pas un lien en MDX : elle est lue comme une balise',
      fix: 'écrivez le lien sous la forme [texte du lien](https://adresse-du-site.fr)',
    }
  },
  (reason, error) => {
    if (error.source !== 'micromark-extension-mdx-jsx') return undefined
    return {
      problem: 'un signe « < » est lu comme le début d’une balise, mais la suite n’en est pas une',
      fix: `${SPECIAL_CHARACTERS} ; pour un composant, vérifiez son écriture : <Email /> ou <Callout title="…">…</Callout>`,
    }
  },
]

/**
 * The French DocumentError for an error thrown while compiling MDX, or undefined when the error
 * does not come from MDX (then it is a bug of the site, to let through as it is).
 */
export function explainMdxError(error: unknown, shown: string, source?: string): DocumentError | undefined {
  if (!isMdxMessage(error)) return undefined
  const reason = error.reason
  const fromMessage = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason)
  const position: Place | undefined = error.line
    ? { line: error.line, column: error.column ?? undefined }
    : fromMessage
      ? { line: Number(fromMessage[1]), column: Number(fromMessage[2]) }
      : undefined
  // Our own remark plugins already wrote the message for the writer.
  if (error.source === WRITER_SOURCE) return new DocumentError(reason, { place: position, source })
  const explained = rules.map((rule) => rule(reason, error, source)).find(Boolean) ?? {
    problem: 'la syntaxe MDX est incorrecte à cet endroit',
    fix: `vérifiez les balises (<Composant /> ou <Composant>…</Composant>), les accolades et les signes « < » autour de cette ligne ; ${SPECIAL_CHARACTERS}`,
  }
  const place = explained.place ?? position
  return new DocumentError(documentMessage(shown, place, explained.problem, explained.fix, reason), { place, source })
}

/** The last « { » at or before a place in the source, where an unclosed expression begins. */
function lastBraceBefore(source: string | undefined, line: number | undefined, column: number | undefined): Place | undefined {
  if (!source || !line) return undefined
  const lines = source.split('\n')
  for (let n = line; n >= 1; n--) {
    const text = lines[n - 1] ?? ''
    const upTo = n === line && column ? text.slice(0, column) : text
    const index = upTo.lastIndexOf('{')
    if (index >= 0) return { line: n, column: index + 1 }
  }
  return undefined
}
