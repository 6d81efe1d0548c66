/** The owner's facts files: TypeScript she edits by hand, imported by the Vite config through the build tools. */
export const FACTS_FILES = ['content/identite.ts', 'content/chiffres.ts'] as const
