import TrainerDocument, { frontmatter } from '../../content/formatrice.mdx'
import { ContactBlock } from '../../components/contact/ContactBlock.tsx'
import { TrainerHero } from '../../components/trainer/TrainerHero.tsx'
import { TrainerProfileProvider } from '../../components/trainer/TrainerProfileContext.tsx'
import { trainerComponents } from '../../components/trainer/trainer-components.ts'

/** The trainer page: the hero, then content/formatrice.mdx (prose and placed records), then the shared contact block. */
export default function Page() {
  return (
    <TrainerProfileProvider profile={frontmatter}>
      <TrainerHero />
      <TrainerDocument components={trainerComponents} />
      <ContactBlock title={frontmatter.contact.title} subject={frontmatter.contact.subject}>
        <p>{frontmatter.contact.text}</p>
      </ContactBlock>
    </TrainerProfileProvider>
  )
}
