import { PreferencesPage } from '../../components/consent/preferences/PreferencesPage'

export default function Page() {
  return <PreferencesPage />
}
