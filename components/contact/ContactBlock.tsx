import type { ReactNode } from 'react'
import { identity } from '../../content/identite.ts'
import { homeAnchors } from '../home/anchors.ts'
import { ContactDetails } from '../identity/ContactDetails.tsx'
import { mailtoHref } from '../identity/format.ts'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { Typeset } from '../ui/Typeset.tsx'
import styles from './ContactBlock.module.css'

/**
 * The contact block of the home and trainer pages: e-mail, phone and area in the footer's presentation, and a
 * « Prendre contact » draft with its own subject. The declaration of activity is the footer's, just below: printed once
 * per page (issue 29). It opens on its title alone, one line of the serif, where the other sections have a label
 * (issue 37).
 */
export function ContactBlock(props: { title: string; subject: string; children?: ReactNode }) {
  return (
    <section className={styles.contact} id={homeAnchors.contact} aria-labelledby={`${homeAnchors.contact}-titre`}>
      <div className={styles.inner}>
        <h2 className={styles.title} id={`${homeAnchors.contact}-titre`}>
          <Typeset title text={props.title} />
        </h2>
        {props.children ? <div className={styles.intro}>{props.children}</div> : null}
        <ContactDetails area className={styles.details} />
        <ButtonLink href={mailtoHref(identity.contact.email, { subject: props.subject })} data-contact-cta="">
          Prendre contact
        </ButtonLink>
      </div>
    </section>
  )
}
