import type { ReactNode } from 'react'
import { SectionShell } from './SectionShell.tsx'
import styles from './ProfileSection.module.css'

/**
 * A section of prose in content/formatrice.mdx (portrait, teaching approach): the writer gives
 * its anchor, label and title as attributes and writes the paragraphs inside.
 */
export function ProfileSection(props: { id: string; eyebrow?: string; title: string; children: ReactNode }) {
  return (
    <SectionShell id={props.id} eyebrow={props.eyebrow} title={props.title}>
      <div className={styles.prose}>{props.children}</div>
    </SectionShell>
  )
}
