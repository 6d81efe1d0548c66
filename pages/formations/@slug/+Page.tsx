import { usePageContext } from 'vike-react/usePageContext'
import { TrainingPage } from '../../../components/training/TrainingPage.tsx'
import { trainingQuote } from '../../../components/training/training-quote.ts'
import { trainingAt } from '../../../components/training/trainings.ts'
import { frontmatter as hero } from '../../../content/accueil/hero.mdx'
import { frontmatter as modalites } from '../../../content/accueil/modalites.mdx'
import programmes from 'virtual:programmes-pdf'

/** One page per file of content/formations/ (+onBeforePrerenderStart.ts lists them). */
export default function Page() {
  const { urlPathname } = usePageContext()
  const training = trainingAt(urlPathname)
  // Only the addresses listed by +onBeforePrerenderStart.ts are rendered: a miss is a developer's bug.
  if (!training) throw new Error(`Aucune formation à l’adresse ${urlPathname}`)
  return (
    <TrainingPage
      training={training}
      quote={trainingQuote(hero, training.title)}
      referent={modalites.accessibility.referent}
      pdf={programmes[training.slug]}
    />
  )
}
