import { describe, expect, it } from 'vitest'
import { get } from '../servers/support/http.ts'
import { server } from '../servers/support/server.ts'

/** What only the .htaccess has to care for: shared hosting puts Apache behind an HTTPS proxy. */
const { origin } = server()

describe('Apache seulement', () => {
  it('derrière un proxy HTTPS (X-Forwarded-Proto: https), la redirection vers l’adresse canonique reste en HTTPS', async () => {
    const response = await get(`${origin}/formatrice/?origine=lien`, { 'X-Forwarded-Proto': 'https' })
    expect(response.status).toBe(301)
    expect(response.headers.location).toBe(`https://${new URL(origin).host}/formatrice?origine=lien`)
  })

  it('sans proxy, la redirection reste sur le site, dans le même protocole', async () => {
    const response = await get(`${origin}/formatrice/`)
    expect(response.status).toBe(301)
    expect(response.headers.location).toBe(`${origin}/formatrice`)
  })
})
