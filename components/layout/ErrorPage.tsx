import { HeroOrnament } from '../home/HeroOrnament.tsx'
import { Eyebrow } from '../ui/Eyebrow.tsx'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import styles from './ErrorPage.module.css'
import { mainNavigation, routes } from './navigation.ts'

const texts = {
  notFound: {
    eyebrow: 'Erreur 404',
    title: 'Page introuvable',
    lead: 'L’adresse demandée n’existe pas, ou plus. Le reste du site vous attend\u00A0: reprenez par l’une de ces pages.',
  },
  error: {
    eyebrow: 'Erreur',
    title: 'Une erreur est survenue',
    lead: 'Cette page n’a pas pu s’afficher. Réessayez dans un instant, ou reprenez par l’une de ces pages.',
  },
}

/** The 404 and error page: what happened, the site's main pages and the home page's arch, to keep the visitor on the site. */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  const text = notFound ? texts.notFound : texts.error
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
