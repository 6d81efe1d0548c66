import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { HTMLElement } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { identity } from '../../content/identite.ts'
import { crawlBuiltSite, formatProblem, linkChecks } from '../../build-tools/links/crawl.ts'
import { linkText, type SiteCheck, type SiteProblem } from '../../build-tools/links/crawled-site.ts'
import { clientDir } from '../../build-tools/built-site.ts'
import { expectNoFaults } from '../support/no-faults.ts'

/**
 * The crawler of build-tools/links (internal hrefs, #anchors, duplicate ids) plus the checks of
 * this gate: images, new-tab links, mailto:/tel: links, and assets from another origin.
 */

const siteOrigin = new URL(identity.siteUrl).origin

/** Every img needs alt (empty for decoration) and width/height (no layout shift while it loads). */
const checkImages: SiteCheck = (site) =>
  site.pages.flatMap((page) =>
    page.root.querySelectorAll('img').flatMap((img): SiteProblem[] => {
      const src = img.getAttribute('src') ?? '(sans src)'
      const missing = ['alt', 'width', 'height'].filter((name) => !img.hasAttribute(name))
      return missing.length === 0
        ? []
        : [
            {
              page,
              problem: `l’image ${src} n’a pas ${missing.map((name) => `d’attribut ${name}`).join(', ni ')}`,
              fix: 'alt décrit l’image (vide si elle est décorative) ; width et height donnent ses dimensions intrinsèques',
            },
          ]
    }),
  )

/** A link opened in a new tab must not hand window.opener to the page it opens. */
const checkNewTabs: SiteCheck = (site) =>
  site.pages.flatMap((page) =>
    page.root.querySelectorAll('a[target="_blank"]').flatMap((link): SiteProblem[] => {
      const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/)
      return rel.includes('noopener')
        ? []
        : [
            {
              page,
              problem: `le lien « ${linkText(link)} » (${link.getAttribute('href')}) s’ouvre dans un nouvel onglet sans rel="noopener"`,
              fix: 'ajoutez rel="noopener noreferrer"',
            },
          ]
    }),
  )

const emailAddress = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/
const mailtoFields = new Set(['subject', 'body', 'cc', 'bcc'])

/**
 * Why a mailto: href does not parse, or undefined when it does. Any address is welcome (a host's
 * abuse address, a data-protection officer): the organisation's own is refused where it is typed
 * (build-tools/mdx/remark-identity-values.ts), so only its components print it.
 */
function mailtoFault(href: string): string | undefined {
  const [addresses = '', query] = href.slice('mailto:'.length).split('?', 2)
  let decoded: string[]
  try {
    decoded = addresses.split(',').map((address) => decodeURIComponent(address))
  } catch {
    return 'adresse mal encodée'
  }
  const bad = decoded.find((address) => !emailAddress.test(address))
  if (bad !== undefined) return `adresse « ${bad} » invalide`
  if (/\s/.test(href)) return 'espace non encodée (écrivez %20)'
  for (const field of query ? query.split('&') : []) {
    const [name = '', value = ''] = field.split('=', 2)
    if (!mailtoFields.has(name.toLowerCase())) return `champ « ${name} » inconnu (subject, body, cc ou bcc)`
    try {
      decodeURIComponent(value)
    } catch {
      return `champ « ${name} » mal encodé`
    }
  }
  return undefined
}

/** Why a tel: href is neither a number in international form (E.164) nor a four-digit short number, or undefined when it is. */
function telFault(href: string): string | undefined {
  return /^tel:(?:\+[1-9]\d{6,14}|\d{4})$/.test(href)
    ? undefined
    : 'numéro attendu au format international, sans espace (tel:+33XXXXXXXXX), ou numéro court (tel:1007)'
}

const checkMailtoTel: SiteCheck = (site) =>
  site.pages.flatMap((page) =>
    page.root.querySelectorAll('a[href^="mailto:"], a[href^="tel:"]').flatMap((link): SiteProblem[] => {
      const href = link.getAttribute('href') ?? ''
      const fault = href.startsWith('mailto:') ? mailtoFault(href) : telFault(href)
      return fault
        ? [
            {
              page,
              problem: `le lien « ${linkText(link)} » (${href}) ne se lit pas : ${fault}`,
              fix: 'dans un document, écrivez [texte](mailto:nom@domaine.fr), sans espace ; dans le code, construisez-le avec mailtoHref() (components/identity/format.ts)',
            },
          ]
        : []
    }),
  )

/** URLs a page makes the browser fetch by itself: scripts, styles, fonts, images, media, frames. */
function fetchedUrls(element: HTMLElement): string[] {
  const attribute = (name: string) => element.getAttribute(name)
  const srcset = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean)
  const styleUrls = (css: string) => [...css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map((match) => match[1] ?? '')
  switch (element.tagName) {
    case 'SCRIPT':
    case 'IFRAME':
    case 'EMBED':
    case 'AUDIO':
    case 'TRACK':
      return [attribute('src')].filter((url): url is string => Boolean(url))
    case 'IMG':
    case 'SOURCE':
      return [attribute('src'), ...srcset(attribute('srcset'))].filter((url): url is string => Boolean(url))
    case 'VIDEO':
      return [attribute('src'), attribute('poster')].filter((url): url is string => Boolean(url))
    case 'OBJECT':
      return [attribute('data')].filter((url): url is string => Boolean(url))
    case 'LINK': {
      // canonical, alternate and the like name pages; these rels make the browser fetch or connect.
      const rel = (attribute('rel') ?? '').toLowerCase().split(/\s+/)
      const fetching = [
        'stylesheet',
        'preload',
        'modulepreload',
        'prefetch',
        'preconnect',
        'dns-prefetch',
        'icon',
        'apple-touch-icon',
        'manifest',
        'mask-icon',
      ]
      return rel.some((value) => fetching.includes(value))
        ? [attribute('href'), ...srcset(attribute('imagesrcset'))].filter((url): url is string => Boolean(url))
        : []
    }
    case 'STYLE':
      return styleUrls(element.text)
    default:
      return styleUrls(attribute('style') ?? '')
  }
}

/** Where a URL fetched by a page leads: this site (and the file exists), elsewhere, or inline data. */
function assetFault(url: string, fromRoute: string, files: Set<string>): string | undefined {
  if (/^data:/i.test(url)) return undefined
  const resolved = new URL(url, `http://site.local${fromRoute}`)
  if (resolved.origin !== 'http://site.local')
    return `vient d’un autre site (${resolved.origin}) : une requête tierce avant tout consentement`
  if (!files.has(decodeURIComponent(resolved.pathname))) return 'fichier absent du site construit'
  return undefined
}

const checkAssets: SiteCheck = (site) =>
  site.pages.flatMap((page) =>
    page.root.querySelectorAll('*').flatMap((element) =>
      fetchedUrls(element).flatMap((url): SiteProblem[] => {
        const fault = assetFault(url, page.route, site.files)
        return fault
          ? [
              {
                page,
                problem: `<${element.tagName.toLowerCase()}> charge ${url} : ${fault}`,
                fix: 'servez la ressource depuis le site (public/ ou un import), jamais depuis un autre domaine',
              },
            ]
          : []
      }),
    ),
  )

describe('liens et ressources du site construit', () => {
  const { site, problems } = crawlBuiltSite(clientDir, [
    ...linkChecks({ siteOrigin }),
    checkImages,
    checkNewTabs,
    checkMailtoTel,
    checkAssets,
  ])

  it('le site construit contient ses pages', () => {
    expect(site.pages.map((page) => page.route)).toEqual(
      expect.arrayContaining(['/', '/formatrice', '/mentions-legales', '/politique-confidentialite', '/gestion-cookies', '/404']),
    )
  })

  it('aucun lien ni ancre ne mène nulle part, chaque image a alt, width et height, chaque nouvel onglet rel="noopener", chaque mailto:/tel: se lit, aucune ressource ne vient d’ailleurs', () => {
    expectNoFaults(problems.map(formatProblem), 'Des liens, des images ou des ressources des pages construites sont à corriger')
  })

  it('aucune feuille de style construite ne charge une police, une image ou une autre feuille depuis un autre site', () => {
    const faults = [...site.files]
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) => {
        const css = readFileSync(path.join(clientDir, file), 'utf8')
        const urls = [...css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)|@import\s+['"]([^'"]+)['"]/g)].map(
          (match) => match[1] ?? match[2] ?? '',
        )
        return urls.flatMap((url) => {
          const fault = assetFault(url, file, site.files)
          return fault ? [`${file} charge ${url} : ${fault}`] : []
        })
      })
    expectNoFaults(faults, 'Une feuille de style construite charge une ressource depuis un autre site')
  })

  it('les contrôles reconnaissent un mailto:, un tel: ou une ressource fautifs', () => {
    expect(mailtoFault(`mailto:${identity.contact.email}?subject=Demande%20de%20devis`)).toBeUndefined()
    expect(mailtoFault('mailto:contact@@example')).toMatch(/invalide/)
    // Another person's address, cited by the writer (a host's abuse desk), is a link like any other.
    expect(mailtoFault('mailto:abuse@hebergeur-exemple.fr')).toBeUndefined()
    expect(mailtoFault(`mailto:${identity.contact.email}?subject=Demande de devis`)).toMatch(/espace/)
    expect(mailtoFault(`mailto:${identity.contact.email}?sujet=x`)).toMatch(/inconnu/)
    expect(telFault('tel:+33199001234')).toBeUndefined()
    expect(telFault('tel:+596696123456')).toBeUndefined()
    expect(telFault('tel:1007')).toBeUndefined()
    expect(telFault('tel:01 99 00 12 34')).toBeDefined()
    expect(telFault('tel:0199001234')).toBeDefined()
    expect(assetFault('https://fonts.example.net/a.woff2', '/', new Set())).toMatch(/autre site/)
    expect(assetFault('//cdn.example.net/a.js', '/', new Set())).toMatch(/autre site/)
    expect(assetFault('/assets/present.css', '/', new Set(['/assets/present.css']))).toBeUndefined()
  })
})
