// The PDF programmes the build makes (build-tools/pdf/programmes-plugin.ts): by training slug, its address and size.
declare module 'virtual:programmes-pdf' {
  const programmes: Record<string, { href: string; bytes: number }>
  export default programmes
}
