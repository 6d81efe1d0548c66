import type { ReactNode } from 'react'
import { identity } from '../../content/identite.ts'
import { homeAnchors } from '../home/anchors.ts'
import { Area, Email, Phone, RegistrationStatement } from '../identity/IdentityValues.tsx'
import { mailtoHref } from '../identity/format.ts'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { Eyebrow } from '../ui/Eyebrow.tsx'
import styles from './ContactBlock.module.css'

const details = [
  ['Courriel', <Email />],
  ['Téléphone', <Phone />],
  ['Zone d’intervention', <Area />],
] as const

/**
 * The contact block of the home and trainer pages: e-mail, phone, area, a « Prendre contact » draft
 * with its own subject, and the declaration of activity, in the only form L6352-12 allows.
 */
export function ContactBlock(props: { title: ReactNode; subject: string; children?: ReactNode }) {
  return (
    <section className={styles.contact} id={homeAnchors.contact} aria-labelledby={`${homeAnchors.contact}-titre`}>
      <div className={styles.inner}>
        <Eyebrow>Contact</Eyebrow>
        <h2 className={styles.title} id={`${homeAnchors.contact}-titre`}>
          {props.title}
        </h2>
        {props.children ? <div className={styles.intro}>{props.children}</div> : null}
        <dl className={styles.details}>
          {details.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <ButtonLink href={mailtoHref(identity.contact.email, { subject: props.subject })} data-contact-cta="">
          Prendre contact
        </ButtonLink>
        <p className={styles.registration} data-contact-registration="">
          <RegistrationStatement />
        </p>
      </div>
    </section>
  )
}
