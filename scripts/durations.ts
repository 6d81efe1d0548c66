/** A duration as `npm test`'s table prints it: « 9 min 05 s ». */
export function inMinutes(ms: number): string {
  // Rounded to the second first, so that 9 min 59.6 s reads « 10 min 00 s », never « 9 min 60 s ».
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`
}
