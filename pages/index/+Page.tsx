export default function Page() {
  return <h1>Accueil</h1>
}
