import { identity } from '../../content/identite.ts'
import { RegistrationStatement } from '../identity/IdentityValues.tsx'
import { EiName } from '../identity/OwnerFacts.tsx'
import { ArchMark } from '../ui/ArchMark.tsx'
import styles from './Footer.module.css'
import { legalNavigation } from './navigation.ts'

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.name}>
          <ArchMark />
          {identity.organisation.name}
        </p>
        {/* The trading name never stands alone: beside it, the entrepreneur individuel's name (C. com. R526-27). */}
        <p className={styles.legalName}>
          <EiName />
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
