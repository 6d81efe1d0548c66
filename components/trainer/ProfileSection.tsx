import type { ReactNode } from 'react'
import styles from './ProfileSection.module.css'
import { Section } from '../ui/Section.tsx'

/** A prose section of content/formatrice.mdx (the biography, the approach): the writer gives its anchor, label and title. */
export function ProfileSection(props: { id: string; eyebrow?: string; title: string; children: ReactNode }) {
  return (
    <Section layout="stacked" id={props.id} eyebrow={props.eyebrow} title={props.title}>
      <div className={styles.prose}>{props.children}</div>
    </Section>
  )
}
