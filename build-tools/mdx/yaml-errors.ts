/**
 * js-yaml explains its errors in English and in parser terms; these are the ones a writer meets,
 * said in French with their usual cause. Any other reason is kept as js-yaml wrote it.
 */
const explanations: Array<[RegExp, string]> = [
  [/within a flow collection|missed comma between flow collection entries/, 'un crochet « [ » ou une accolade « { » n’est pas refermé(e) ; une valeur qui commence ainsi doit être entre guillemets'],
  [/within a (double|single) quoted scalar/, 'un guillemet ouvert n’est jamais refermé'],
  [/duplicated mapping key/, 'le même champ est écrit deux fois ; gardez-en un seul'],
  [/bad indentation|incomplete explicit mapping pair|multiline key may not be an implicit key|end of the stream or a document separator is expected/, 'une ligne est mal alignée, ou une valeur contient « : » sans être entre guillemets'],
  [/tab characters must not be used/, 'une tabulation sert d’alignement ; remplacez-la par des espaces'],
]

export function explainYamlReason(reason: string): string {
  const found = explanations.find(([pattern]) => pattern.test(reason))
  return found ? `${found[1]} ; YAML : ${reason}` : `YAML : ${reason}`
}
