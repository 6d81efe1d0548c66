import type { HeroFrontmatter } from '../../content/schemas/home.ts'
import { quoteRequest, type QuoteRequest } from '../home/quote-request.ts'

/**
 * The hero's quote request, for one training: its title added to the subject, and written in the brief's last field
 * (« Modules qui nous intéressent : L’art du savoir-être »), or on a line of its own when the brief has no field.
 */
export function trainingQuote(hero: Pick<HeroFrontmatter, 'quoteLabel' | 'quoteSubject' | 'quoteBrief'>, title: string): QuoteRequest {
  const lines = hero.quoteBrief.split('\n')
  const field = lines.findLastIndex((line) => /:\s*$/.test(line))
  const brief =
    field === -1
      ? `${title}\n\n${hero.quoteBrief}`
      : lines.map((line, index) => (index === field ? `${line.trimEnd()} ${title}` : line)).join('\n')
  return quoteRequest({
    quoteLabel: hero.quoteLabel,
    quoteSubject: `${hero.quoteSubject} : ${title}`.replace(' :', '\u00A0:'),
    quoteBrief: brief,
  })
}
