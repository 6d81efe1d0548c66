/**
 * The error that `run` must throw, for a test of a refusal: when nothing is thrown, the test fails
 * with « <refused> aurait dû être refusé » instead of going on with no message to check.
 */
export function thrownBy(run: () => unknown, refused: string): Error {
  try {
    run()
  } catch (error) {
    return error as Error
  }
  throw new Error(`${refused} aurait dû être refusé`)
}

/** The same for work that rejects its promise. */
export async function rejectionOf(run: () => Promise<unknown>, refused: string): Promise<Error> {
  try {
    await run()
  } catch (error) {
    return error as Error
  }
  throw new Error(`${refused} aurait dû être refusé`)
}
