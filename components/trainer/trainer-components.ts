import type { ComponentType } from 'react'
import type { TrainerComponentName } from '../mdx/component-names'
import { Career } from './Career'
import { Certifications } from './Certifications'
import { PhilosophyQuote } from './PhilosophyQuote'
import { ProfileSection } from './ProfileSection'
import { Specialities } from './Specialities'
import { Testimonials } from './Testimonials'

/** The sections content/formatrice.mdx may place; given to that document only (see pages/formatrice/+Page.tsx). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const trainerComponents: Record<TrainerComponentName, ComponentType<any>> = {
  Career,
  Certifications,
  PhilosophyQuote,
  ProfileSection,
  Specialities,
  Testimonials,
}
