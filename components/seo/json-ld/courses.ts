import type { Course } from 'schema-dts'
import { nodeIds } from './ids.ts'

interface CourseInput {
  title: string
  description: string
}

/** The training modules, on the home page, each provided by the organisation. */
export function courseNodes(modules: readonly CourseInput[]): Exclude<Course, string>[] {
  return modules.map((module) => ({
    '@type': 'Course',
    name: module.title,
    description: module.description,
    inLanguage: 'fr',
    provider: { '@id': nodeIds.organisation },
  }))
}
