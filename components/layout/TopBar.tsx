import { Menu, X } from 'lucide-react'
import { identity } from '../../content/identite.ts'
import { ArchMark } from '../ui/ArchMark.tsx'
import { mainNavigation } from './navigation.ts'
import styles from './TopBar.module.css'
import { hairline } from '../icons/stroke.ts'

export const MENU_ID = 'menu-principal'

/**
 * Fixed top bar. The mobile menu is a native popover, shown inline from 768 px; the enhancement script adds the
 * scrolled style, closes the menu on a link, and makes it a disclosure where popovers are missing (enhance/mobile-menu.ts).
 */
export function TopBar() {
  return (
    <header className={styles.bar} data-topbar="">
      <div className={styles.inner}>
        <a className={styles.brand} href="/">
          <ArchMark />
          {identity.organisation.name}
        </a>
        <button className={styles.toggle} type="button" popoverTarget={MENU_ID} aria-controls={MENU_ID}>
          <Menu className={styles.iconOpen} aria-hidden="true" size={22} {...hairline} />
          <X className={styles.iconClose} aria-hidden="true" size={22} {...hairline} />
          <span className={styles.toggleLabel}>Menu</span>
        </button>
        <nav className={styles.nav} id={MENU_ID} popover="auto" aria-label="Navigation principale" data-menu="">
          <ul className={styles.list}>
            {mainNavigation.map((link) => (
              <li key={link.href}>
                <a className={styles.link} href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
