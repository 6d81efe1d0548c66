import { identity } from '../../content/identite.ts'
import { frenchTypography } from '../../lib/french-typography.ts'
import { Fact, FactList } from '../mdx/FactList.tsx'
import styles from './ContactLinks.module.css'
import { formatPhone, formatRegistrationNumber, formatSiret, mailtoHref, personName, telHref } from './format.ts'
import { registrationStatement } from './legal-wording.ts'

/** One identity value per component, for pages and MDX alike; the sentences the owner typed with ordinary spaces are typeset here. */

export const OrganisationName = () => <>{identity.organisation.name}</>

// One string, not {first} {last}: React would print the space as a text node of its own, between two comments, and
// Chromium leaves such a node out of accessible names (« ClaireDelaunay »). The same holds wherever a space is its own child.
export const TrainerName = () => <>{personName(identity.trainer)}</>

export const TrainerRole = () => <>{frenchTypography(identity.trainer.role)}</>

export const PublicationDirector = () => <>{identity.publicationDirector}</>

export const Siret = () => <>{formatSiret(identity.organisation.siret)}</>

export const Area = () => <>{frenchTypography(identity.organisation.area)}</>

/** The 11 digits grouped as on her récépissé, however she typed them (a test may give another number). */
export const RegistrationNumber = ({ number = identity.registration.number }: { number?: string }) => (
  <span data-registration-number="">{formatRegistrationNumber(number)}</span>
)

/** The declaration of activity as the law lets it be advertised (legal-wording.ts, registrationStatement). */
export function RegistrationStatement() {
  const { before, after } = registrationStatement(identity.registration)
  return (
    <>
      {before}
      <RegistrationNumber />
      {after}
    </>
  )
}

export const SiteUrl = () => <a href={identity.siteUrl}>{identity.siteUrl.replace(/^https?:\/\//, '')}</a>

/**
 * The address as a mailto: link, visible and selectable for a visitor without a mail client, then « Copier l’adresse »:
 * hidden in the HTML, shown by the enhancement script where the Clipboard API can write (enhance/copy-email.ts), which
 * writes its confirmation in the polite live region beside it.
 */
export function Email({ subject, body }: { subject?: string; body?: string }) {
  const address = identity.contact.email
  return (
    <span>
      <a className={styles.contactLink} href={mailtoHref(address, { subject, body })}>
        {address}
      </a>
      <button className={styles.copy} type="button" hidden data-copy-email={address}>
        Copier l’adresse
      </button>
      <span className={styles.status} role="status" data-copy-status="" />
    </span>
  )
}

const PhoneLink = ({ number }: { number: string }) => (
  <a className={styles.contactLink} href={telHref(number)}>
    {formatPhone(number)}
  </a>
)

/** Her phone, and her second number after « ou » when she gives one, each printed and dialled the same way. */
export function Phone({ contact = identity.contact }: { contact?: Pick<typeof identity.contact, 'phone' | 'secondPhone'> }) {
  if (!contact.secondPhone) return <PhoneLink number={contact.phone} />
  return (
    <>
      <PhoneLink number={contact.phone} />
      {' ou '}
      <PhoneLink number={contact.secondPhone} />
    </>
  )
}

export function PublisherAddress() {
  const { street, postcode, city } = identity.organisation.address
  return (
    <>
      {street}, {postcode}&nbsp;{city}
    </>
  )
}

/** Host details required by the LCEN (name, address, telephone), plus its website, as label–value pairs. */
export function HostDetails() {
  const { name, address, phone, url } = identity.host
  return (
    <div data-host-details="">
      <FactList>
        <Fact label="Hébergeur">{name}</Fact>
        <Fact label="Adresse">
          {address.street}, {address.postcode}&nbsp;{address.city}
        </Fact>
        <Fact label="Téléphone">
          <a className={styles.contactLink} href={telHref(phone)}>
            {formatPhone(phone)}
          </a>
        </Fact>
        <Fact label="Site">
          <a href={url} rel="noopener noreferrer">
            {url.replace(/^https?:\/\//, '')}
          </a>
        </Fact>
      </FactList>
    </div>
  )
}
