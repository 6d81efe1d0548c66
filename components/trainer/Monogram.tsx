import { identity } from '../../content/identite.ts'
import { ofName } from '../../lib/french-typography.ts'
import { personName } from '../identity/format.ts'
import styles from './Monogram.module.css'

/** First letter of each name: Claire Delaunay → C, D (a compound first name keeps its first letter). */
function initial(name: string): string {
  return name.trim().charAt(0).toLocaleUpperCase('fr-FR')
}

/** Until the owner adds her photograph: her initials under an arch, drawn from the identity file, 4:5 like a portrait. */
export function Monogram() {
  const { firstName, lastName } = identity.trainer
  return (
    <svg
      className={styles.monogram}
      role="img"
      aria-label={`Monogramme ${ofName(personName(identity.trainer))}`}
      width="480"
      height="600"
      viewBox="0 0 480 600"
      xmlns="http://www.w3.org/2000/svg"
      data-portrait-placeholder=""
    >
      <rect width="480" height="600" className={styles.ground} />
      {/* Two arches, like a palace window or a mirror frame. */}
      <path d="M64 560V232a176 176 0 0 1 352 0v328Z" className={styles.arch} />
      <path d="M80 544V232a160 160 0 0 1 320 0v312Z" className={styles.archInner} />
      <text x="240" y="370" textAnchor="middle" className={styles.initials}>
        <tspan>{initial(firstName)}</tspan>
        <tspan className={styles.separator} dx="10" dy="-14">
          ·
        </tspan>
        <tspan dx="10" dy="14">
          {initial(lastName)}
        </tspan>
      </text>
      <path d="M204 420h72" className={styles.rule} />
    </svg>
  )
}
