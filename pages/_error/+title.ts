import { pageTitle } from '../../components/layout/page-title.ts'

export default pageTitle('Page introuvable')
