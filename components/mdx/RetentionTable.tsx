import { ScrollableTable } from './ScrollableTable.tsx'

const CAPTION = 'Durées de conservation des données'

interface RetentionRow {
  data: string
  duration: string
  from: string
}

/** The privacy policy's retention periods, from its frontmatter, as a table. */
export function RetentionTable({ rows }: { rows: RetentionRow[] }) {
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
