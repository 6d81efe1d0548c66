import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import yaml from 'js-yaml'

/*
 * Issue 35: no schema fixes how many of each record an owner has, so the layouts must hold from one to eight of each.
 * This turns a project copy's content into the same site with exactly `count` of every collection: the trainings (one
 * file each) and the lists of the home and trainer documents. Records are the copy's own, repeated side by side when
 * more are needed, so that every rule on their order (the reviews' dates) still holds.
 */

/** The lists of records, by document (relative to content/). */
const COLLECTIONS = {
  'accueil/publics.mdx': ['audiences'],
  'accueil/methode.mdx': ['steps'],
  'accueil/avis.mdx': ['reviews'],
  'formatrice.mdx': ['specialities', 'career', 'certifications', 'testimonials'],
} as const

/** `count` records taken from `items` in their order, each repeated next to itself when there are too few. */
const stretched = <T>(items: T[], count: number): T[] =>
  Array.from({ length: count }, (_, index) => items[Math.floor((index * items.length) / count)]!)

type Frontmatter = Record<string, unknown> & { notice?: Record<string, unknown> }

/** Read and written as the build reads it (js-yaml's JSON schema: a date stays the text she typed). */
const asTyped = {
  parse: (text: string) => yaml.load(text, { schema: yaml.JSON_SCHEMA }) as object,
  stringify: (data: object) => yaml.dump(data, { schema: yaml.JSON_SCHEMA, lineWidth: -1, noRefs: true }),
}

function rewrite(file: string, change: (data: Frontmatter) => void): void {
  const { data, content } = matter(readFileSync(file, 'utf8'), { engines: { yaml: asTyped } })
  change(data)
  writeFileSync(file, matter.stringify(content, data, { engines: { yaml: asTyped } }))
}

export function setCollectionCounts(copy: string, count: number): void {
  const content = path.join(copy, 'content')
  for (const [document, fields] of Object.entries(COLLECTIONS))
    rewrite(path.join(content, document), (data) => {
      for (const field of fields) data[field] = stretched(data[field] as unknown[], count)
      if (data.notice && Array.isArray(data.reviews)) {
        // Every review shown: no selection to explain, and the average is theirs (as the notice's own rule wants).
        const ratings = (data.reviews as Array<{ rating: number }>).map((review) => review.rating)
        data.notice.count = count
        delete data.notice.selection
        data.notice.rating = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / count) * 10) / 10
      }
    })

  const trainings = path.join(content, 'formations')
  const files = readdirSync(trainings)
    .filter((file) => file.endsWith('.mdx'))
    .sort()
  for (const file of files.slice(count)) rmSync(path.join(trainings, file))
  // Further trainings: copies of the first ones, under their own address, title and place on the home page.
  for (let index = files.length; index < count; index++) {
    const model = files[index % files.length]!
    const target = path.join(trainings, `${model.replace(/\.mdx$/, '')}-${index + 1}.mdx`)
    writeFileSync(target, readFileSync(path.join(trainings, model)))
    rewrite(target, (data) => {
      data.title = `${String(data.title)}, second volet`
      data.order = index + 1
    })
  }
  // Places on the home page stay one per training.
  readdirSync(trainings)
    .sort()
    .forEach((file, index) => rewrite(path.join(trainings, file), (data) => void (data.order = index + 1)))
}
