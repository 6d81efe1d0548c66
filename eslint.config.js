// One lint configuration for the whole project; formatting is Prettier's (.prettierrc.json), and the
// direction of imports between layers is tests/unit/layers.test.ts's (it also reads MDX documents).
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', '**/node_modules/**', 'tests/fixtures/**', 'bench/.tmp/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  // Playwright fixtures call a `use` that is not React's: the hook rules read the React code only.
  { files: ['components/**/*.tsx', 'pages/**/*.tsx'], ...reactHooks.configs.flat.recommended },
  { rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] } },
)
