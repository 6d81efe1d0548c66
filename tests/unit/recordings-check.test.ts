import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { mdxFrontmatter } from '../../build-tools/mdx/frontmatter-plugin.ts'
import { recordingsMistakes } from '../../build-tools/mdx/recordings-check.ts'

/*
 * Issue 36: her pages say participants are filmed, recorded or photographed; the privacy policy must then say why, on
 * which basis, who sees the recordings and when they are deleted (RGPD art. 13, Code civil art. 9). Each case is a
 * small content folder of its own: a training and the policy, with only what the case needs.
 */
let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

const TRAINING = 'content/formations/essai.mdx'

function folder(training: string, policy: string): string {
  root = mkdtempSync(path.join(tmpdir(), 'enregistrements-'))
  mkdirSync(path.join(root, 'content/formations'), { recursive: true })
  mkdirSync(path.join(root, 'pages'))
  writeFileSync(path.join(root, TRAINING), training)
  writeFileSync(path.join(root, 'content/politique-confidentialite.mdx'), policy)
  // The policy is published by a page (the build refuses a document no page uses).
  writeFileSync(path.join(root, 'pages/politique.ts'), "import 'content/politique-confidentialite.mdx'\n")
  return root
}

const filmed = '---\ntitle: Essai\n# Une note : sa photographie\n---\n\nLes mises en situation sont filmées, puis revues ensemble.\n'
const policyWith = (section: string) =>
  `---\ntitle: Politique\n---\n\n## Finalités\n\nRépondre à vos demandes.\n\n${section}\n## Vos droits\n\nLes vôtres.\n`
const COMPLETE =
  '### Vos images pendant les formations\n\nRien n’est filmé sans votre accord, recueilli avant la séance. Les vidéos sont effacées le dernier jour.\n'

describe('des participants filmés, enregistrés ou photographiés : la politique de confidentialité le dit', () => {
  it('sans section qui en parle, la construction s’arrête sur le fichier, la ligne et le mot, et dit quoi écrire', () => {
    const [mistake, ...others] = recordingsMistakes(folder(filmed, policyWith('')))
    expect(others).toEqual([])
    expect(mistake?.message).toMatch(
      /^content\/formations\/essai\.mdx, ligne 6 : « filmées » — .*content\/politique-confidentialite\.mdx n’en dit rien\n {2}Correction : /,
    )
    expect(mistake?.message).toContain('quand ils sont effacés')
  })

  it('une section qui ne dit pas quand les enregistrements sont effacés est nommée pour ce qui lui manque', () => {
    const section = '### Vos images pendant les formations\n\nRien n’est filmé sans votre accord.\n'
    expect(recordingsMistakes(folder(filmed, policyWith(section))).map((mistake) => mistake.message)).toEqual([
      expect.stringContaining('ne dit pas, dans sa section sur les enregistrements, quand les enregistrements sont effacés'),
    ])
  })

  it('une section complète, dans ses mots à elle, suffit ; sans participants filmés, rien n’est demandé', () => {
    expect(recordingsMistakes(folder(filmed, policyWith(COMPLETE)))).toEqual([])
    expect(
      recordingsMistakes(folder('---\ntitle: Essai\n# sa photographie, en commentaire\n---\n\nDes jeux de rôle.\n', policyWith(''))),
    ).toEqual([])
  })

  it('la construction et l’aperçu passent par cette vérification', () => {
    const plugin = mdxFrontmatter(path.join(folder(filmed, policyWith('')), 'content')) as unknown as { buildStart: () => void }
    expect(() => plugin.buildStart()).toThrow(/essai\.mdx, ligne 6 : « filmées »/)
  })
})
