import { ContactBlock } from '../../components/contact/ContactBlock.tsx'
import { Expertise } from '../../components/home/Expertise.tsx'
import { Formations } from '../../components/home/Formations.tsx'
import { Hero } from '../../components/home/Hero.tsx'
import { Method } from '../../components/home/Method.tsx'
import { Publics } from '../../components/home/Publics.tsx'
import { quoteRequest } from '../../components/home/quote-request.ts'
import { Reviews } from '../../components/home/Reviews.tsx'
import { Terms } from '../../components/home/Terms.tsx'
import { trainings } from '../../components/training/trainings.ts'
import { mdxComponents } from '../../components/mdx/mdx-components.tsx'
import ReviewsText, { frontmatter as avis } from '../../content/accueil/avis.mdx'
import ContactText, { frontmatter as contact } from '../../content/accueil/contact.mdx'
import ExpertiseText, { frontmatter as expertise } from '../../content/accueil/expertise.mdx'
import FormationsText, { frontmatter as formations } from '../../content/accueil/formations.mdx'
import HeroText, { frontmatter as hero } from '../../content/accueil/hero.mdx'
import MethodText, { frontmatter as methode } from '../../content/accueil/methode.mdx'
import TermsText, { frontmatter as modalites } from '../../content/accueil/modalites.mdx'
import PublicsText, { frontmatter as publics } from '../../content/accueil/publics.mdx'

/** The home page: each section's prose is its fragment's body, its records the fragment's frontmatter, given as props. */
export default function Page() {
  return (
    <>
      <Hero {...hero}>
        <HeroText components={mdxComponents} />
      </Hero>
      <Expertise {...expertise}>
        <ExpertiseText components={mdxComponents} />
      </Expertise>
      <Formations {...formations} trainings={trainings} quote={quoteRequest(hero)}>
        <FormationsText components={mdxComponents} />
      </Formations>
      <Publics {...publics}>
        <PublicsText components={mdxComponents} />
      </Publics>
      <Reviews {...avis}>
        <ReviewsText components={mdxComponents} />
      </Reviews>
      <Method {...methode}>
        <MethodText components={mdxComponents} />
      </Method>
      <Terms {...modalites}>
        <TermsText components={mdxComponents} />
      </Terms>
      <ContactBlock title={contact.title} subject={contact.subject}>
        <ContactText components={mdxComponents} />
      </ContactBlock>
    </>
  )
}
