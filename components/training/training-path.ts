/** The address of a training's page: content/formations/<slug>.mdx is published at /formations/<slug>. */
export const trainingPath = (slug: string) => `/formations/${slug}`

/** The address of a training's PDF programme (build-tools/pdf/), beside the pages. */
export const programmePdfPath = (slug: string) => `/programmes/${slug}.pdf`
