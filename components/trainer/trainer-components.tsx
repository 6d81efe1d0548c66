import type { ComponentType } from 'react'
import type { TrainerSectionName } from '../../content/schemas/component-props.ts'
import type { TrainerFrontmatter } from '../../content/schemas/trainer.ts'
import { mdxComponents } from '../mdx/mdx-components.tsx'
import { Career } from './Career.tsx'
import { Certifications } from './Certifications.tsx'
import { PhilosophyQuote } from './PhilosophyQuote.tsx'
import { ProfileSection } from './ProfileSection.tsx'
import { Specialities } from './Specialities.tsx'
import { Testimonials } from './Testimonials.tsx'

type Heading = { eyebrow?: string; title: string }

/** content/formatrice.mdx's components: every document's, plus its sections bound to the records, so the writer places <Career />. */
export function trainerComponents(profile: TrainerFrontmatter) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const sections: Record<TrainerSectionName, ComponentType<any>> = {
    Career: (heading: Heading) => <Career {...heading} career={profile.career} />,
    Certifications: (heading: Heading) => <Certifications {...heading} certifications={profile.certifications} />,
    PhilosophyQuote,
    ProfileSection,
    Specialities: (heading: Heading) => <Specialities {...heading} specialities={profile.specialities} />,
    Testimonials: (heading: Heading) => <Testimonials {...heading} testimonials={profile.testimonials} />,
  }
  return { ...mdxComponents, ...sections }
}
