import { initConsent } from '../consent/init-consent'
import { enhanceMobileMenu } from './mobile-menu'
import { enhanceTopBar } from './top-bar'

const bar = document.querySelector<HTMLElement>('[data-topbar]')
if (bar) enhanceTopBar(bar)

const menu = document.querySelector<HTMLElement>('[popover][id]')
if (menu) enhanceMobileMenu(menu)

initConsent()
