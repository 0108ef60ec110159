// Spanish texts of the demo catalogue: the categories and materials only; every product line stays in English
// until it is translated.

import type { DemoLocaleTexts } from './demo-texts';

export const ES: DemoLocaleTexts = {
  categories: {
    baskets: {
      name: 'Cestas',
      description:
        'Cestas abombadas, cestas de mercado, cestas para estantería y juegos anidables para cada estancia, tejidos a mano con fibras ' +
        'naturales.',
      note: 'Cada cesta se forma sobre un molde de madera, así los juegos encajan perfectamente unos en otros para el envío.',
    },
    'storage-boxes': {
      name: 'Cajas de almacenaje',
      description:
        'Cajas con tapa, cubos para estanterías y juegos de cajas anidables que ponen orden en armarios, estanterías y escritorios.',
      note: 'La estructura de hierro mantiene las esquinas rectas y la tapa bien ajustada, incluso con la caja llena.',
    },
    'lamp-shades': {
      name: 'Pantallas de lámpara',
      description: 'Pantallas para lámparas de techo y de mesa cuyo tejido calado esparce una luz cálida y con dibujo.',
      note: 'Las pantallas se suministran sin cableado ni bombilla; bajo pedido podemos montar los componentes eléctricos de su mercado.',
    },
    trays: {
      name: 'Bandejas',
      description: 'Bandejas para servir, bandejas para puf y bandejas de tocador que aportan calidez a mesas y aparadores.',
      note: 'Un acabado lacado protege la superficie de las salpicaduras del día a día.',
    },
    planters: {
      name: 'Maceteros',
      description: 'Cubremacetas y cestas macetero con forro impermeable para plantas de interior de todos los tamaños.',
      note: 'Incluye un forro de plástico impermeable extraíble.',
    },
    bags: {
      name: 'Bolsos',
      description: 'Bolsos tote, bolsos de hombro y bolsos de playa tejidos con fibras naturales ligeras y resistentes.',
      note: 'Las asas van cosidas y remachadas para el uso diario; los forros pueden confeccionarse con su propio tejido.',
    },
    'placemats-coasters': {
      name: 'Manteles individuales y posavasos',
      description: 'Manteles individuales en espiral o tejidos, posavasos y caminos de mesa para una mesa natural y relajada.',
      note: 'Limpiar con un paño húmedo y dejar secar en plano.',
    },
    'home-decor': {
      name: 'Decoración',
      description: 'Platos de pared, espejos sol, fundas para jarrones y marcos que aportan textura natural a paredes y estanterías.',
      note: 'Las piezas de pared llevan en la parte trasera una anilla resistente para colgar.',
    },
    'poufs-furniture': {
      name: 'Pufs y muebles',
      description: 'Pufs, reposapiés, mesas auxiliares y sillones con superficies tejidas sobre estructuras sólidas.',
      note: 'Cada pieza se revisa en estabilidad y carga antes de embalarla.',
    },
    'pet-beds': {
      name: 'Camas para mascotas',
      description: 'Cuevas para gatos, cestas y camas elevadas que encantan a las mascotas y que sus dueños lucen con orgullo.',
      note: 'Los cojines tienen fundas extraíbles y lavables; las medidas se pueden adaptar a su gama.',
    },
    'laundry-hampers': {
      name: 'Cestos para la ropa',
      description: 'Cestos con tapa, clasificadores y cestos para la ropa con forro de algodón extraíble.',
      note: 'Los forros de algodón son extraíbles y lavables a máquina.',
    },
    'christmas-decor': {
      name: 'Decoración navideña',
      description: 'Árboles, estrellas, coronas y adornos tejidos para unas fiestas al natural.',
      note: 'Conviene confirmar los pedidos de temporada a más tardar en mayo para enviarlos en agosto y septiembre.',
    },
  },
  materials: {
    rattan: {
      name: 'Ratán',
      inName: 'ratán',
      description:
        'Una palmera trepadora fuerte y flexible, partida en médula y corteza y tejida en pantallas, bandejas, muebles y cestas ' +
        'robustas que duran años.',
      composition: 'Médula y corteza de ratán',
      colours: ['miel natural', 'marrón oscuro', 'decapado blanco'],
    },
    seagrass: {
      name: 'Fibra de mar',
      inName: 'fibra de mar',
      description:
        'Crece en los deltas salobres del norte de Vietnam, se seca al sol y se retuerce a mano en una cuerda resistente y ' +
        'ligeramente brillante, de un fresco tono verde beige.',
      composition: 'Cuerda de fibra de mar retorcida a mano',
      colours: ['natural', 'natural con borde negro', 'franja superior pintada de blanco'],
    },
    'water-hyacinth': {
      name: 'Jacinto de agua',
      inName: 'jacinto de agua',
      description:
        'Tallos recogidos en ríos y estanques, secados al sol durante semanas y trenzados en cuerdas suaves y gruesas de un cálido ' +
        'gris pardo.',
      composition: 'Jacinto de agua trenzado',
      colours: ['natural', 'decapado gris', 'negro pardo'],
    },
    bamboo: {
      name: 'Bambú',
      inName: 'bambú',
      description:
        'Bambú de crecimiento rápido partido en tiras finas y regulares, tejido o curvado en piezas ligeras y sorprendentemente ' +
        'resistentes, con un brillo amarillo pajizo.',
      composition: 'Tiras de bambú partido',
      colours: ['natural', 'nogal claro', 'negro'],
    },
    jute: {
      name: 'Yute',
      inName: 'yute',
      description:
        'La fibra dorada del yute, hilada y trenzada en cuerda gruesa, da a pufs, manteles individuales y maceteros un aire relajado ' +
        'y lleno de textura.',
      composition: 'Cuerda de yute trenzada',
      colours: ['natural', 'blanqueado', 'natural con raya blanca'],
    },
    rush: {
      name: 'Junco',
      inName: 'junco',
      description:
        'Junco liso tejido en espiga y en sarga para lograr una superficie limpia y uniforme en cajas, cestos para la ropa y mantelería.',
      composition: 'Junco tejido',
      colours: ['natural', 'natural con ribete oscuro'],
    },
    'palm-leaf': {
      name: 'Hoja de palma',
      inName: 'hoja de palma',
      description:
        'Hojas de palma claras cortadas en cintas y trenzadas en bolsos, pantallas y manteles individuales ligeros, con un aire ' +
        'fresco y veraniego.',
      composition: 'Hoja de palma trenzada',
      colours: ['crema natural', 'natural con raya negra'],
    },
    'banana-bark': {
      name: 'Corteza de plátano',
      inName: 'corteza de plátano',
      description: 'Fibra extraída del tronco del platanero, con matices naturales del crema al marrón intenso que hacen única cada pieza.',
      composition: 'Fibra de corteza de plátano',
      colours: ['marrón natural', 'natural claro'],
    },
    cattail: {
      name: 'Enea',
      inName: 'enea',
      description:
        'Las hojas largas y suaves de la enea, trenzadas en cuerdas flexibles para cestos para la ropa, maceteros y camas para mascotas.',
      composition: 'Hoja de enea trenzada',
      colours: ['natural', 'natural con raya gris'],
    },
    'kaisa-grass': {
      name: 'Hierba kaisa',
      inName: 'hierba kaisa',
      description:
        'Una hierba dorada y fina, retorcida en cordones delgados, que da una espiral apretada y elegante a cestas, bandejas y ' +
        'decoración de pared.',
      composition: 'Cordón de hierba kaisa retorcido',
      colours: ['oro natural', 'natural con dibujo negro'],
    },
    'paper-rope': {
      name: 'Cuerda de papel',
      inName: 'cuerda de papel',
      description:
        'Resistente cuerda de papel kraft retorcida: fácil de teñir, fácil de limpiar y perfectamente uniforme, para almacenaje, ' +
        'camas para mascotas y decoración de temporada.',
      composition: 'Cuerda de papel kraft retorcida',
      colours: ['natural', 'blanco', 'gris', 'negro'],
    },
    wicker: {
      name: 'Fibra loom',
      inName: 'fibra loom',
      description:
        'Alambre recubierto de papel, tejido en telar en una trama fina y uniforme y pintado a mano: el aspecto clásico de sillas, ' +
        'cestos para la ropa y decoración de pared.',
      composition: 'Alambre recubierto de papel (loom) sobre estructura de madera',
      colours: ['blanco roto', 'salvia', 'gris paloma', 'negro'],
    },
  },
  lines: {},
  phrases: {
    handmadeFrom: 'Hecho a mano en Vietnam con {material}.',
    materialLabel: 'Material:',
    customisationLabel: 'Personalización:',
    customisation: 'medidas, color, asas y etiquetas bajo pedido',
  },
};
