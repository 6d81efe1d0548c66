import type { ComponentType } from 'react'
import type { TrainerSectionName } from '../../content/schemas/component-props.ts'
import { Career } from './Career.tsx'
import { Certifications } from './Certifications.tsx'
import { PhilosophyQuote } from './PhilosophyQuote.tsx'
import { ProfileSection } from './ProfileSection.tsx'
import { Specialities } from './Specialities.tsx'
import { Testimonials } from './Testimonials.tsx'

/** The sections content/formatrice.mdx may place; given to that document only (see pages/formatrice/+Page.tsx). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const trainerComponents: Record<TrainerSectionName, ComponentType<any>> = {
  Career,
  Certifications,
  PhilosophyQuote,
  ProfileSection,
  Specialities,
  Testimonials,
}
