import { usePageContext } from 'vike-react/usePageContext'
import { identity } from '../../content/identite.ts'
import { Email, Phone, RegistrationStatement } from '../identity/IdentityValues.tsx'
import { EiName } from '../identity/OwnerFacts.tsx'
import { ArchMark } from '../ui/ArchMark.tsx'
import styles from './Footer.module.css'
import { currentPage, legalNavigation } from './navigation.ts'

/** Every page ends with the house's name, how to reach it (the identity file's e-mail and phone), its declaration and the legal pages. */
export function Footer() {
  const { urlPathname } = usePageContext()
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
        <address className={styles.contact} data-footer-contact="">
          <p>
            <span className={styles.contactLabel}>Courriel</span>
            <Email />
          </p>
          <p>
            <span className={styles.contactLabel}>Téléphone</span>
            <Phone />
          </p>
        </address>
        <p className={styles.statement} data-registration-statement="">
          <RegistrationStatement />
        </p>
        <nav aria-label="Informations légales">
          <ul className={styles.links}>
            {legalNavigation.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={currentPage(link.href, urlPathname)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
