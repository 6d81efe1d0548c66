import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyProject, runNpm } from '../support/project-copy.ts'

/**
 * `npm run build` writes only into its output folder (issue 23): the server configuration, whose
 * CSP changes with every inline style, is a build output (dist/nginx.conf), never a tracked file
 * that a commit could forget. And a step that runs after prerendering (here the link check) stops
 * the build with its French message, printed once by build-tools/build.ts: a link to a file missing
 * from public/ is one such case, as only the built site shows it.
 */
const DOCUMENT = 'content/mentions-legales.mdx'
let copy: string

/** Every file of the copy outside node_modules and the build folders, with a hash of its content. */
function sourceFiles(root: string): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      const relative = path.relative(root, full).split(path.sep).join('/')
      if (relative === 'node_modules' || relative.startsWith('dist')) continue
      if (entry.isDirectory()) walk(full)
      else files.set(relative, createHash('sha256').update(readFileSync(full)).digest('hex'))
    }
  }
  walk(root)
  return files
}

describe('la construction n’écrit que dans son dossier de sortie', () => {
  beforeAll(() => {
    copy = copyProject('site-sorties-')
  })
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true })
  })

  it('« npm run build » laisse chaque fichier du projet intact et écrit la configuration nginx dans dist/', () => {
    const before = sourceFiles(copy)
    const run = runNpm(copy, 'build')
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0)
    const after = sourceFiles(copy)
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file))
    expect(changed, 'La construction ne doit écrire que dans dist/ : ces fichiers du projet ont été créés ou modifiés.').toEqual([])
    expect(readFileSync(path.join(copy, 'dist/nginx.conf'), 'utf8')).toMatch(/^server \{$/m)
    expect(run.stdout).toContain('Configuration serveur écrite : dist/nginx.conf, dist/client/.htaccess, dist/client/_headers')
    expect(existsSync(path.join(copy, 'deploy')), 'Aucune copie de la configuration serveur n’est gardée dans le dépôt.').toBe(false)
  })

  it('une étape après le prérendu qui échoue (un lien vers un fichier absent de public/) s’affiche une fois, seule', () => {
    const file = path.join(copy, DOCUMENT)
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nVoir aussi [notre plaquette](/documents/plaquette.pdf).\n`)
    const run = runNpm(copy, 'build')
    const log = `${run.stdout}\n${run.stderr}`
    expect(run.status, log).toBe(1)
    expect(log.split('Liens du site construit :').length - 1, log).toBe(1)
    expect(log.split('« /documents/plaquette.pdf »').length - 1, log).toBe(1)
    expect(log).not.toMatch(/ContentError|Error during build|^\s+at /m)
    expect(log, 'aucun chemin absolu').not.toContain(copy)
  })

  it('un document renommé avec une majuscule arrête la construction sur « renommez-le en mentions-legales.mdx », une fois', () => {
    renameSync(path.join(copy, DOCUMENT), path.join(copy, 'content/Mentions-legales.mdx'))
    const run = runNpm(copy, 'build')
    const log = `${run.stdout}\n${run.stderr}`
    expect(run.status, log).toBe(1)
    expect(log.split('Correction : renommez-le en mentions-legales.mdx').length - 1, log).toBe(1)
    expect(log, 'le fichier renommé n’est pas « inutilisé » : il a seulement changé de nom').not.toContain(
      'aucune page n’utilise ce fichier',
    )
    expect(log).not.toMatch(/ContentError|Error during build|Failed to resolve|^\s+at /m)
  })
})
