/**
 * A rule as lightningcss can read it back from a visitor: it writes an absent optional value (the `from` of a `var()`,
 * its fallback, the `format()` of a font source) as null but expects the key to be missing, so null values are left
 * out (serde reads a missing optional as none).
 */
export function readable<T>(value: T): T {
  if (Array.isArray(value)) return value.map(readable) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => inner !== null)
      .map(([key, inner]) => [key, readable(inner)]),
  ) as T
}
