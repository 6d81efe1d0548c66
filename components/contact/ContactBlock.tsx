import type { ReactNode } from 'react'
import { identity } from '../../content/identite.ts'
import { homeAnchors } from '../home/anchors.ts'
import { Area, Email, Phone } from '../identity/IdentityValues.tsx'
import { mailtoHref } from '../identity/format.ts'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { Eyebrow } from '../ui/Eyebrow.tsx'
import styles from './ContactBlock.module.css'

/**
 * The contact block shared by the home page and the trainer page: e-mail, phone, area,
 * and a « Prendre contact » e-mail draft with its own subject. The prose comes from the content.
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
          <div>
            <dt>Courriel</dt>
            <dd>
              <Email />
            </dd>
          </div>
          <div>
            <dt>Téléphone</dt>
            <dd>
              <Phone />
            </dd>
          </div>
          <div>
            <dt>Zone d’intervention</dt>
            <dd>
              <Area />
            </dd>
          </div>
        </dl>
        <ButtonLink href={mailtoHref(identity.contact.email, { subject: props.subject })} data-contact-cta="">
          Prendre contact
        </ButtonLink>
      </div>
    </section>
  )
}
