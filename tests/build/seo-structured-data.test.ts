import { parse, type HTMLElement } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { routes } from '../../components/layout/navigation.ts'
import { identity } from '../../content/identite.ts'
import { readPhone } from '../../lib/phone-number.ts'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'
import { documentRecords, trainingRecords } from '../support/content.ts'
import { trainerSchema } from '../../content/schemas/trainer.ts'

const trainings = trainingRecords()

/** The JSON-LD of each page: valid JSON, and the same facts as the page shows. */

type Node = Record<string, unknown> & { '@type'?: string; '@id'?: string }

function documentOf(file: string): HTMLElement {
  return parse(readBuilt(file))
}

function graphOf(file: string): { raw: string; nodes: Node[] } {
  const scripts = documentOf(file).querySelectorAll('script[type="application/ld+json"]')
  expect(scripts, `${file} : un seul bloc JSON-LD attendu`).toHaveLength(1)
  const raw = scripts[0]?.innerHTML ?? ''
  const data = JSON.parse(raw) as { '@context'?: string; '@graph'?: Node[] }
  expect(data['@context']).toBe('https://schema.org')
  expect(Array.isArray(data['@graph'])).toBe(true)
  return { raw, nodes: data['@graph'] ?? [] }
}

const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type)
/** Visible text, with runs of spaces (no-break ones included) read as one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim()
const bodyText = (file: string) => flat(documentOf(file).querySelector('main')?.text ?? '')

describe('données structurées', () => {
  for (const page of builtPages()) {
    it(`${page.route} décrit l’organisme, avec les valeurs du fichier d’identité`, () => {
      const { raw, nodes } = graphOf(page.file)
      const organisations = ofType(nodes, 'EducationalOrganization')
      expect(organisations).toHaveLength(1)
      const organisation = organisations[0] as Node
      expect(organisation).toMatchObject({
        name: identity.organisation.name,
        url: `${identity.siteUrl}/`,
        email: identity.contact.email,
        telephone: readPhone(identity.contact.phone)?.dial,
        logo: `${identity.siteUrl}/icon-512.png`,
        address: { postalCode: identity.organisation.address.postcode, addressLocality: identity.organisation.address.city },
      })
      const served = (organisation.areaServed as Node[]).map((area) => `${area['@type']} ${String(area.name)}`)
      expect(served).toEqual([`City ${identity.organisation.address.city}`, 'Country France'])
      expect(raw, 'pas de note ni d’avis auto-déclarés (les moteurs les tiennent pour du spam)').not.toMatch(
        /AggregateRating|Review|ratingValue/,
      )
      expect(raw, 'aucun « < » brut dans le bloc de données').not.toContain('<')
    })
  }

  for (const file of ['index.html', 'formatrice/index.html', 'mentions-legales/index.html']) {
    it(`${file} affiche le courriel et le téléphone que déclarent ses données`, () => {
      const { nodes } = graphOf(file)
      const organisation = ofType(nodes, 'EducationalOrganization')[0] as Node
      const body = documentOf(file).querySelector('main') as HTMLElement
      const mail = body.querySelectorAll(`a[href^="mailto:${String(organisation.email)}"]`)
      expect(
        mail.map((link) => link.text),
        'lien de courriel visible',
      ).toContain(String(organisation.email))
      expect(body.querySelectorAll(`a[href="tel:${String(organisation.telephone)}"]`).length, 'lien de téléphone visible').toBeGreaterThan(
        0,
      )
    })
  }

  it('l’accueil présente chaque formation de content/formations/ comme une formation de l’organisme, telle qu’affichée', () => {
    const { nodes } = graphOf('index.html')
    const organisationId = (ofType(nodes, 'EducationalOrganization')[0] as Node)['@id']
    const courses = ofType(nodes, 'Course')
    expect(courses).toHaveLength(trainings.length)
    expect(courses.map((course) => course.url)).toEqual(trainings.map((training) => `${identity.siteUrl}${training.path}`))
    const headings = documentOf('index.html')
      .querySelectorAll('main h3')
      .map((heading) => flat(heading.text))
    const text = bodyText('index.html')
    for (const course of courses) {
      expect(headings, 'titre du module affiché').toContain(flat(String(course.name)))
      expect(text, 'description du module affichée').toContain(flat(String(course.description)))
      expect(course.provider).toEqual({ '@id': organisationId })
    }
  })

  it('la page de la formatrice la décrit, rattachée à l’organisme, avec ses spécialités affichées', () => {
    const { nodes } = graphOf('formatrice/index.html')
    const organisationId = (ofType(nodes, 'EducationalOrganization')[0] as Node)['@id']
    const people = ofType(nodes, 'Person')
    expect(people).toHaveLength(1)
    const person = people[0] as Node
    expect(person).toMatchObject({
      name: `${identity.trainer.firstName} ${identity.trainer.lastName}`,
      jobTitle: identity.trainer.role,
      worksFor: { '@id': organisationId },
    })
    const knowsAbout = person.knowsAbout as string[]
    expect(knowsAbout).toHaveLength(documentRecords('content/formatrice.mdx', trainerSchema).specialities.length)
    const headings = documentOf('formatrice/index.html')
      .querySelectorAll('main h3')
      .map((heading) => flat(heading.text))
    for (const subject of knowsAbout) expect(headings, 'spécialité affichée').toContain(flat(subject))
    expect(bodyText('formatrice/index.html')).toContain(flat(identity.trainer.role))
  })

  it('la page de chaque formation la décrit : prestataire, durée en ISO 8601, mode, offre quand un prix est donné', () => {
    for (const training of trainings) {
      const file = `${training.path.slice(1)}/index.html`
      const { nodes } = graphOf(file)
      const organisationId = (ofType(nodes, 'EducationalOrganization')[0] as Node)['@id']
      const courses = ofType(nodes, 'Course')
      expect(courses, training.path).toHaveLength(1)
      const course = courses[0] as Node
      expect(course.name).toBe(training.title)
      expect(course.provider).toEqual({ '@id': organisationId })
      expect(bodyText(file)).toContain(flat(String(course.description)))
      const hours = training.duration.hours
      const workload = (course.hasCourseInstance as Node).courseWorkload
      expect(workload, training.path).toMatch(/^PT\d+H(\d+M)?$/)
      const [, h, m] = /^PT(\d+)H(?:(\d+)M)?$/.exec(String(workload))!
      expect(Number(h) + Number(m ?? 0) / 60, training.path).toBe(hours)
      expect((course.hasCourseInstance as Node).courseMode).toBe('Onsite')
      if (training.price.rule === 'a-partir-de')
        expect(course.offers).toMatchObject({ price: training.price.amountPerDay, priceCurrency: 'EUR' })
      else expect(course.offers, training.path).toBeUndefined()
    }
  })

  it('seules l’accueil, les formations et la page de la formatrice ajoutent des formations ou une personne', () => {
    const described = new Set<string>([routes.home, routes.trainer, ...trainings.map((training) => training.path)])
    for (const page of builtPages().filter((built) => !described.has(built.route))) {
      const types = graphOf(page.file).nodes.map((node) => node['@type'])
      expect(types, page.route).toEqual(['EducationalOrganization'])
    }
  })
})
