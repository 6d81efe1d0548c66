import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtFiles, builtPages, clientDir, outDir } from '../../build-tools/built-site.ts'
import { expectSitePolicy, immutableCache, parseCsp, revalidateCache, securityHeaders } from '../servers/support/expected-headers.ts'

/** The files the build writes for each kind of host, read as that host reads them (the servers themselves run in tests/servers/). */
describe('les fichiers produits par la construction', () => {
  it('le bloc du port 80 proposé en commentaire ne dit pas non plus la version de nginx', () => {
    const redirectBlock = /# server \{\n(?:#.*\n)*?# \}/.exec(readFileSync(path.join(outDir, 'nginx.conf'), 'utf8'))?.[0] ?? ''
    expect(redirectBlock, 'Le bloc de redirection du port 80 doit être présent en commentaire.').toMatch(/listen 80;/)
    expect(redirectBlock, 'Le bloc du port 80 doit contenir « server_tokens off; ».').toMatch(/^#\s+server_tokens off;$/m)
  })

  it('_headers donne les en-têtes promis, la politique des pages, et un seul Cache-Control par adresse', () => {
    const text = readFileSync(path.join(clientDir, '_headers'), 'utf8')
    const rules = new Map<string, Map<string, string>>()
    let current: Map<string, string> | undefined
    for (const line of text.split('\n')) {
      if (!line.trim() || line.startsWith('#')) continue
      if (!line.startsWith(' ')) rules.set(line, (current = new Map()))
      else current?.set(line.trim().split(': ')[0]!, line.trim().split(': ').slice(1).join(': '))
    }
    const { 'Content-Security-Policy': policy, ...others } = Object.fromEntries(rules.get('/*') ?? [])
    expect(others).toEqual(securityHeaders)
    expectSitePolicy(policy)
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(builtPages()[0]!.html)?.[1]
    expect(parseCsp(meta)).toEqual(new Map([...parseCsp(policy)].filter(([name]) => name !== 'frame-ancestors')))

    expect(rules.get('/assets/*')?.get('Cache-Control')).toBe(immutableCache)
    for (const page of builtPages().filter((page) => page.route !== '/404')) {
      expect(rules.get(page.route)?.get('Cache-Control'), page.route).toBe(revalidateCache)
    }
    for (const [pattern, headers] of rules) {
      if (pattern === '/*') expect(headers.has('Cache-Control')).toBe(false)
      else expect(pattern === '/assets/*' || !pattern.startsWith('/assets/'), pattern).toBe(true)
    }
  })

  it('le dossier publié ne contient que ce que le site sert : ni .vite/, ni pageContext.json', () => {
    const files = builtFiles()
    expect(files.filter((file) => file.startsWith('.vite/') || file.endsWith('pageContext.json'))).toEqual([])
    expect(existsSync(path.join(clientDir, '.vite')), 'dossier .vite').toBe(false)
    expect(files).toEqual(expect.arrayContaining(['.htaccess', '_headers', '404.html']))
  })
})
