import { identity } from '../../content/identite'
import { RegistrationStatement } from '../identity/RegistrationStatement'
import { ArchMark } from '../ui/ArchMark'
import styles from './Footer.module.css'
import { legalNavigation } from './navigation'

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.name}>
          <ArchMark />
          {identity.organisation.name}
        </p>
        <p className={styles.statement} data-registration-statement="">
          <RegistrationStatement />
        </p>
        <nav aria-label="Informations légales">
          <ul className={styles.links}>
            {legalNavigation.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
