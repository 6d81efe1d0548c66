import { identity } from '../../content/identite.ts'

export default identity.organisation.name
