import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../../support/free-port.ts'
import { waitForServer } from '../../support/wait-for-server.ts'

/** $APACHE_PATH, else Debian's /usr/sbin/apache2, else httpd (other systems); with none, say how to get it. */
function apacheBinary(): string {
  const found = [process.env.APACHE_PATH, '/usr/sbin/apache2', '/usr/sbin/httpd', '/usr/local/bin/httpd'].find(
    (candidate) => candidate && existsSync(candidate),
  )
  if (!found)
    throw new Error(
      'Apache est introuvable : installez-le (Debian ou Ubuntu : « sudo apt-get install apache2 » ; macOS : « brew install httpd ») ou indiquez son chemin dans APACHE_PATH.',
    )
  return found
}

/** The folder of this Apache's shared modules: Debian's, else the one beside its ServerRoot. */
function modulesDir(binary: string): string {
  const root = /HTTPD_ROOT="([^"]+)"/.exec(spawnSync(binary, ['-V'], { encoding: 'utf8' }).stdout)?.[1]
  const found = ['/usr/lib/apache2/modules', root && path.join(root, 'modules'), root && path.join(root, 'libexec')].find(
    (dir) => dir && existsSync(dir),
  )
  if (!found) throw new Error(`Le dossier des modules d’Apache est introuvable (${binary} -V).`)
  return found
}

/** The modules the generated .htaccess uses, plus an MPM and access control; all required, so that no rule goes untested. */
const modules = {
  mpm_event_module: 'mod_mpm_event.so',
  authz_core_module: 'mod_authz_core.so',
  dir_module: 'mod_dir.so',
  mime_module: 'mod_mime.so',
  headers_module: 'mod_headers.so',
  rewrite_module: 'mod_rewrite.so',
  filter_module: 'mod_filter.so',
  deflate_module: 'mod_deflate.so',
  brotli_module: 'mod_brotli.so',
}

/** Started as root, Apache serves pages as another user (it refuses to serve them as root). */
const runsAsRoot = process.getuid?.() === 0

/** The user the workers run as when Apache starts as root. */
function workerUser(): string {
  const passwd = existsSync('/etc/passwd') ? readFileSync('/etc/passwd', 'utf8') : ''
  return /^www-data:/m.test(passwd) ? 'www-data' : 'nobody'
}

/**
 * A complete httpd.conf that serves `documentRoot` on 127.0.0.1:`port`, as a shared host does:
 * the site's own .htaccess allowed to set everything (AllowOverride All), nothing else configured.
 * Every file of the run (pid, logs, locks) stays in `dir`.
 */
function serverConfig(dir: string, documentRoot: string, port: number, moduleDir: string): string {
  const loads = Object.entries(modules).map(([name, file]) => `LoadModule ${name} ${path.join(moduleDir, file)}`)
  const user = workerUser()
  return `# Apache for the test run: everything stays in ${dir}.
${loads.join('\n')}
ServerRoot "${dir}"
DefaultRuntimeDir "${dir}"
PidFile "${dir}/httpd.pid"
ErrorLog "${dir}/error.log"
LogLevel warn
Listen 127.0.0.1:${port}
ServerName 127.0.0.1
${runsAsRoot ? `User ${user}\nGroup ${user === 'www-data' ? 'www-data' : 'nogroup'}\n` : ''}TypesConfig /etc/mime.types
DocumentRoot "${documentRoot}"
<Directory />
    AllowOverride None
    Require all denied
</Directory>
<Directory "${documentRoot}">
    AllowOverride All
    Require all granted
</Directory>
`
}

export interface RunningApache {
  origin: string
  stop(): Promise<void>
}

/** Starts Apache in the foreground over a built client folder, configured by its .htaccess alone. */
export async function startApache(clientDir: string): Promise<RunningApache> {
  const binary = apacheBinary()
  const moduleDir = modulesDir(binary)
  const missing = Object.values(modules).filter((file) => !existsSync(path.join(moduleDir, file)))
  if (missing.length > 0) throw new Error(`Modules d’Apache absents de ${moduleDir} : ${missing.join(', ')}.`)
  if (!existsSync(path.join(clientDir, '.htaccess')))
    throw new Error(`${clientDir}/.htaccess est absent : lancez d’abord « npm run build ».`)

  const dir = mkdtempSync(path.join(tmpdir(), 'apache-site-'))
  // That other user may not enter the project's folder (a clone under /root, or in a private
  // temporary folder): it then serves a copy of the built site, in a folder it may read.
  let documentRoot = clientDir
  if (runsAsRoot) {
    chmodSync(dir, 0o755)
    documentRoot = path.join(dir, 'site')
    cpSync(clientDir, documentRoot, { recursive: true })
  }
  const port = await freePort()
  const conf = path.join(dir, 'httpd.conf')
  writeFileSync(conf, serverConfig(dir, documentRoot, port, moduleDir))
  const log = () => (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '')

  const check = spawnSync(binary, ['-f', conf, '-t'], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`La configuration Apache du test est refusée :\n${check.stderr}`)

  const child = spawn(binary, ['-f', conf, '-DFOREGROUND'], { stdio: ['ignore', 'inherit', 'inherit'] })
  const origin = `http://127.0.0.1:${port}`
  await waitForServer(`${origin}/`, child, { failure: `Apache ne répond pas sur ${origin}.`, timeoutMs: 10_000, log })
  // The .htaccess is read on each request: a directive Apache refuses answers 500 and says why in the log.
  const home = await fetch(`${origin}/`)
  await home.arrayBuffer()
  if (home.status !== 200) {
    // Nobody would stop it otherwise: the suite has not started.
    child.kill()
    throw new Error(`Apache répond ${home.status} sur / avec le .htaccess construit :\n${log()}`)
  }
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        // SIGTERM: Apache stops at once, its workers with it (these tests run where Apache runs, on Linux).
        child.kill()
        await exited
      }
      const errors = log()
        .split('\n')
        .filter((line) => /:(error|crit|alert|emerg)\]/.test(line))
      rmSync(dir, { recursive: true, force: true })
      if (errors.length > 0) throw new Error(`Apache a signalé des erreurs pendant les tests :\n${errors.join('\n')}`)
    },
  }
}
