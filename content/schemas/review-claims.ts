/**
 * Words that present the authors of the reviews as people who really took a training (« nos clients », « les
 * personnes que nous avons formées »). Said without checking it, that is presumed misleading (C. consom. L121-4, 27°):
 * while content/accueil/avis.mdx says `checked: false`, its header (schemas/home.ts) and its text
 * (build-tools/mdx/remark-review-claims.ts) may not use them. The reviews' own words are theirs, and are not read.
 */
const CLAIMS: readonly RegExp[] = [
  /\b(?:nos|ses|des)\s+(?:anciens?\s+|anciennes?\s+)?(?:client(?:e)?s?|stagiaires?|participant(?:e)?s?|apprenant(?:e)?s?|élèves?)(?![\p{L}-])/iu,
  /\b(?:clients?|stagiaires?|participants?)\s+(?:vérifiés?|formés?)(?![\p{L}-])/iu,
  /\bque\s+nous\s+avons\s+(?:formé(?:e)?s?|accompagné(?:e)?s?)(?![\p{L}-])/iu,
  /\bqu[’']elle\s+a\s+(?:formé(?:e)?s?|accompagné(?:e)?s?)(?![\p{L}-])/iu,
  /\b(?:ont|a)\s+suivi\s+(?:nos|une\s+de\s+nos|l[’']une\s+de\s+nos|ses|une\s+de\s+ses|l[’']une\s+de\s+ses)\s+formations?(?![\p{L}-])/iu,
]

/** Where `text` claims the reviewers are clients, and the words that do: null when it does not. */
export function clientClaim(text: string): { index: number; words: string } | null {
  const plain = text.replace(/[\u00A0\u202F]/g, ' ')
  const found = CLAIMS.map((claim) => claim.exec(plain))
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => a.index - b.index)[0]
  return found ? { index: found.index, words: found[0] } : null
}

/** The one sentence that tells the writer why, in the build's message and in the schema's. */
export const CLAIM_PROBLEM =
  'les avis ne sont pas vérifiés (« checked: false » dans l’en-tête) : présenter leurs auteurs comme vos clients serait une pratique commerciale trompeuse (art. L121-4 du Code de la consommation)'

export const CLAIM_FIX =
  'parlez des avis sans dire qui les a écrits (« ces avis », « publiés sur notre fiche Google ») ; ou, si vous vérifiez que chaque auteur a suivi une formation, écrivez « checked: true » et, dans « how », comment'
