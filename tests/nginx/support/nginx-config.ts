import { readFileSync } from 'node:fs'
import path from 'node:path'
import { serverSpecificEnd, serverSpecificStart } from '../../../build-tools/headers/nginx-config.ts'

/** The generated server block of the build under test (<outDir>/nginx.conf, the file an owner installs). */
export function builtServerBlock(outDir: string): string {
  return readFileSync(path.join(outDir, 'nginx.conf'), 'utf8')
}

/**
 * The owner's server block, with only its machine-specific part swapped: plain HTTP on a local
 * port, and the built folder as root. Everything else (headers, caching, URL rules, gzip) is
 * tested exactly as generated.
 */
export function localServerBlock(block: string, root: string, port: number): string {
  const start = block.indexOf(serverSpecificStart)
  const end = block.indexOf(serverSpecificEnd)
  if (start < 0 || end < start)
    throw new Error('nginx.conf : les commentaires qui encadrent la partie propre au serveur sont introuvables.')
  const local = [`listen 127.0.0.1:${port};`, 'server_name localhost;', `root "${root}";`].join('\n    ')
  return block.slice(0, start) + local + block.slice(end + serverSpecificEnd.length)
}

/** A complete nginx.conf that keeps every file of the run (pid, logs, temp) inside one folder. */
export function wrapperConfig(dir: string, mimeTypes: string, runsAsRoot: boolean, modules: string[]): string {
  return `# nginx for the test run: everything stays in ${dir}.
${modules.map((module) => `load_module ${module};\n`).join('')}${runsAsRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/server.conf;
}
`
}
