import { BackHome } from '../../components/layout/BackHome'
import { TrainerName } from '../../components/identity/IdentityValues'

export default function Page() {
  return (
    <section>
      <BackHome />
      <h1>
        <TrainerName />
      </h1>
    </section>
  )
}
