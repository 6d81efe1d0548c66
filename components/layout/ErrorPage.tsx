import { HeroOrnament } from '../home/HeroOrnament.tsx'
import { Eyebrow } from '../ui/Eyebrow.tsx'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import styles from './ErrorPage.module.css'
import { errorPageTexts } from './ErrorPage.texts.ts'
import { mainNavigation, routes } from './navigation.ts'

/** The 404 and error page: what happened, the site's main pages and the home page's arch, to keep the visitor on the site. */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  const text = errorPageTexts(notFound)
  return (
    <section className={styles.page} aria-labelledby="titre-erreur">
      <div className={styles.grid}>
        <div className={styles.text}>
          <Eyebrow>{text.eyebrow}</Eyebrow>
          <h1 className={styles.title} id="titre-erreur">
            {text.title}
          </h1>
          <p className={styles.lead}>{text.lead}</p>
          <nav aria-label="Pages principales du site">
            <ul className={styles.links}>
              {mainNavigation.map((item) => (
                <li key={item.href}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <ButtonLink href={routes.home}>Retour à l’accueil</ButtonLink>
        </div>
        <HeroOrnament className={styles.ornament} />
      </div>
    </section>
  )
}
