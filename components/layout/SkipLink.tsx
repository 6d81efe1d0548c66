import styles from './SkipLink.module.css'

export const MAIN_ID = 'contenu'

export function SkipLink() {
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`}>
      Aller au contenu
    </a>
  )
}
