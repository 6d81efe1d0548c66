import type { AccessibilityStatementFrontmatter } from '../../content/schemas/legal-document.ts'
import { formatLongDate } from '../../lib/french-date.ts'
import { Fact, FactList } from '../mdx/FactList.tsx'
import { Typeset } from '../ui/Typeset.tsx'
import { conformanceLevel, conformanceRate } from './conformance.ts'

/** The accessibility statement's results, from its frontmatter: the level every footer repeats, then the audit's facts. */
export function AuditResults({ audit }: { audit: AccessibilityStatementFrontmatter['audit'] }) {
  return (
    <FactList>
      <Fact label="État de conformité">{conformanceLevel(audit)}</Fact>
      <Fact label="Critères respectés">{`${audit.met} sur ${audit.applicable} critères applicables, soit ${conformanceRate(audit)}`}</Fact>
      <Fact label="Référentiel">RGAA, version 4.1.2</Fact>
      <Fact label="Audit">
        {`${audit.by}, achevé le `}
        <time dateTime={audit.date}>
          <Typeset text={formatLongDate(new Date(`${audit.date}T00:00:00Z`), 'UTC')} />
        </time>
      </Fact>
      <Fact label="Pages auditées">{audit.pages.join('\u202F; ')}</Fact>
    </FactList>
  )
}
