import type { ComponentPropsWithoutRef } from 'react'
import styles from './ContactDetails.module.css'
import { Area, Email, Phone } from './IdentityValues.tsx'

/**
 * How to reach the house, in one presentation wherever the page shows it (the contact block, the footer): each value
 * under its label, side by side as room allows. `area` adds where the training takes place (the contact block's).
 */
export function ContactDetails({ area = false, className, ...props }: { area?: boolean } & ComponentPropsWithoutRef<'address'>) {
  const details = [
    { label: 'Courriel', value: <Email /> },
    { label: 'Téléphone', value: <Phone /> },
    ...(area ? [{ label: 'Zone d’intervention', value: <Area /> }] : []),
  ]
  return (
    <address {...props} className={[styles.details, className].filter(Boolean).join(' ')}>
      <dl className={styles.list}>
        {details.map(({ label, value }) => (
          <div className={styles.detail} key={label}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </address>
  )
}
