import type { PrivacyPolicyFrontmatter } from '../../content/schemas/legal-document.ts'
import { ScrollableTable } from './ScrollableTable.tsx'

const CAPTION = 'Durées de conservation des données'

/** The privacy policy's retention periods, from its frontmatter, as a table. */
export function RetentionTable({ rows }: { rows: PrivacyPolicyFrontmatter['retention'] }) {
  return (
    <ScrollableTable label={CAPTION}>
      <table>
        <caption className="visually-hidden">{CAPTION}</caption>
        <thead>
          <tr>
            <th scope="col">Données</th>
            <th scope="col">Durée</th>
            <th scope="col">Point de départ</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.data}>
              <th scope="row">{row.data}</th>
              <td>{row.duration}</td>
              <td>{row.from}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  )
}
