export default 'Choisissez à tout moment les cookies que vous acceptez\u00A0: mesure d’audience, marketing et fonctionnalités restent désactivés sans votre accord.'
