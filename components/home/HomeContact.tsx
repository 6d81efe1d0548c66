import type { ReactNode } from 'react'
import type { HomeContactFrontmatter } from '../../content/schemas/home'
import { ContactBlock } from '../contact/ContactBlock'
import styles from './HomeContact.module.css'

/**
 * The shared contact block, held in the page frame of the top bar so that its left edge lines up
 * with the home sections above it.
 */
export function HomeContact(props: HomeContactFrontmatter & { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <ContactBlock title={props.title} subject={props.subject}>
        {props.children}
      </ContactBlock>
    </div>
  )
}
