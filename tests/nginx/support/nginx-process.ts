import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { builtServerBlock, localServerBlock, wrapperConfig } from './nginx-config.ts'
import { freePort } from '../../support/free-port.ts'
import { waitForServer } from '../../support/wait-for-server.ts'

/** The first `name` executable found on the PATH, searched with Node alone (no shell). */
function onPath(name: string): string | undefined {
  const extensions = process.platform === 'win32' ? ['.exe', '.cmd', ''] : ['']
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)
  return dirs.flatMap((dir) => extensions.map((ext) => path.join(dir, name + ext))).find((file) => existsSync(file))
}

/** $NGINX_PATH, else nginx on the PATH, else Debian's /usr/sbin/nginx; with none, say how to get it. */
function nginxBinary(): string {
  const found = [process.env.NGINX_PATH, onPath('nginx'), '/usr/sbin/nginx'].find((candidate) => candidate && existsSync(candidate))
  if (!found)
    throw new Error(
      'nginx est introuvable : installez-le (Debian ou Ubuntu : « sudo apt-get install nginx » ; macOS : « brew install nginx ») ou indiquez son chemin dans NGINX_PATH.',
    )
  return found
}

function buildOptions(binary: string): string {
  const version = spawnSync(binary, ['-V'], { encoding: 'utf8' })
  return version.stderr + version.stdout
}

/** mime.types beside the nginx.conf this nginx was built for (/etc/nginx on Debian). */
function mimeTypesOf(binary: string): string {
  const confPath = /--conf-path=(\S+)/.exec(buildOptions(binary))?.[1] ?? '/etc/nginx/nginx.conf'
  return path.join(path.dirname(confPath), 'mime.types')
}

/**
 * The Brotli filter module the generated block needs, in this nginx's module folder (Debian loads
 * it from /etc/nginx/modules-enabled; the test's own nginx.conf loads it by its path).
 */
function brotliModuleOf(binary: string): string {
  const modulesPath = /--modules-path=(\S+)/.exec(buildOptions(binary))?.[1] ?? '/usr/lib/nginx/modules'
  const module = path.join(modulesPath, 'ngx_http_brotli_filter_module.so')
  if (!existsSync(module)) {
    throw new Error(
      `Le module Brotli de nginx est absent (${module}) : installez-le (« apt-get install libnginx-mod-http-brotli-filter »).`,
    )
  }
  return module
}

export interface RunningNginx {
  origin: string
  stop(): Promise<void>
}

/** Starts nginx in the foreground over the built site with its generated server block. */
export async function startNginx(outDir: string): Promise<RunningNginx> {
  const binary = nginxBinary()
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-site-'))
  const port = await freePort()
  const runsAsRoot = process.getuid?.() === 0
  writeFileSync(path.join(dir, 'server.conf'), localServerBlock(builtServerBlock(outDir), path.join(outDir, 'client'), port))
  writeFileSync(path.join(dir, 'nginx.conf'), wrapperConfig(dir, mimeTypesOf(binary), runsAsRoot, [brotliModuleOf(binary)]))
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')]
  const log = () => (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '')

  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`La configuration nginx générée est refusée :\n${check.stderr}`)

  const child = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] })
  const origin = `http://127.0.0.1:${port}`
  await waitForServer(`${origin}/`, child, { failure: `nginx ne répond pas sur ${origin}.`, timeoutMs: 10_000, log })
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        // Graceful shutdown through nginx's own signal command, which works on every system
        // (POSIX signals such as SIGQUIT do not exist on Windows).
        if (spawnSync(binary, [...args, '-s', 'quit']).status !== 0) child.kill()
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
