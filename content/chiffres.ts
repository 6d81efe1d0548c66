/*
 * Les chiffres clés de l’organisme, tapés une seule fois : la section « L’expertise » de l’accueil,
 * la prose qui les cite (<ExperienceYears />, <PeopleTrained />) et le parcours les lisent ici.
 * Écrivez le nombre que vous avez dépassé et que vous pouvez prouver : la page affiche « plus de ».
 * Les valeurs livrées sont des EXEMPLES (exemple: true) : remplacez-les par les vôtres, puis
 * supprimez la ligne « exemple: true ». Voir content/LISEZMOI.md, « Les chiffres clés ».
 */
import type { Figures } from './schemas/figures.ts'

export const figures: Figures = {
  exemple: true,
  /** Années d’expérience dans le service d’exception (réception, étages, formation). */
  yearsOfExperience: 15,
  /** Professionnels formés depuis le début de l’activité de formation. */
  peopleTrained: 99,
}
