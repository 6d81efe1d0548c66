import { usePageContext } from 'vike-react/usePageContext'
import { frontmatter as accessibility } from '../../content/accessibilite.mdx'
import { conformanceLevel } from '../accessibility/conformance.ts'
import { identity } from '../../content/identite.ts'
import { ContactDetails } from '../identity/ContactDetails.tsx'
import { RegistrationStatement } from '../identity/IdentityValues.tsx'
import { LegalLine } from '../identity/OwnerFacts.tsx'
import { ArchMark } from '../ui/ArchMark.tsx'
import styles from './Footer.module.css'
import { currentPage, legalNavigation, pagesWithContactBlock, routes } from './navigation.ts'

/**
 * Every page ends with the house's name, how to reach it (the identity file's e-mail and phone, but under a contact
 * block), its declaration of activity (but on the legal notices, which state it themselves) and the legal pages.
 */
export function Footer() {
  const { urlPathname } = usePageContext()
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.name} data-footer-name="">
          <ArchMark />
          <span className={styles.nameText}>{identity.organisation.name}</span>
        </p>
        {/* The trading name never stands alone: beside it, the EI name (C. com. R526-27) or the company's legal line (R123-238). */}
        <p className={styles.legalName}>
          <LegalLine />
        </p>
        {/* Where the page's own contact block stands just above, the footer does not repeat it. */}
        {pagesWithContactBlock.includes(urlPathname) ? null : <ContactDetails className={styles.contact} data-footer-contact="" />}
        {/* Printed once per page (issue 29): the legal notices state it in their own section. */}
        {urlPathname === routes.legalNotices ? null : (
          <p className={styles.statement} data-registration-statement="">
            <RegistrationStatement />
          </p>
        )}
        <nav aria-label="Informations légales">
          <ul className={styles.links}>
            {legalNavigation.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={currentPage(link.href, urlPathname)}>
                  {link.label}
                  {link.href === routes.accessibility ? `\u00A0: ${conformanceLevel(accessibility.audit)}` : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
