export default 'Choisissez à tout moment les cookies que vous acceptez\u00A0: mesure d’audience, publicité ou contenus intégrés, aucun ne s’active sans votre accord.'
