/** French numbers in words, zéro to vingt: the one table every rule that writes or reads a number in words uses. */
export const NUMBER_WORDS =
  'zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf vingt'.split(
    ' ',
  )

/**
 * A count as running French prose writes it: in words up to twenty (« plus de quinze ans »), in
 * digits beyond, with a narrow no-break space between thousands (« 1 200 »).
 */
export function frenchCount(n: number): string {
  return Number.isInteger(n) && n >= 0 && n <= 20 ? NUMBER_WORDS[n]! : n.toLocaleString('fr-FR').replace(/\s/g, '\u202F')
}

/** 1800 → « 1 800 € », 5000 → « 5 000 € »: narrow no-break spaces between thousands, a no-break space before the sign. */
export const formatEuros = (amount: number) =>
  `${amount.toLocaleString('fr-FR', { maximumFractionDigits: 2 }).replace(/\s/g, '\u202F')}\u00A0€`
