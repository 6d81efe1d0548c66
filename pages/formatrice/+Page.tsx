import TrainerDocument, { frontmatter } from '../../content/formatrice.mdx'
import { ContactBlock } from '../../components/contact/ContactBlock.tsx'
import { TrainerHero } from '../../components/trainer/TrainerHero.tsx'
import { trainerComponents } from '../../components/trainer/trainer-components.tsx'

/** The trainer page: the hero, then content/formatrice.mdx (prose and placed records), then the shared contact block. */
export default function Page() {
  const { contact } = frontmatter
  return (
    <>
      <TrainerHero {...frontmatter} />
      <TrainerDocument components={trainerComponents(frontmatter)} />
      <ContactBlock title={contact.title} subject={contact.subject}>
        <p>{contact.text}</p>
      </ContactBlock>
    </>
  )
}
