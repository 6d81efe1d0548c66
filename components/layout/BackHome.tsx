import styles from './BackHome.module.css'
import { Icon } from '../icons/Icon.tsx'

export function BackHome() {
  return (
    <a className={styles.back} href="/">
      <Icon name="fleche-gauche" size={16} />
      Retour à l’accueil
    </a>
  )
}
