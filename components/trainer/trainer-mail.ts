import { identity } from '../../content/identite.ts'
import { mailtoHref } from '../identity/format.ts'

/** « Bonjour Claire, » then a blank line: the visitor's draft opens ready to be written. */
export function trainerGreeting(firstName: string): string {
  return `Bonjour ${firstName},\n\n`
}

/** The hero's e-mail draft to the trainer: the subject from the content, the greeting from the identity file. */
export function trainerMailHref(subject: string): string {
  return mailtoHref(identity.contact.email, { subject, body: trainerGreeting(identity.trainer.firstName) })
}
