/*
 * L’identité de l’organisme : la seule source de ces valeurs pour tout le site.
 * Les valeurs livrées sont FICTIVES (nom commercial, nom de la formatrice, domaine example.com,
 * numéro de téléphone de la plage réservée à la fiction par l’ARCEP, numéros administratifs
 * inventés) : la propriétaire les remplace ici, puis passe `fictitious` à false. Tant qu’il reste
 * un exemple, chaque construction est un site de démonstration (bandeau, non indexé) ; à false, une
 * valeur d’exemple oubliée arrête la construction. Voir docs/mise-en-ligne.md (la liste) et
 * docs/outils-redaction.md (le détail).
 *
 * Écrivez les numéros comme vous les connaissez : « 06 12 34 56 78 », « +33 6 12 34 56 78 »,
 * « 0696 12 34 56 » outre-mer, « 1007 » pour un numéro court ; le SIRET et le numéro de déclaration
 * d’activité avec ou sans espaces. Dans un texte entouré d’apostrophes droites ('…'), écrivez
 * l’apostrophe typographique : 'D’Arcy', jamais 'D'Arcy'.
 *
 * Les faits que seule la propriétaire connaît (nature de l’adresse, régime de TVA, clientèle,
 * certification Qualiopi, conservation des journaux par l’hébergeur, messagerie, comptabilité) sont
 * livrés comme des hypothèses, marquées « exemple: true » : elle confirme ou corrige chacun, puis
 * retire sa marque. Leur explication est dans content/LISEZMOI.md, « Les faits de l’organisme ».
 */
import type { Identity } from './schemas/identity.ts'

export const identity: Identity = {
  fictitious: true,
  organisation: {
    name: 'L’Art du Service',
    // 'EI' (entrepreneur individuel, micro-entrepreneur compris) ; pour une société, 'EURL', 'SARL', 'SASU' ou 'SAS',
    // avec capital: 5000, rcsCity: 'Bordeaux' et representative: { name: 'Prénom Nom', title: 'Présidente' }.
    legalForm: 'EI',
    siret: '90000000000017',
    // Franchise en base (art. 293 B du CGI) ; ou { regime: 'exoneration-formation', dreetsAttestation: true } ;
    // ou { regime: 'assujettie', number: 'FR…' }.
    vat: { exemple: true, regime: 'franchise' },
    // Son domicile ; ou 'local-professionnel' ; ou 'domiciliation' (adresse d’une société de domiciliation).
    address: { exemple: true, kind: 'domicile', street: '12 rue de l’Exemple', postcode: '75008', city: 'Paris' },
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
    // La durée pendant laquelle l’hébergeur garde ses journaux de connexion, telle que l’indique son contrat.
    logRetention: { exemple: true, duration: '12 mois' },
    // Forme des pages publiées : 'dossiers' (formatrice/index.html) pour nginx ou Apache (OVH, o2switch…) ;
    // 'fichiers' (formatrice.html) pour Netlify, Cloudflare Pages ou GitHub Pages. Voir docs/hebergement.md.
    pages: 'dossiers',
  },
  // Le fournisseur de votre messagerie et le pays où il traite vos messages. Hors de l’Espace économique
  // européen, la garantie du transfert : 'decision-adequation' ou 'clauses-contractuelles-types'.
  mailProvider: { exemple: true, name: 'Google (Gmail)', country: 'États-Unis', safeguard: 'decision-adequation' },
  // Un expert-comptable reçoit les pièces comptables (name: 'Cabinet …' si vous voulez le nommer) ; ou { kind: 'aucun' }.
  accountant: { exemple: true, kind: 'expert-comptable' },
  siteUrl: 'https://www.example.com',
  reviewsUrl: 'https://maps.example.com/l-art-du-service/avis',
}
