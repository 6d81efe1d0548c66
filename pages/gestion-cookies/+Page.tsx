import { BackHome } from '../../components/layout/BackHome'

export default function Page() {
  return (
    <section>
      <BackHome />
      <h1>Gestion des cookies</h1>
    </section>
  )
}
