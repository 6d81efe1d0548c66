/**
 * The server a suite of tests/servers/ runs against: each project (nginx, apache) starts its own
 * over the build's output folder in its global setup and provides its name and address here.
 */
import { inject } from 'vitest'

type ServerName = 'nginx' | 'apache'

declare module 'vitest' {
  export interface ProvidedContext {
    server: { name: ServerName; origin: string }
  }
}

export const server = () => inject('server')
