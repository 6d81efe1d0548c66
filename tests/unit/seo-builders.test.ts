import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { webManifest } from '../../build-tools/seo/head-files.ts'
import { buildRobots, buildSitemap, documentUpdated, pageLastmod } from '../../build-tools/seo/sitemap.ts'
import { dialNumber } from '../../components/identity/format.ts'
import { courseNode, isoDuration, organisationNode, trainerNode } from '../../components/seo/json-ld/nodes.ts'
import { serialiseJsonLd } from '../../components/seo/JsonLd.tsx'
import { shortName } from '../../components/seo/monogram.ts'
import { identity } from '../../content/identite.ts'
import type { Training } from '../../components/training/trainings.ts'

const root = process.cwd()

/** A training as the collection gives it, with only what the nodes read filled in. */
const training = {
  slug: 'un-module',
  title: 'Module',
  description: 'La description des moteurs de recherche.',
  objective: 'Les participants s’exercent.',
  presentation: 'Deux phrases. Vraiment.',
  duration: { days: 0.5, hours: 3.5 },
  price: { rule: 'devis', basis: 'selon l’effectif' },
} as unknown as Training

describe('données structurées', () => {
  it('l’organisme porte les valeurs du fichier d’identité', () => {
    expect(organisationNode()).toMatchObject({
      '@type': 'EducationalOrganization',
      name: identity.organisation.name,
      // The law's name for each form: « Prénom Nom EI » (C. com. R526-27), or a company's registered name.
      legalName:
        identity.organisation.legalForm === 'EI'
          ? `${identity.trainer.firstName} ${identity.trainer.lastName} EI`
          : (identity.organisation.denomination ?? identity.organisation.name),
      email: identity.contact.email,
      // The number as dialled (E.164, or a short number as it is), however she typed it.
      telephone: dialNumber(identity.contact.phone),
      url: `${identity.siteUrl}/`,
    })
  })

  it('la formatrice et les formations renvoient à l’organisme par son identifiant', () => {
    const organisationId = organisationNode()['@id']
    expect(trainerNode(['Savoir-être'])).toMatchObject({ worksFor: { '@id': organisationId }, knowsAbout: ['Savoir-être'] })
    const course = courseNode(training)
    expect(course).toMatchObject({
      '@type': 'Course',
      name: 'Module',
      description: 'Les participants s’exercent.',
      url: `${identity.siteUrl}/formations/un-module`,
      provider: { '@id': organisationId },
    })
    expect(course).not.toHaveProperty('offers')
  })

  it('la page d’une formation donne sa durée en ISO 8601, son mode, et son offre quand un prix est donné', () => {
    expect(isoDuration(7)).toBe('PT7H')
    expect(isoDuration(3.5)).toBe('PT3H30M')
    expect(isoDuration(14)).toBe('PT14H')
    const onQuote = courseNode(training, { detailed: true })
    expect(onQuote.description).toBe('Deux phrases. Vraiment.')
    expect(onQuote).toMatchObject({ hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Onsite', courseWorkload: 'PT3H30M' } })
    expect(onQuote).not.toHaveProperty('offers')
    const priced = courseNode({ ...training, price: { rule: 'a-partir-de', amountPerDay: 1800 } }, { detailed: true })
    expect(priced).toMatchObject({ offers: { '@type': 'Offer', price: 1800, priceCurrency: 'EUR' } })
  })

  it('un « </script> » dans un texte ne peut pas fermer le bloc de données', () => {
    const json = serialiseJsonLd({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Course', name: '</script><b>' }] })
    expect(json).not.toContain('<')
    expect(JSON.parse(json)['@graph'][0].name).toBe('</script><b>')
  })
})

describe('plan du site, robots.txt, manifeste', () => {
  it('le plan du site suit le format sitemaps.org et échappe les adresses', () => {
    const xml = buildSitemap([{ url: 'https://exemple.fr/?a=1&b=2', lastmod: '2025-07-01' }])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<loc>https://exemple.fr/?a=1&amp;b=2</loc>')
    expect(xml).toContain('<lastmod>2025-07-01</lastmod>')
  })

  it('robots.txt autorise tout et cite le plan du site', () => {
    expect(buildRobots('https://exemple.fr/sitemap.xml')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://exemple.fr/sitemap.xml\n')
    expect(buildRobots('https://exemple.fr/sitemap.xml', true), 'un site de démonstration').toBe('User-agent: *\nDisallow: /\n')
  })

  it('le manifeste est en français et déclare les icônes 192 et 512 px', () => {
    const manifest = JSON.parse(webManifest(null, { ivory: '#faf7f0' }))
    const name = identity.organisation.name
    expect(manifest).toMatchObject({ name, short_name: shortName(name), lang: 'fr', start_url: '/' })
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512'])
    expect(manifest).not.toHaveProperty('description')
  })
})

describe('dates du plan du site', () => {
  it('un texte juridique est daté par son champ « updated »', () => {
    const updated = /^updated: (\S+)$/m.exec(readFileSync('content/mentions-legales.mdx', 'utf8'))?.[1]
    expect(documentUpdated(root, 'content/mentions-legales.mdx')).toBe(updated)
    expect(pageLastmod(root, ['content/mentions-legales.mdx'], '1999-01-01')).toBe(updated)
  })

  it('une page sans date prend la date de repli, dans le dépôt comme hors de lui : jamais le jour d’un commit (issue 35)', () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'seo-lastmod-'))
    expect(pageLastmod(outside, ['pages/index'], '2025-07-01')).toBe('2025-07-01')
    expect(pageLastmod(root, ['pages/index', 'components/home', 'package.json'], '2025-07-01')).toBe('2025-07-01')
  })
})
