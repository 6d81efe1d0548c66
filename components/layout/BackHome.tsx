import { ArrowLeft } from 'lucide-react'
import styles from './BackHome.module.css'
import { hairline } from '../icons/stroke.ts'

export function BackHome() {
  return (
    <a className={styles.back} href="/">
      <ArrowLeft aria-hidden="true" size={16} {...hairline} />
      Retour à l’accueil
    </a>
  )
}
