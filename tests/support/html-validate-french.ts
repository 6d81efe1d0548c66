import type { Message } from 'html-validate'
import { documentMessage } from '../../build-tools/mdx/messages.ts'
import { placeOf } from './source-place.ts'

interface Explanation {
  problem: string
  fix: string
  /** A passage of the page to find the source line by (the title, the element's text). */
  passage?: string
}

/** The title text, from html-validate's message context or the page itself. */
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''

/**
 * html-validate's rules that a writer's or owner's text can break, said in French with the fix; any
 * other rule is named as it is, for the developer she forwards it to, with html-validate's own words.
 */
const RULES: Record<string, (message: Message, html: string) => Explanation> = {
  'long-title': (_, html) => {
    const title = titleOf(html)
    return {
      problem: `le titre de l’onglet « ${title} » compte ${title.length} caractères : au-delà de 70, les moteurs de recherche le coupent`,
      fix: 'raccourcissez le champ « title » de l’en-tête du document (le nom commercial n’y est plus ajouté quand il le rendrait trop long)',
      passage: title,
    }
  },
  'empty-title': () => ({ problem: 'le titre de l’onglet est vide', fix: 'écrivez le champ « title » de l’en-tête du document' }),
  'empty-heading': (message) => ({
    problem: `un titre de la page est vide (${message.selector ?? 'titre'})`,
    fix: 'écrivez son texte après les « ## », ou supprimez la ligne',
  }),
  'text-content': (message) => ({
    problem: `un lien ou un bouton n’a aucun texte (${message.selector ?? 'élément'}) : un lecteur d’écran ne peut pas dire où il mène`,
    fix: 'écrivez le texte du lien entre les crochets : [texte du lien](adresse)',
  }),
  'wcag/h37': (message) => ({
    problem: `une image n’a pas de texte de remplacement (${message.selector ?? 'image'})`,
    fix: 'décrivez-la entre les crochets : ![ce que montre la photographie](nom-du-fichier.jpg)',
  }),
}

/** One html-validate message, in French, at the source line when it can be found. */
export function htmlValidateMessage(message: Message, file: string, html: string): string {
  const rule = RULES[message.ruleId]
  if (!rule) {
    return documentMessage(
      `${file} (page construite)`,
      { line: message.line, column: message.column },
      `le HTML enfreint la règle « ${message.ruleId} » de html-validate, sur ${message.selector ?? 'un élément'} ; ce n’est pas une faute que le site sache rattacher à vos textes`,
      'transmettez ce message à un développeur',
      message.message,
      'html-validate',
    )
  }
  const { problem, fix, passage } = rule(message, html)
  const place = passage ? placeOf(passage.split(' — ')[0] ?? passage) : undefined
  return place
    ? documentMessage(place.file, { line: place.line }, `${problem} (page ${file})`, fix)
    : documentMessage(`${file} (page construite)`, undefined, problem, fix)
}
