import { usePageContext } from 'vike-react/usePageContext'
import { identity } from '../../content/identite.ts'
import type { QuoteRequest } from '../home/quote-request.ts'
import { formatPhone, telHref } from '../identity/format.ts'
import { ArchMark } from '../ui/ArchMark.tsx'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { nameLength } from './name-length.ts'
import { currentPage, mainNavigation, routes } from './navigation.ts'
import styles from './TopBar.module.css'
import { Icon } from '../icons/Icon.tsx'

export const MENU_ID = 'menu-principal'

/**
 * Fixed top bar (in the page's flow where a fixed one would take too much of the screen, see TopBar.module.css). The
 * mobile menu is a native popover: below 1024 px a full-height panel on the page's colour, whose button reads « Menu »,
 * then « Fermer » while it is open; from 1024 px, and without a script, an inline list. The enhancement script adds the
 * scrolled style, keeps the focus inside the open menu, closes it on a link, and makes it a disclosure where popovers are
 * missing (enhance/mobile-menu.ts). The quote request is in the bar from 768 px, and at the foot of the open menu with the
 * phone number below that; on a phone, a short « Devis » joins the bar once the page's own request has scrolled away
 * (enhance/top-bar.ts).
 */
export function TopBar({ quote }: { quote: QuoteRequest }) {
  const { urlPathname } = usePageContext()
  return (
    <header className={styles.bar} data-topbar="">
      <div className={styles.inner}>
        <a className={styles.brand} href={routes.home} aria-current={currentPage(routes.home, urlPathname)}>
          <ArchMark />
          <span className={styles.brandName} data-name-length={nameLength(identity.organisation.name)}>
            {identity.organisation.name}
          </span>
        </a>
        <a className={styles.compactQuote} href={quote.href} data-bar-compact-quote="">
          Devis
        </a>
        <button className={styles.toggle} type="button" popoverTarget={MENU_ID} aria-controls={MENU_ID}>
          <Icon name="menu" className={styles.whenClosed} size={22} />
          <Icon name="fermer" className={styles.whenOpen} size={22} />
          <span className={styles.whenClosed}>Menu</span>
          <span className={styles.whenOpen}>Fermer</span>
        </button>
        <nav className={styles.nav} id={MENU_ID} popover="auto" aria-label="Navigation principale" data-menu="">
          <ul className={styles.list}>
            {mainNavigation.map((link) => (
              <li key={link.href}>
                <a className={styles.link} href={link.href} aria-current={currentPage(link.href, urlPathname)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div className={styles.menuFoot}>
            <ButtonLink href={quote.href} data-menu-quote="">
              {quote.label}
            </ButtonLink>
            <ButtonLink variant="secondary" href={telHref(identity.contact.phone)} data-menu-phone="">
              {/* No breaking space in a phone link's text; at a large text size, the line may break before the number. */}
              {'Appeler\u00A0le\u00A0'}
              <wbr />
              {formatPhone(identity.contact.phone)}
            </ButtonLink>
          </div>
        </nav>
        <a className={styles.quote} href={quote.href} data-bar-quote="">
          {quote.label}
        </a>
      </div>
    </header>
  )
}
