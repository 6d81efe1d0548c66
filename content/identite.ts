/*
 * L’identité de l’organisme : la seule source de ces valeurs pour tout le site.
 * Les valeurs livrées sont FICTIVES (domaine example.com, numéro de téléphone de la plage
 * réservée à la fiction par l’ARCEP, numéros administratifs inventés) : la propriétaire les
 * remplace ici, puis passe `fictitious` à false. Tant qu’il vaut true, la construction avertit et
 * l’aperçu (npm run dev) affiche un bandeau ; à false, une valeur d’exemple oubliée arrête la
 * construction. Voir docs/mise-en-ligne.md (la liste) et docs/outils-redaction.md (le détail).
 *
 * Trois faits que seule la propriétaire connaît (régime de TVA, clientèle, certification Qualiopi)
 * sont livrés comme des hypothèses, marquées « exemple: true » : elle confirme ou corrige chacun,
 * puis retire sa marque. Leur explication est dans content/LISEZMOI.md, « Les faits de
 * l’organisme ».
 */
import type { Identity } from './schemas/identity.ts'

export const identity: Identity = {
  fictitious: true,
  organisation: {
    name: 'L’Art du Service',
    legalForm: 'Entrepreneur individuel (EI)',
    siret: '90000000000017',
    // Franchise en base (art. 293 B du CGI) ; ou { regime: 'exoneration-formation', dreetsAttestation: true } ;
    // ou { regime: 'assujettie', number: 'FR…' }.
    vat: { exemple: true, regime: 'franchise' },
    address: { street: '12 rue de l’Exemple', postcode: '75008', city: 'Paris' },
    area: 'Paris et régions',
  },
  trainer: { firstName: 'Claire', lastName: 'Delaunay', role: 'Formatrice en savoir-être et étiquette du luxe' },
  contact: { email: 'contact@example.com', phone: '+33199001234' },
  registration: { number: '11750000075', region: 'Île-de-France' },
  // Entreprises et professionnels seulement ; ou { kind: 'professionnels-et-particuliers', mediator: { name: '…', url: 'https://…' } }.
  clientele: { exemple: true, kind: 'professionnels' },
  // Pas de certification Qualiopi ; ou { certified: true, certifier: 'Nom de l’organisme certificateur' }.
  qualiopi: { exemple: true, certified: false },
  publicationDirector: 'Claire Delaunay',
  host: {
    name: 'Hébergeur Exemple SAS',
    address: { street: '1 avenue de l’Exemple', postcode: '75015', city: 'Paris' },
    phone: '+33199000000',
    url: 'https://hebergeur.example.com',
  },
  siteUrl: 'https://www.example.com',
  reviewsUrl: 'https://maps.example.com/l-art-du-service/avis',
}
