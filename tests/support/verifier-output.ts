/** The checks `npm run verifier` lists as failed (« ✗ check > case »), each once, in the order it printed them. */
export const failedChecks = (output: string) => [
  ...new Set(output.split('\n').filter((line) => line.startsWith('✗ ') && line.includes(' > '))),
]
