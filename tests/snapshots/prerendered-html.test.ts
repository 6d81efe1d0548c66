import { format } from 'prettier'
import { describe, expect, it } from 'vitest'
import { builtPages, readBuilt } from '../support/site'

/**
 * The prerendered HTML of every page, normalised so that a change of wording reads as a diff:
 * hashed asset names and CSS-module class hashes are masked, the markup is formatted line by line.
 * After an intended change, accept it with `npm run test:update`.
 */
async function normalise(html: string): Promise<string> {
  const masked = html
    .replace(/(\/assets\/[\w/.-]*?)[.-][\w-]{8}\.(js|css|woff2|png|svg|webp|avif|jpg)/g, '$1.[hash].$2')
    .replace(/\b_([a-zA-Z][\w]*?)_[a-z0-9]{5}_\d+\b/g, '_$1')
  return format(masked, { parser: 'html', printWidth: 100, htmlWhitespaceSensitivity: 'strict' })
}

describe('HTML prérendu', () => {
  for (const page of builtPages) {
    it(`${page.route} correspond à son instantané`, async () => {
      const name = page.file.replace(/\/index\.html$|\.html$/g, '').replace(/\//g, '_') || 'index'
      await expect(await normalise(readBuilt(page.file))).toMatchFileSnapshot(`./__snapshots__/${name === 'index' ? 'accueil' : name}.html`)
    })
  }
})
