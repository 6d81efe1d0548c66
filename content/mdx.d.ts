// Types of MDX imports: each document's `frontmatter` has the type its schema outputs.
type TocEntry = import('./schemas/legal-document.ts').TocEntry
type MDXContent = import('mdx/types').MDXContent

declare module '*/mentions-legales.mdx' {
  export const frontmatter: import('./schemas/legal-document.ts').LegalDocumentFrontmatter
  export const toc: TocEntry[]
  const Content: MDXContent
  export default Content
}

declare module '*/politique-confidentialite.mdx' {
  export const frontmatter: import('./schemas/legal-document.ts').PrivacyPolicyFrontmatter
  export const toc: TocEntry[]
  const Content: MDXContent
  export default Content
}

declare module '*/formatrice.mdx' {
  export const frontmatter: import('./schemas/trainer.ts').TrainerFrontmatter
  export const toc: TocEntry[]
  const Content: MDXContent
  export default Content
}

// Home page fragments (content/accueil/): each exports its validated records as `frontmatter`.
declare module '*/accueil/hero.mdx' {
  export const frontmatter: import('./schemas/home.ts').HeroFrontmatter
  const Content: MDXContent
  export default Content
}

declare module '*/accueil/expertise.mdx' {
  export const frontmatter: import('./schemas/home.ts').ExpertiseFrontmatter
  const Content: MDXContent
  export default Content
}

declare module '*/accueil/formations.mdx' {
  export const frontmatter: import('./schemas/home.ts').FormationsFrontmatter
  const Content: MDXContent
  export default Content
}

declare module '*/accueil/publics.mdx' {
  export const frontmatter: import('./schemas/home.ts').PublicsFrontmatter
  const Content: MDXContent
  export default Content
}

declare module '*/accueil/avis.mdx' {
  export const frontmatter: import('./schemas/home.ts').AvisFrontmatter
  const Content: MDXContent
  export default Content
}

declare module '*/accueil/methode.mdx' {
  export const frontmatter: import('./schemas/home.ts').MethodeFrontmatter
  const Content: MDXContent
  export default Content
}

declare module '*/accueil/modalites.mdx' {
  export const frontmatter: import('./schemas/home.ts').ModalitesFrontmatter
  const Content: MDXContent
  export default Content
}

declare module '*/accueil/contact.mdx' {
  export const frontmatter: import('./schemas/home.ts').HomeContactFrontmatter
  const Content: MDXContent
  export default Content
}

declare module '*/conditions-generales.mdx' {
  export const frontmatter: import('./schemas/legal-document.ts').LegalDocumentFrontmatter
  export const toc: TocEntry[]
  const Content: MDXContent
  export default Content
}

declare module '*/accessibilite.mdx' {
  export const frontmatter: import('./schemas/legal-document.ts').AccessibilityStatementFrontmatter
  export const toc: TocEntry[]
  const Content: MDXContent
  export default Content
}

// Trainings (content/formations/), read together by components/training/trainings.ts.
declare module '*/formations/*.mdx' {
  export const frontmatter: import('./schemas/training.ts').TrainingFrontmatter
  const Content: MDXContent
  export default Content
}
