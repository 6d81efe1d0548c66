import { identity } from '../../content/identite.ts'
import { ofRegion } from './format.ts'
import { RegistrationNumber } from './IdentityValues.tsx'

/**
 * The only form in which a training organisation may mention its declaration of activity in
 * advertising (Code du travail, L6352-12); the second sentence is imposed word for word.
 */
export function RegistrationStatement() {
  return (
    <>
      Organisme de formation enregistré sous le numéro <RegistrationNumber /> auprès du préfet de région{' '}
      {ofRegion(identity.registration.region)}. Cet enregistrement ne vaut pas agrément de l’État.
    </>
  )
}
