import type { Link, Root, Text } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { failDocument, failInText } from './messages.ts'

/** Characters that do not show but break an address: zero-width spaces and joiners, soft hyphen, BOM. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/u
/** An address the browser would read as a file of this site (www.site.fr, site.fr/page). */
const BARE_DOMAIN = /^(?:www\.|[\p{L}\d-]+\.(?:fr|com|org|net|eu|gouv\.fr|io|info)(?:[/?#]|$))/iu
/** An e-mail address written as a link's address without « mailto: » (the browser would look for a page). */
const BARE_EMAIL = /^[^\s@/:]+@[^\s@/:]+\.\p{L}{2,}$/u
/**
 * A link that Markdown did not recognise and left as text: [texte](adresse) or [texte] (adresse),
 * with an address in the parentheses (« [sic] (article 5) » is prose, not a link).
 */
const RAW_LINK = /\[[^\]\n]+\]\s*\(\s*(?:\/|#|https?:|www\.|mailto:|tel:)[^)\n]*\)/u

/**
 * Mistakes in the address of a link that would otherwise build silently: a bare domain or e-mail
 * address (the browser looks for a file of this site), an address in http:// (not encrypted), an
 * invisible character pasted with the address, and a link that Markdown left as text (a space in the
 * address, or between ] and ().
 */
export function remarkLinkAddresses() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'link', (node: Link) => {
      const url = node.url
      const invisible = INVISIBLE.exec(url)
      if (invisible) {
        const name =
          invisible[0] === '\u00AD'
            ? 'un trait d’union conditionnel (U+00AD)'
            : `une espace invisible (U+${invisible[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`
        failDocument(
          file,
          node,
          `l’adresse du lien « ${url.replace(INVISIBLE, '')} » contient ${name}, un caractère invisible souvent copié avec elle`,
          'effacez l’adresse et retapez-la au clavier',
          'lien-caractere-invisible',
        )
      }
      if (/^http:\/\//i.test(url)) {
        failDocument(
          file,
          node,
          `l’adresse du lien « ${url} » commence par http:// : la connexion ne serait pas chiffrée, et le navigateur du visiteur l’avertirait, ou refuserait de l’ouvrir`,
          `écrivez https:// : [texte](${url.replace(/^http:/i, 'https:')}) ; vérifiez que l’adresse s’ouvre ainsi dans votre navigateur, sinon ne mettez pas de lien vers ce site`,
          'lien-non-chiffre',
        )
      }
      if (BARE_EMAIL.test(url)) {
        failDocument(
          file,
          node,
          `l’adresse du lien « ${url} » est une adresse électronique sans « mailto: » : le navigateur chercherait une page de ce site`,
          `ajoutez mailto: devant : [texte](mailto:${url})`,
          'courriel-sans-mailto',
        )
      }
      if (BARE_DOMAIN.test(url)) {
        failDocument(
          file,
          node,
          `l’adresse du lien « ${url} » ne commence pas par https:// : le navigateur chercherait une page de ce site`,
          `ajoutez https:// devant : [texte](https://${url})`,
          'lien-sans-https',
        )
      }
    })
    visit(tree, 'text', (node: Text) => {
      const raw = RAW_LINK.exec(node.value)
      if (!raw) return
      const address = /\(([^)]*)\)$/u.exec(raw[0])?.[1] ?? ''
      // The likely cause when there is one: a space between ] and (, or in the address.
      const [cause, fix] = /\]\s+\(/u.test(raw[0])
        ? [' : une espace sépare ] et (', 'collez la parenthèse au crochet : [texte](adresse)']
        : /\s/u.test(address.trim()) || address !== address.trim()
          ? [' : son adresse contient une espace', 'supprimez l’espace de l’adresse (ou remplacez-la par %20 si elle en fait partie)']
          : ['', 'vérifiez les crochets et les parenthèses : [texte du lien](https://adresse), sans espace dans l’adresse']
      failInText(file, node, raw.index, `le lien « ${raw[0]} » est resté tel quel dans le texte${cause}`, fix, 'lien-non-reconnu')
    })
  }
}
