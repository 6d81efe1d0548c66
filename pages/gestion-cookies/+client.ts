// This page's own +client replaces the shared one (https://vike.dev/client): the site's
// enhancements first, then React for the preferences panel only.
import '../+client.ts'
import { hydratePreferences } from '../../components/consent/preferences/PreferencesPanel.tsx'

hydratePreferences()
