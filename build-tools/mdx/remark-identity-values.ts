import type { Link, Root, Text } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { identity } from '../../content/identite.ts'
import { digitsOf } from '../../lib/company-numbers.ts'
import { readPhone } from '../../lib/phone-number.ts'
import { failDocument, failInText } from './messages.ts'

interface Watched {
  what: string
  /** « tapée » and « remplacez-la » for a feminine value (l’adresse), « tapé » and « remplacez-le » otherwise. */
  feminine?: boolean
  component: string
  /** Finds the value however it is typed (spaces, dots, +33 or 0). */
  pattern: RegExp
}

const spaced = (digits: string) => [...digits].join('[\\s.\\u00A0\\u202F-]?')
const digitsPattern = (typed: string) => new RegExp(`(?<!\\d)${spaced(digitsOf(typed))}(?!\\d)`, 'u')
/** The number as dialled (+33 6…, +596 696…) or in national form (06…, 0696…); a short number as its digits. */
const phonePattern = (typed: string) => {
  const dial = readPhone(typed)?.dial ?? digitsOf(typed)
  const international = /^\+(33|590|594|596|262)(\d{9})$/.exec(dial)
  if (!international) return digitsPattern(dial.replace(/^\+/, ''))
  const [, code = '', national = ''] = international
  // France's plan, overseas too: the national form is 0 and the nine digits after the code (+596 696 12 34 56 is 0696 12 34 56).
  return new RegExp(`(?:\\+${code}[\\s.\\u00A0\\u202F]?(?:\\(0\\))?[\\s.\\u00A0\\u202F]?|(?<!\\d)0)${spaced(national)}(?!\\d)`, 'u')
}
const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'iu')

/** The identity values a document must print through their component (content/identite.ts). */
const watched: Watched[] = [
  { what: 'l’adresse électronique', feminine: true, component: '<Email />', pattern: literal(identity.contact.email) },
  { what: 'le numéro de téléphone', component: '<Phone />', pattern: phonePattern(identity.contact.phone) },
  { what: 'le numéro SIRET', component: '<Siret />', pattern: digitsPattern(identity.organisation.siret) },
  {
    what: 'le numéro de déclaration d’activité',
    component: '<RegistrationNumber />',
    pattern: digitsPattern(identity.registration.number),
  },
]

/**
 * An identity value typed by hand would silently stay behind when the owner changes it in
 * content/identite.ts: the build refuses it in the text and in link addresses, and names the
 * component that prints it.
 */
export function remarkIdentityValues() {
  const typed = (value: Watched) => (value.feminine ? 'tapée' : 'tapé')
  const fix = (value: Watched) =>
    `remplacez-${value.feminine ? 'la' : 'le'} par ${value.component}, qui l’affiche depuis content/identite.ts (la seule source des coordonnées, qui suit leurs changements)`
  return (tree: Root, file: VFile) => {
    visit(tree, 'text', (node: Text) => {
      for (const value of watched) {
        const found = value.pattern.exec(node.value)
        if (found)
          failInText(file, node, found.index, `${value.what} « ${found[0]} » est ${typed(value)} à la main`, fix(value), 'coordonnee-tapee')
      }
    })
    visit(tree, 'link', (node: Link) => {
      for (const value of watched) {
        const found = value.pattern.exec(safeDecode(node.url))
        if (found)
          failDocument(
            file,
            node,
            `${value.what} « ${found[0]} » est ${typed(value)} à la main dans l’adresse d’un lien`,
            fix(value),
            'coordonnee-tapee',
          )
      }
    })
  }
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url)
  } catch {
    return url
  }
}
