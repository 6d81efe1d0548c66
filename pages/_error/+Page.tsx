import { usePageContext } from 'vike-react/usePageContext'
import { BackHome } from '../../components/layout/BackHome'

export default function Page() {
  const { is404 } = usePageContext()
  return (
    <section>
      <h1>{is404 ? 'Page introuvable' : 'Une erreur est survenue'}</h1>
      <BackHome />
    </section>
  )
}
