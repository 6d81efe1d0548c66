import type { PageContext } from 'vike/types'
import { errorPageTexts } from '../../components/layout/ErrorPage.texts.ts'
import { pageTitle } from '../../components/layout/page-title.ts'

// A function of the page context (https://vike.dev/title): the page of a 500 is not « Page introuvable ».
export default (pageContext: PageContext) => pageTitle(errorPageTexts(Boolean(pageContext.is404)).title)
