export { SiteLayout as default } from '../components/layout/SiteLayout.tsx'
