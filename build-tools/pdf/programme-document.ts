import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer'
import { Children, cloneElement, createElement as h, isValidElement, type ReactElement, type ReactNode } from 'react'
import { formatPhone, personName, roleInSentence } from '../../components/identity/format.ts'
import { END_OF_TRAINING_ATTESTATION, legalLine, registrationStatement } from '../../components/identity/legal-wording.ts'
import { trainingPath } from '../../components/training/training-path.ts'
import { durationText, groupText, natureText, priceText, resultsText, updatedText } from '../../components/training/training-wording.ts'
import { identity } from '../../content/identite.ts'
import type { ProgrammeContent } from './programme-content.ts'
import { PDF_FONTS } from './pdf-fonts.ts'

/** The site's palette, as components/styles/tokens.css gives it (ink, soft ink, gold for small text, hairlines). */
const colours = { ink: '#1b1a21', soft: '#4d4940', gold: '#7a5f31', line: '#e3dac8' }

const styles = StyleSheet.create({
  page: {
    paddingTop: 48,
    paddingBottom: 84,
    paddingHorizontal: 56,
    fontFamily: PDF_FONTS.text,
    fontSize: 9.5,
    lineHeight: 1.45,
    color: colours.ink,
  },
  house: { fontFamily: PDF_FONTS.display, fontSize: 12, color: colours.gold, marginBottom: 18 },
  kicker: { fontFamily: PDF_FONTS.label, fontSize: 8, letterSpacing: 1.2, textTransform: 'uppercase', color: colours.gold },
  title: { fontFamily: PDF_FONTS.display, fontSize: 26, lineHeight: 1.15, marginTop: 4, marginBottom: 8 },
  lead: { fontFamily: PDF_FONTS.display, fontSize: 12.5, lineHeight: 1.4, marginBottom: 6 },
  updated: { color: colours.soft, fontSize: 8.5 },
  part: { marginTop: 16, paddingTop: 8, borderTopWidth: 0.5, borderTopColor: colours.line },
  partTitle: { fontFamily: PDF_FONTS.display, fontSize: 15, marginBottom: 6 },
  fact: { flexDirection: 'row', paddingVertical: 3 },
  label: {
    width: 120,
    paddingRight: 10,
    fontFamily: PDF_FONTS.label,
    fontSize: 8,
    letterSpacing: 0.6,
    textTransform: 'uppercase',
    color: colours.gold,
    paddingTop: 1.5,
  },
  value: { flex: 1 },
  item: { flexDirection: 'row', marginBottom: 2 },
  bullet: { width: 12 },
  subTitle: { fontFamily: PDF_FONTS.display, fontSize: 12, marginTop: 6, marginBottom: 3 },
  note: { color: colours.soft, fontSize: 8.5, marginTop: 6 },
  pageNumber: { position: 'absolute', right: 56, top: 24, fontSize: 7, color: colours.soft },
  footer: {
    position: 'absolute',
    left: 56,
    right: 56,
    bottom: 28,
    fontSize: 7,
    lineHeight: 1.35,
    color: colours.soft,
    borderTopWidth: 0.5,
    borderTopColor: colours.line,
    paddingTop: 6,
  },
})

/**
 * The site's fonts have no narrow no-break space (U+202F; browsers draw it from another face): in the PDF, French
 * typography's spaces are the no-break space both fonts have, so that no « ; » or « » » ever starts a line.
 */
function withDrawableSpaces(node: ReactNode): ReactNode {
  if (typeof node === 'string') return node.replace(/\u202F/g, '\u00A0')
  if (!isValidElement<{ children?: ReactNode }>(node) || node.props.children === undefined) return node
  return cloneElement(node, undefined, ...Children.toArray(node.props.children).map(withDrawableSpaces))
}

const facts = (items: { label: string; value: string }[]) =>
  items.map((item) =>
    h(
      View,
      { key: item.label, style: styles.fact, wrap: false },
      h(Text, { style: styles.label }, item.label),
      h(Text, { style: styles.value }, item.value),
    ),
  )

const bullet = (text: string, key: string | number) =>
  h(View, { key, style: styles.item, wrap: false }, h(Text, { style: styles.bullet }, '–'), h(Text, { style: styles.value }, text))

const part = (title: string, ...children: ReactNode[]) =>
  h(View, { style: styles.part }, h(Text, { style: styles.partTitle, minPresenceAhead: 40 }, title), ...children)

/**
 * One training's programme as an A4 PDF: the same items, under the same labels and in the same words as its page
 * (components/training/), the owner's identity and her registration statement at the foot of every sheet. The page
 * stays the accessible reference (RGAA 13.3), which the PDF says.
 */
export function programmeDocument(content: ProgrammeContent): ReactElement {
  return withDrawableSpaces(programmePages(content)) as ReactElement
}

function programmePages(content: ProgrammeContent): ReactElement {
  const { training, parts, referent } = content
  const { organisation, trainer, contact } = identity
  const pageUrl = `${identity.siteUrl}${trainingPath(content.slug)}`
  const registration = registrationStatement(identity.registration)
  return h(
    Document,
    {
      title: `${training.title} — programme de formation`,
      author: organisation.name,
      subject: training.description,
      language: 'fr',
      creator: organisation.name,
      producer: organisation.name,
      // The programme's own date, so that the same content gives the same file.
      creationDate: new Date(`${training.updated}T00:00:00Z`),
      modificationDate: new Date(`${training.updated}T00:00:00Z`),
    },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(Text, { style: styles.house }, organisation.name),
      h(Text, { style: styles.kicker }, 'Programme de formation'),
      h(Text, { style: styles.title }, training.title),
      h(Text, { style: styles.lead }, training.presentation),
      h(Text, { style: styles.updated }, `Programme mis à jour le ${updatedText(training.updated)}`),
      part(
        'En bref',
        ...facts([
          { label: 'Durée', value: durationText(training.duration) },
          { label: 'Format', value: training.format },
          { label: 'Effectif', value: groupText(training.groupSize) },
          { label: 'Délai d’accès', value: training.accessDelay },
          { label: 'Tarif', value: priceText(training.price) },
          { label: 'Nature de l’action', value: natureText(training.certification) },
          ...(training.results ? [{ label: 'Résultats', value: resultsText(training.results) }] : []),
        ]),
      ),
      part(
        'Objectifs pédagogiques',
        h(Text, { style: { marginBottom: 4 } }, 'À l’issue de la formation, les participants seront capables de\u00A0:'),
        ...training.objectives.map((objective, index) => bullet(objective, index)),
      ),
      part(
        'Public et prérequis',
        ...facts([
          { label: 'Public', value: training.audience },
          { label: 'Prérequis', value: training.prerequisites },
        ]),
      ),
      part(
        'Programme',
        ...parts.map((programmePart, index) =>
          h(
            View,
            // A short part moves whole to the next sheet rather than leave its heading alone at the foot of one.
            { key: index, wrap: programmePart.blocks.length > 8 },
            programmePart.title ? h(Text, { style: styles.subTitle, minPresenceAhead: 30 }, programmePart.title) : null,
            ...programmePart.blocks.map((block, blockIndex) =>
              block.kind === 'item' ? bullet(block.text, blockIndex) : h(Text, { key: blockIndex, style: { marginBottom: 3 } }, block.text),
            ),
          ),
        ),
      ),
      part(
        'Méthodes et évaluation',
        ...facts([
          { label: 'Méthodes pédagogiques', value: training.methods },
          { label: 'Avant la formation', value: training.assessment.positioning },
          { label: 'En fin de formation', value: training.assessment.evaluation },
          { label: 'Satisfaction', value: training.assessment.satisfaction },
        ]),
        h(Text, { style: styles.note }, END_OF_TRAINING_ATTESTATION),
      ),
      part(
        'Situation de handicap',
        h(Text, null, training.accessibility),
        referent ? h(Text, { style: { marginTop: 3 } }, `Votre contact\u00A0: ${referent}.`) : null,
      ),
      part(
        'La formatrice et le contact',
        h(Text, null, `${personName(trainer)}, ${roleInSentence(trainer.role)}.`),
        h(Text, { style: { marginTop: 3 } }, `Devis et questions\u00A0: ${contact.email} · ${formatPhone(contact.phone)}`),
        h(
          Text,
          { style: styles.note },
          'La version de référence de ce programme, accessible à tous, est sa page\u00A0: ',
          h(Link, { src: pageUrl, style: { color: colours.ink } }, pageUrl),
        ),
      ),
      h(
        View,
        { style: styles.footer, fixed: true },
        h(Text, null, `${organisation.name} — ${legalLine({ organisation, trainer })}`),
        h(Text, null, `${registration.before}${registration.number}${registration.after}`),
      ),
      h(Text, {
        style: styles.pageNumber,
        fixed: true,
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => `Page ${pageNumber} sur ${totalPages}`,
      }),
    ),
  )
}
