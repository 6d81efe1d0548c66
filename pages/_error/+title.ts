import { pageTitle } from '../../components/layout/page-title'

export default pageTitle('Page introuvable')
