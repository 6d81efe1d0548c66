import { Fragment, type ReactNode } from 'react'
import type { HeroFrontmatter } from '../../content/schemas/home.ts'
import { ArchPhoto } from '../media/ArchPhoto.tsx'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { homeAnchors } from './anchors.ts'
import { Eyebrow } from '../ui/Eyebrow.tsx'
import { Typeset } from '../ui/Typeset.tsx'
import styles from './Hero.module.css'
import { HeroOrnament } from './HeroOrnament.tsx'
import { quoteRequest } from './quote-request.ts'

/** A headline of two sentences is set on two lines, each balanced on its own. */
const sentences = (text: string) => text.split(/(?<=[.!?…])\s+/)

/** The first screen: the page's h1, the promise (fragment prose), the quote request and a way down to the modules. */
export function Hero(props: HeroFrontmatter & { children: ReactNode }) {
  const quote = quoteRequest(props)
  return (
    <section className={styles.hero} aria-labelledby="accueil-titre">
      <div className={styles.grid}>
        <div className={styles.text}>
          <Eyebrow>{props.eyebrow}</Eyebrow>
          <h1 className={styles.title} id="accueil-titre">
            {sentences(props.title).map((sentence, index) => (
              <Fragment key={sentence}>
                {index > 0 ? ' ' : null}
                <span className={styles.line}>
                  <Typeset title text={sentence} />
                </span>
              </Fragment>
            ))}
          </h1>
          <div className={styles.promise}>{props.children}</div>
          <div className={styles.actions}>
            <ButtonLink href={quote.href} data-quote-cta="">
              {quote.label}
            </ButtonLink>
            <ButtonLink variant="secondary" href={`#${homeAnchors.formations}`}>
              {props.formationsLabel}
            </ButtonLink>
          </div>
        </div>
        {props.photo?.published ? (
          <ArchPhoto photo={props.photo.published} className={styles.photo} />
        ) : (
          <HeroOrnament className={styles.ornament} />
        )}
      </div>
    </section>
  )
}
