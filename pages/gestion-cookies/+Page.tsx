export { PreferencesPage as default } from '../../components/consent/preferences/PreferencesPage.tsx'
