/** The address of a training's page: content/formations/<slug>.mdx is published at /formations/<slug>. */
export const trainingPath = (slug: string) => `/formations/${slug}`
