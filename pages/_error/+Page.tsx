import { usePageContext } from 'vike-react/usePageContext'
import { ErrorPage } from '../../components/layout/ErrorPage.tsx'

export default function Page() {
  const { is404 } = usePageContext()
  return <ErrorPage notFound={Boolean(is404)} />
}
