import { Eyebrow } from '../ui/Eyebrow.tsx'
import { identity } from '../../content/identite.ts'
import type { TrainerFrontmatter } from '../../content/schemas/trainer.ts'
import { mailtoHref } from '../identity/format.ts'
import { TrainerName, TrainerRole } from '../identity/IdentityValues.tsx'
import { trainerAnchors } from '../home/anchors.ts'
import { BackHome } from '../layout/BackHome.tsx'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { Portrait } from './Portrait.tsx'
import styles from './TrainerHero.module.css'
import { Icon } from '../icons/Icon.tsx'

/** « Bonjour Madame Delaunay, » then a blank line: a courteous opening for the e-mail draft, ready to be written. */
const greeting = `Bonjour Madame ${identity.trainer.lastName},\n\n`

/** Top of the trainer page: her name (the page's h1) and role, the promise, an e-mail draft and the way to her career. */
export function TrainerHero({ title, lead, mailSubject, portrait }: TrainerFrontmatter) {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.back}>
          <BackHome />
        </div>
        <div className={styles.text}>
          <Eyebrow>{title}</Eyebrow>
          <h1 className={styles.name}>
            <TrainerName />
          </h1>
          <p className={styles.role}>
            <TrainerRole />
          </p>
          <p className={styles.lead}>{lead}</p>
          <div className={styles.actions}>
            <ButtonLink href={mailtoHref(identity.contact.email, { subject: mailSubject, body: greeting })} data-trainer-mail="">
              <Icon name="courriel" size={18} />
              Écrire à <TrainerName />
            </ButtonLink>
            <ButtonLink href={`#${trainerAnchors.career}`} variant="secondary">
              Découvrir son parcours
              <Icon name="fleche-bas" size={18} />
            </ButtonLink>
          </div>
        </div>
        <Portrait photo={portrait} />
      </div>
    </header>
  )
}
