/**
 * Writes the nginx `server { … }` block of the site from the header module. The part that belongs
 * to the owner's machine (addresses, certificate, published folder) sits between two marker
 * comments, so that a test can swap it for a local address and the built folder.
 */
import { hashedAssetsPrefix, immutableCache, revalidateCache } from './site-headers.ts'
import { hostFiles, notFoundAddresses, notFoundPage, pathsPattern } from './url-rules.ts'
import { compressedTypes, compressionLevel, compressionMinLength } from './compression.ts'

export const serverSpecificStart = '# >>> Propre à votre serveur : adresses, certificat, dossier publié'
export const serverSpecificEnd = '# <<< Fin de la partie propre à votre serveur'

/** One `add_header` line per header; `always` so that 301 and 404 responses carry them too. */
function headerLines(headers: Record<string, string>, indent: string): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      // nginx would read $ as a variable and has no escape for it; no header of ours needs either.
      if (/["$\\\n]/.test(value)) throw new Error(`En-tête ${name} : caractère impossible à écrire pour nginx dans « ${value} »`)
      return `${indent}add_header ${name} "${value}" always;`
    })
    .join('\n')
}

/** `root` is the folder that holds the content of the built client folder on the server. */
export function renderNginxServer(security: Record<string, string>, serverName: string, root: string): string {
  // nginx does not inherit add_header into a location that has its own: each one lists them all.
  const pageHeaders = headerLines({ ...security, 'Cache-Control': revalidateCache }, '        ')
  const assetHeaders = headerLines({ ...security, 'Cache-Control': immutableCache }, '        ')
  // nginx always compresses text/html, and warns when it is listed again.
  const nginxTypes = compressedTypes.filter((type) => type !== 'text/html').join(' ')
  return `# ${serverName} : bloc serveur nginx du site statique.
# Fichier produit par « npm run build » (build-tools/headers/server-config-plugin.ts) à partir de
# build-tools/headers/ : ne le modifiez pas à la main ; changez ces modules, puis reconstruisez.
# Mise en place : docs/mise-en-production.md. La compression Brotli demande le module
# de Debian « libnginx-mod-http-brotli-filter » (apt-get install libnginx-mod-http-brotli-filter).
#
# À placer à côté de ce bloc pour envoyer le HTTP vers le HTTPS :
# server {
#     listen 80;
#     listen [::]:80;
#     server_name ${serverName};
#     server_tokens off;
#     return 301 https://${serverName}$request_uri;
# }

server {
    ${serverSpecificStart}
    # (sur nginx 1.25.1 ou plus récent, préférez « listen 443 ssl; » suivi de « http2 on; »)
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name ${serverName};
    ssl_certificate /etc/letsencrypt/live/${serverName}/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/${serverName}/privkey.pem;
    root ${root};
    ${serverSpecificEnd}

    charset utf-8;
    server_tokens off;
    # Redirections relatives (Location: /formatrice) : justes en direct comme derrière un proxy.
    absolute_redirect off;

    # Brotli pour les navigateurs qui l’acceptent, gzip en repli pour les autres.
    brotli on;
    brotli_comp_level ${compressionLevel.brotli};
    brotli_min_length ${compressionMinLength};
    brotli_types ${nginxTypes};

    gzip on;
    gzip_vary on;
    gzip_comp_level ${compressionLevel.gzip};
    gzip_min_length ${compressionMinLength};
    gzip_types ${nginxTypes};

    # Une seule adresse par page, sans barre oblique finale (comme les liens canoniques).
    rewrite ^/(.+)/$ /$1 permanent;

    error_page 404 ${notFoundPage};

    # En-têtes des réponses émises avant le choix d’un emplacement (les redirections ci-dessus).
${headerLines(security, '    ')}

    # Ressources à empreinte (scripts, feuilles de style, polices) : immuables, en cache un an.
    location ^~ ${hashedAssetsPrefix} {
        try_files $uri =404;
${assetHeaders}
    }

    # Pages : /formatrice sert formatrice.html ou formatrice/index.html (selon la forme choisie dans
    # content/identite.ts), sans redirection ; le reste est revalidé.
    location / {
        try_files $uri $uri.html $uri/index.html =404;
${pageHeaders}
    }

    # La page 404 n’est servie qu’avec le statut 404 : ni à son adresse, ni à /404 (que $uri.html trouverait).
    location = ${notFoundPage} {
        internal;
${pageHeaders}
    }
    location = ${notFoundAddresses[1]} {
        return 404;
    }

    # Les fichiers d’en-têtes des autres hébergeurs (CDN, Apache) ne sont pas pour les visiteurs.
    location ~ ^/${pathsPattern(hostFiles)}$ {
        internal;
    }

    # Manifeste d’application web : type absent du mime.types de Debian.
    location ~ \\.webmanifest$ {
        types { }
        default_type application/manifest+json;
${pageHeaders}
    }
}
`
}
