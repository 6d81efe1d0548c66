import { identity } from '../../content/identite.ts'
import { mailtoHref } from '../identity/format.ts'

/** « Bonjour Madame Delaunay, » then a blank line: a courteous opening, ready to be written. */
export function trainerGreeting(lastName: string): string {
  return `Bonjour Madame ${lastName},\n\n`
}

/** The hero's e-mail draft to the trainer: the subject from the content, the greeting from the identity file. */
export function trainerMailHref(subject: string): string {
  return mailtoHref(identity.contact.email, { subject, body: trainerGreeting(identity.trainer.lastName) })
}
