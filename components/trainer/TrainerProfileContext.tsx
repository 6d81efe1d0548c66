import { createContext, useContext, type ReactNode } from 'react'
import type { TrainerFrontmatter } from '../../content/schemas/trainer.ts'

/**
 * The trainer page's records (the frontmatter of content/formatrice.mdx), handed to the
 * components the writer places in its body, so that she writes <Career /> and not its data.
 */
const TrainerProfileContext = createContext<TrainerFrontmatter | null>(null)

export function TrainerProfileProvider(props: { profile: TrainerFrontmatter; children: ReactNode }) {
  return <TrainerProfileContext.Provider value={props.profile}>{props.children}</TrainerProfileContext.Provider>
}

/** The records; used anywhere else than the trainer page, the build stops and says where they belong. */
export function useTrainerProfile(component: string): TrainerFrontmatter {
  const profile = useContext(TrainerProfileContext)
  if (!profile) throw new Error(`<${component} /> ne s’emploie que dans content/formatrice.mdx (il lit les données de son en-tête)`)
  return profile
}
