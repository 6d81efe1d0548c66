export default 'Choisissez à tout moment les catégories de cookies que vous acceptez : mesure d’audience, marketing et fonctionnalités ; seuls les cookies nécessaires sont actifs par défaut.'
