import { PreferencesPage } from '../../components/consent/preferences/PreferencesPage.tsx'

export default function Page() {
  return <PreferencesPage />
}
