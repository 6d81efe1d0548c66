import { describe, expect, it } from 'vitest'
import { compressionMinLength } from '../../build-tools/headers/compression.ts'
import { get } from '../servers/support/http.ts'
import { publishedFiles } from '../servers/support/samples.ts'
import { server } from '../servers/support/server.ts'

/** What only nginx's server block can promise: an .htaccess can set neither the Server header nor a minimum size to compress. */
const { origin } = server()

describe('nginx seulement', () => {
  it('le serveur ne dit pas sa version', async () => {
    const response = await get(origin + '/')
    expect(response.headers.server).toBe('nginx')
  })

  it(`un fichier de moins de ${compressionMinLength} octets part tel quel (le compresser ne ferait rien gagner)`, async () => {
    const small = publishedFiles().find((entry) => entry.size < compressionMinLength && /\.(json|js|css|svg|xml|txt)$/.test(entry.url))
    // Always there today (robots.txt, small chunks): without one, this rule would go untested.
    expect(
      small,
      `aucun fichier publié de moins de ${compressionMinLength} octets : choisissez un autre témoin pour cette règle`,
    ).toBeDefined()
    const response = await get(origin + small!.url, { 'Accept-Encoding': 'gzip, br' })
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
  })
})
