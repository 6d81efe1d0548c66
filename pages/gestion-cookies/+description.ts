import { consentStatement } from '../../components/consent/consent-statement.ts'
import { thirdPartyScripts } from '../../content/consent-scripts.ts'

// What needs consent comes first, as on the banner and the page; then what the page is for, if search engines'
// 160 characters leave room for it (three kinds of service declared fill them).
const statement = consentStatement(thirdPartyScripts)
const invitation = ' Réglez ici votre choix, à tout moment.'

export default statement.length + invitation.length <= 160 ? `${statement}${invitation}` : statement
