import { ArrowLeft } from 'lucide-react'
import styles from './BackHome.module.css'

export function BackHome() {
  return (
    <a className={styles.back} href="/">
      <ArrowLeft aria-hidden="true" size={16} strokeWidth={1.5} />
      Retour à l’accueil
    </a>
  )
}
