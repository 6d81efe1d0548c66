import type { Plugin } from 'vite'

/** The line under every error in Vite's overlay, in place of its English advice to edit vite.config.ts. */
export const overlayTip = 'Corrigez le fichier indiqué puis enregistrez-le\u00A0: ce panneau se fermera de lui-même.'

/** Vite's overlay tip as its client (vite/dist/client/client.mjs) writes it, from « Click outside » to the config file's name. */
const viteTip = /"Click outside, press "[\s\S]*?h\("code", \{ part: "config-file-name" \}, hmrConfigName\), "\."/

/**
 * `npm run dev` only: the overlay that shows the writer's French message ends with Vite's tip
 * (« …disable this overlay by setting server.hmr.overlay to false in vite.config.ts »), advice to
 * edit a file she must not touch. Vite offers no option for it, so its client module is rewritten
 * as it is served; should a Vite update change that text, the terminal says so and the dev test fails.
 */
export function frenchOverlayTip(): Plugin {
  return {
    name: 'site:french-overlay-tip',
    apply: 'serve',
    transform(code, id) {
      if (!/[\\/]vite[\\/]dist[\\/]client[\\/]client\.mjs$/.test(id.split('?')[0] ?? id)) return null
      if (!viteTip.test(code)) {
        this.warn('le conseil anglais du panneau d’erreur de Vite est introuvable : vérifiez build-tools/mdx/overlay-tip.ts')
        return null
      }
      return { code: code.replace(viteTip, JSON.stringify(overlayTip)), map: null }
    },
  }
}
