/**
 * The prefix remark-rehype gives the footnotes' ids (clobberPrefix): a note is `note-fn-1`, its call `note-fnref-1`.
 * The MDX options set it and the verifier's text view reads the notes back by it, so both say it once, here.
 */
export const NOTE_ID_PREFIX = 'note-'

/** The id of a note itself, before its label: `note-fn-`. */
export const NOTE_DEFINITION_PREFIX = `${NOTE_ID_PREFIX}fn-`
