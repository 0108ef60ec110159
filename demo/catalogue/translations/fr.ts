// French texts of the demo catalogue: every category and material, and the product lines of the baskets only;
// the other categories' lines stay in English until they are translated.

import type { DemoLocaleTexts } from './demo-texts';

export const FR: DemoLocaleTexts = {
  categories: {
    baskets: {
      name: 'Paniers',
      description:
        'Paniers boule, paniers de marché, paniers d’étagère et lots gigognes pour toutes les pièces, tressés à la main en fibres ' +
        'naturelles.',
      note: 'Chaque panier est façonné sur un moule en bois\u00a0: les lots s’emboîtent ainsi parfaitement pour l’expédition.',
    },
    'storage-boxes': {
      name: 'Boîtes de rangement',
      description:
        'Boîtes à couvercle, cubes de rangement et lots gigognes qui mettent de l’ordre dans les armoires, les étagères et sur le bureau.',
      note: 'Le cadre en fer garde des angles bien droits et un couvercle bien ajusté, même quand la boîte est pleine.',
    },
    'lamp-shades': {
      name: 'Abat-jour',
      description: 'Abat-jour pour suspensions et lampes à poser, dont le tressage ajouré diffuse une lumière chaude et graphique.',
      note:
        'Les abat-jour sont livrés sans câble ni ampoule\u202f; l’équipement électrique adapté à votre marché peut être ajouté sur ' +
        'demande.',
    },
    trays: {
      name: 'Plateaux',
      description:
        'Plateaux de service, plateaux pour pouf et plateaux de coiffeuse qui apportent de la chaleur aux tables et aux buffets.',
      note: 'Une finition vernie protège la surface des taches du quotidien.',
    },
    planters: {
      name: 'Cache-pots',
      description: 'Cache-pots et paniers à plantes avec doublure étanche, pour les plantes d’intérieur de toutes tailles.',
      note: 'Livré avec une doublure étanche amovible en plastique.',
    },
    bags: {
      name: 'Sacs',
      description: 'Cabas, sacs bandoulière et sacs de plage tressés en fibres naturelles légères et résistantes.',
      note: 'Les anses sont cousues et rivetées pour un usage quotidien\u202f; les doublures peuvent être réalisées dans votre propre tissu.',
    },
    'placemats-coasters': {
      name: 'Sets de table & dessous-de-verre',
      description: 'Sets de table spiralés ou tressés, dessous-de-verre et chemins de table pour une table naturelle et décontractée.',
      note: 'Nettoyer avec un chiffon humide et laisser sécher à plat.',
    },
    'home-decor': {
      name: 'Décoration',
      description:
        'Assiettes murales, miroirs soleil, habillages de vase et cadres qui apportent une texture naturelle aux murs et aux étagères.',
      note: 'Les pièces murales sont munies au dos d’une attache solide.',
    },
    'poufs-furniture': {
      name: 'Poufs & mobilier',
      description: 'Poufs, repose-pieds, tables d’appoint et fauteuils, tressés sur des structures robustes.',
      note: 'Chaque pièce est contrôlée en stabilité et en charge avant emballage.',
    },
    'pet-beds': {
      name: 'Couchages pour animaux',
      description: 'Niches pour chat, corbeilles et lits surélevés que les animaux adorent et que leurs maîtres aiment montrer.',
      note: 'Les coussins ont des housses amovibles et lavables\u202f; les dimensions peuvent être adaptées à votre gamme.',
    },
    'laundry-hampers': {
      name: 'Paniers à linge',
      description: 'Coffres à linge avec couvercle, trieurs et paniers à linge avec doublure en coton amovible.',
      note: 'Les doublures en coton sont amovibles et lavables en machine.',
    },
    'christmas-decor': {
      name: 'Décorations de Noël',
      description: 'Sapins, étoiles, couronnes et ornements tressés pour des fêtes de fin d’année au naturel.',
      note: 'Pour une expédition en août et septembre, mieux vaut confirmer les commandes saisonnières d’ici mai.',
    },
  },
  materials: {
    rattan: {
      name: 'Rotin',
      inName: 'rotin',
      description:
        'Un palmier grimpant robuste et souple, fendu en éclisses et en moelle, puis tressé en abat-jour, plateaux, meubles et ' +
        'paniers solides qui durent des années.',
      composition: 'Moelle et éclisse de rotin',
      colours: ['miel naturel', 'brun foncé', 'blanchi'],
    },
    seagrass: {
      name: 'Jonc de mer',
      inName: 'jonc de mer',
      description:
        'Cultivé dans les deltas saumâtres du nord du Vietnam, séché au soleil puis torsadé à la main en une corde résistante, ' +
        'légèrement brillante, d’un vert-beige frais.',
      composition: 'Corde de jonc de mer torsadée main',
      colours: ['naturel', 'naturel à bord noir', 'bandeau supérieur peint en blanc'],
    },
    'water-hyacinth': {
      name: 'Jacinthe d’eau',
      inName: 'jacinthe d’eau',
      description:
        'Des tiges récoltées dans les rivières et les étangs, séchées au soleil pendant des semaines et tressées en cordes souples et ' +
        'épaisses d’un gris-brun chaleureux.',
      composition: 'Jacinthe d’eau tressée',
      colours: ['naturel', 'gris cérusé', 'brun-noir'],
    },
    bamboo: {
      name: 'Bambou',
      inName: 'bambou',
      description:
        'Un bambou à croissance rapide, fendu en fines lamelles régulières, tressé ou cintré en pièces légères et remarquablement ' +
        'solides aux reflets jaune paille.',
      composition: 'Lamelles de bambou fendu',
      colours: ['naturel', 'noyer clair', 'noir'],
    },
    jute: {
      name: 'Jute',
      inName: 'jute',
      description:
        'La fibre dorée du jute, filée puis tressée en corde épaisse, donne aux poufs, sets de table et cache-pots un style ' +
        'décontracté et texturé.',
      composition: 'Corde de jute tressée',
      colours: ['naturel', 'blanchi', 'naturel à rayure blanche'],
    },
    rush: {
      name: 'Jonc',
      inName: 'jonc',
      description:
        'Un jonc lisse tressé à chevrons ou en sergé, pour une surface nette et régulière sur les boîtes, les paniers à linge et le ' +
        'linge de table.',
      composition: 'Jonc tressé',
      colours: ['naturel', 'naturel à bordure foncée'],
    },
    'palm-leaf': {
      name: 'Feuille de palmier',
      inName: 'feuille de palmier',
      description:
        'De pâles feuilles de palmier découpées en rubans et tressées en sacs, abat-jour et sets de table légers, à l’esprit aérien ' +
        'et estival.',
      composition: 'Feuille de palmier tressée',
      colours: ['crème naturel', 'naturel à rayure noire'],
    },
    'banana-bark': {
      name: 'Écorce de bananier',
      inName: 'écorce de bananier',
      description:
        'Une fibre prélevée sur le tronc du bananier, aux nuances naturelles allant du crème au brun profond, qui rendent chaque ' +
        'pièce unique.',
      composition: 'Fibre d’écorce de bananier',
      colours: ['brun naturel', 'naturel clair'],
    },
    cattail: {
      name: 'Massette',
      inName: 'massette',
      description:
        'Les longues feuilles souples de la massette (typha), tressées en cordes flexibles pour les paniers à linge, les cache-pots ' +
        'et les lits pour animaux.',
      composition: 'Feuille de massette tressée',
      colours: ['naturel', 'naturel à rayure grise'],
    },
    'kaisa-grass': {
      name: 'Herbe kaisa',
      inName: 'herbe kaisa',
      description:
        'Une herbe fine et dorée, torsadée en minces cordelettes, pour une spirale serrée et élégante sur les paniers, les plateaux ' +
        'et la déco murale.',
      composition: 'Cordelette d’herbe kaisa torsadée',
      colours: ['or naturel', 'naturel à motif noir'],
    },
    'paper-rope': {
      name: 'Corde de papier',
      inName: 'corde de papier',
      description:
        'Une solide corde de papier kraft torsadée\u00a0: facile à teindre, facile à entretenir et parfaitement régulière, pour le ' +
        'rangement, les couchages pour animaux et la déco saisonnière.',
      composition: 'Corde de papier kraft torsadée',
      colours: ['naturel', 'blanc', 'gris', 'noir'],
    },
    wicker: {
      name: 'Fibre loom',
      inName: 'fibre loom',
      description:
        'Un fil métallique gainé de papier, tissé sur métier en une trame fine et régulière puis peint à la main\u00a0: le look ' +
        'classique des fauteuils, paniers à linge et décos murales.',
      composition: 'Fil métallique gainé de papier (loom) sur cadre en bois',
      colours: ['blanc cassé', 'sauge', 'gris tourterelle', 'noir'],
    },
  },
  lines: {
    // Paniers (baskets)
    'Round {M} Belly Basket with Handles': {
      name: 'Panier boule en {M} avec anses',
      summary: 'Un panier boule généreux, avec deux anses latérales tressées, idéal pour les plaids, les jouets ou une plante.',
      size: 'Ø 45 × H 40 cm',
    },
    'Set of 3 {M} Storage Baskets': {
      name: 'Lot de 3 paniers de rangement en {M}',
      summary: 'Trois paniers ronds gigognes de tailles dégressives, pour ranger étagères, salles de bains et chambres d’enfants.',
      size: 'Ø 40 × H 35 / Ø 35 × H 30 / Ø 30 × H 25 cm',
    },
    '{M} Market Basket with Handle': {
      name: 'Panier de marché en {M} avec anse',
      summary: 'Un panier de marché ouvert avec une solide anse en arceau, pour les fruits, le pain, les fleurs ou un pique-nique.',
      size: 'L 38 × l 28 × H 22 cm (H 40 cm avec anse)',
    },
    'Rectangular {M} Shelf Basket': {
      name: 'Panier d’étagère rectangulaire en {M}',
      summary: 'Un panier rectangulaire aux lignes nettes, adapté aux étagères standard, avec poignées découpées aux deux extrémités.',
      size: 'L 32 × l 26 × H 20 cm',
    },
    'Tall {M} Floor Basket': {
      name: 'Panier de sol haut en {M}',
      summary: 'Un grand panier à poser au sol pour les plaids, serviettes roulées, magazines ou parapluies.',
      size: 'Ø 35 × H 55 cm',
    },
    '{M} Bread Basket with Cotton Liner': {
      name: 'Corbeille à pain en {M} avec doublure en coton',
      summary: 'Une corbeille à pain ovale et basse, avec doublure en coton amovible et lavable.',
      size: 'L 30 × l 20 × H 10 cm',
    },
    'Oval {M} Picnic Basket with Lid': {
      name: 'Panier pique-nique ovale en {M} avec couvercle',
      summary: 'Un panier pique-nique classique avec couvercle à charnières, sangles en cuir et fermeture à bûchette en bois.',
      size: 'L 42 × l 30 × H 24 cm',
    },
    'Round {M} Toy Basket with Lid': {
      name: 'Panier à jouets rond en {M} avec couvercle',
      summary: 'Un grand panier à couvercle qui dissimule jouets et jeux, au salon comme dans la chambre d’enfant.',
      size: 'Ø 50 × H 45 cm',
    },
  },
  phrases: {
    handmadeFrom: 'Fait main au Vietnam en {material}.',
    materialLabel: 'Matière\u00a0:',
    customisationLabel: 'Personnalisation\u00a0:',
    customisation: 'dimensions, couleur, anses et étiquettes sur demande',
  },
};
