export default 'Parcours, philosophie et méthode de la formatrice : vingt ans d’hôtellerie de luxe au service de la formation au savoir-être.'
