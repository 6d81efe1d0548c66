/**
 * Writes the site's .htaccess for Apache 2.4, the server of shared hosting (OVH, o2switch, Ionos…),
 * from the header module, as nginx-config.ts writes nginx's block: the same headers, caching, URL
 * rules and compression. It lives in the published folder, where Apache reads it; the host must
 * allow .htaccess files (AllowOverride All, the rule on shared hosting).
 */
import { compressedTypes } from './compression.ts'
import { hashedAssetsPrefix, immutableCache, revalidateCache } from './site-headers.ts'
import { hostFiles, notFoundAddresses, notFoundPage, pathsPattern } from './url-rules.ts'

/** One `Header always set` line per header: `always`, so that redirections and 404 responses carry them too. */
function headerLines(headers: Record<string, string>, indent: string): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      // Apache reads % as the start of a format (%{VAR}e) and \ as an escape; no header of ours needs either.
      if (/["%\\\n]/.test(value)) throw new Error(`En-tête ${name} : caractère impossible à écrire pour Apache dans « ${value} »`)
      return `${indent}Header always set ${name} "${value}"`
    })
    .join('\n')
}

export function renderHtaccess(security: Record<string, string>, serverName: string): string {
  const types = compressedTypes.join(' ')
  const assets = hashedAssetsPrefix.replace(/[.*+?^${}()|[\]\\#]/g, '\\$&')
  const refused = pathsPattern([...hostFiles, ...notFoundAddresses])
  return `# ${serverName} : configuration Apache 2.4 du site statique (hébergement mutualisé : OVH, o2switch, Ionos…).
# Fichier produit par « npm run build » (build-tools/headers/server-config-plugin.ts) à partir de
# build-tools/headers/ : ne le modifiez pas à la main ; il est réécrit à chaque construction, avec la
# politique de sécurité des pages du moment. Mise en place : docs/hebergement.md.

# Ni liste de dossier, ni négociation de contenu (qui servirait une page sous une autre adresse).
Options -Indexes -MultiViews
# /formatrice est servi tel quel, sans redirection vers /formatrice/ (règles plus bas).
DirectorySlash Off
DirectoryIndex index.html
AddDefaultCharset utf-8
# Manifeste d’application web : type absent de certaines installations.
AddType application/manifest+json .webmanifest
ErrorDocument 404 ${notFoundPage}

# En-têtes de sécurité, sur toutes les réponses.
${headerLines(security, '')}

# Ressources à empreinte (scripts, feuilles de style, polices) : immuables, en cache un an ;
# tout le reste (pages, erreurs comprises) : revalidé à chaque visite.
<If "%{REQUEST_URI} =~ m#^${assets}# && -f %{REQUEST_FILENAME}">
${headerLines({ 'Cache-Control': immutableCache }, '    ')}
</If>
<Else>
${headerLines({ 'Cache-Control': revalidateCache }, '    ')}
</Else>

# Brotli pour les navigateurs qui l’acceptent, gzip en repli, là où l’hébergeur a les modules.
<IfModule mod_filter.c>
    <IfModule mod_brotli.c>
        AddOutputFilterByType BROTLI_COMPRESS ${types}
    </IfModule>
    <IfModule mod_deflate.c>
        AddOutputFilterByType DEFLATE ${types}
    </IfModule>
</IfModule>

RewriteEngine On

# Fichiers de configuration des hébergeurs et page 404 à sa propre adresse : 404. (Pas lors du
# renvoi interne vers la page 404 elle-même, qui pose REDIRECT_STATUS.)
RewriteCond %{ENV:REDIRECT_STATUS} ^$
RewriteRule ^${refused}$ - [R=404,L]

# Une seule adresse par page, sans barre oblique finale (comme les liens canoniques). Derrière le
# proxy HTTPS d’un hébergement mutualisé, Apache peut se croire en HTTP : la redirection reste en HTTPS.
RewriteCond %{HTTP:X-Forwarded-Proto} =https [OR]
RewriteCond %{ENV:HTTPS} =on
RewriteRule ^(.+)/$ https://%{HTTP_HOST}/$1 [R=301,L]
RewriteRule ^(.+)/$ /$1 [R=301,L]

# Pages : /formatrice sert formatrice.html ou formatrice/index.html (selon la forme choisie dans
# content/identite.ts), sans redirection.
RewriteCond %{REQUEST_FILENAME}.html -f
RewriteRule ^(.+)$ $1.html [END]
RewriteCond %{REQUEST_FILENAME}/index.html -f
RewriteRule ^(.+)$ $1/index.html [END]

# Un dossier sans page est une adresse inconnue (404), non une liste refusée (403).
RewriteCond %{REQUEST_FILENAME} -d
RewriteRule ^(.+)$ - [R=404,L]
`
}
