export default 'Formations au savoir-être et à l’étiquette pour l’hôtellerie de luxe, les maisons de luxe et les équipes événementielles, à Paris et en régions.'
