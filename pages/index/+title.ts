import { identity } from '../../content/identite'

export default identity.organisation.name
