// German texts of the demo catalogue: every category, material and product line (demo/catalogue/categories.ts,
// materials.ts), as a trade translator would write them for importers and retailers.

import type { DemoLocaleTexts } from './demo-texts';

export const DE: DemoLocaleTexts = {
  categories: {
    baskets: {
      name: 'Körbe',
      description:
        'Bauchkörbe, Marktkörbe, Regalkörbe und Sets (ineinander stapelbar) für jeden Raum, von Hand aus Naturfasern geflochten.',
      note: 'Jeder Korb wird über einer Holzform geflochten, so lassen sich die Sets für den Versand sauber ineinanderstellen.',
    },
    'storage-boxes': {
      name: 'Aufbewahrungsboxen',
      description:
        'Boxen mit Deckel, Einsätze für Würfelregale und Aufbewahrungssets (ineinander stapelbar), die Ordnung in Kleiderschrank, ' +
        'Regal und Schreibtisch bringen.',
      note: 'Der Eisenrahmen hält die Ecken rechtwinklig und den Deckel passgenau, auch wenn die Box voll ist.',
    },
    'lamp-shades': {
      name: 'Lampenschirme',
      description: 'Schirme für Pendel- und Tischleuchten, deren offenes Geflecht ein warmes, gemustertes Licht in den Raum streut.',
      note: 'Die Schirme werden ohne Kabelset und Leuchtmittel geliefert; Elektrik passend für Ihren Markt ergänzen wir auf Anfrage.',
    },
    trays: {
      name: 'Tabletts',
      description: 'Serviertabletts, Hockertabletts und Kosmetiktabletts, die Tischen und Sideboards Wärme verleihen.',
      note: 'Eine Lackierung schützt die Oberfläche vor den kleinen Missgeschicken des Alltags.',
    },
    planters: {
      name: 'Pflanzgefäße',
      description: 'Übertöpfe und Pflanzkörbe mit wasserdichtem Einsatz für Zimmerpflanzen jeder Größe.',
      note: 'Mit herausnehmbarem, wasserdichtem Kunststoffeinsatz.',
    },
    bags: {
      name: 'Taschen',
      description: 'Shopper, Schultertaschen und Strandtaschen, geflochten aus leichten, strapazierfähigen Naturfasern.',
      note: 'Die Henkel sind für den täglichen Gebrauch vernäht und vernietet; das Innenfutter fertigen wir auch aus Ihrem eigenen Stoff.',
    },
    'placemats-coasters': {
      name: 'Tischsets & Untersetzer',
      description: 'Gewickelte und geflochtene Tischsets, Untersetzer und Tischläufer für einen entspannten, natürlich gedeckten Tisch.',
      note: 'Mit einem feuchten Tuch abwischen und flach liegend trocknen lassen.',
    },
    'home-decor': {
      name: 'Wohnaccessoires',
      description: 'Wandteller, Sonnenspiegel, Vasenhüllen und Rahmen, die Wänden und Regalen natürliche Struktur verleihen.',
      note: 'Wandobjekte haben auf der Rückseite eine stabile Aufhängeöse.',
    },
    'poufs-furniture': {
      name: 'Poufs & Möbel',
      description: 'Poufs, Fußhocker, Beistelltische und Sessel mit geflochtenen Flächen auf stabilen Gestellen.',
      note: 'Jedes Stück wird vor dem Verpacken auf Standfestigkeit und Belastbarkeit geprüft.',
    },
    'pet-beds': {
      name: 'Tierbetten',
      description: 'Katzenhöhlen, Körbe und erhöhte Betten, die Tiere lieben und Halter gern herzeigen.',
      note: 'Die Kissen haben abnehmbare, waschbare Bezüge; die Größen passen wir an Ihr Sortiment an.',
    },
    'laundry-hampers': {
      name: 'Wäschekörbe',
      description: 'Wäschesammler mit Deckel, Wäschesortierer und Wäschekörbe mit herausnehmbarem Baumwolleinsatz.',
      note: 'Die Baumwolleinsätze sind herausnehmbar und in der Maschine waschbar.',
    },
    'christmas-decor': {
      name: 'Weihnachtsdeko',
      description: 'Geflochtene Bäume, Sterne, Kränze und Anhänger für eine natürliche Weihnachtszeit.',
      note: 'Saisonaufträge bestätigen Sie am besten bis Mai, damit der Versand im August und September erfolgen kann.',
    },
  },
  materials: {
    rattan: {
      name: 'Rattan',
      inName: 'Rattan',
      description:
        'Eine kräftige, biegsame Kletterpalme, gespalten in Schale und Kern und verarbeitet zu Lampenschirmen, Tabletts, Möbeln und ' +
        'stabilen Körben, die jahrelang halten.',
      composition: 'Rattankern (Peddigrohr) und Rattanschale',
      colours: ['natur honig', 'dunkelbraun', 'weiß gekalkt'],
    },
    seagrass: {
      name: 'Seegras',
      inName: 'Seegras',
      description:
        'Wächst in den Brackwasserdeltas Nordvietnams, wird in der Sonne getrocknet und von Hand zu einer robusten, leicht glänzenden ' +
        'Kordel in frischem Grünbeige gedreht.',
      composition: 'Handgedrehte Seegraskordel',
      colours: ['natur', 'natur mit schwarzem Rand', 'weiß lackierter Oberrand'],
    },
    'water-hyacinth': {
      name: 'Wasserhyazinthe',
      inName: 'Wasserhyazinthe',
      description:
        'Stängel aus Flüssen und Teichen, wochenlang in der Sonne getrocknet und zu weichen, kräftigen Zöpfen in warmem Graubraun ' +
        'geflochten.',
      composition: 'Geflochtene Wasserhyazinthe',
      colours: ['natur', 'grau gekalkt', 'schwarzbraun'],
    },
    bamboo: {
      name: 'Bambus',
      inName: 'Bambus',
      description:
        'Schnell wachsender Bambus, in dünne, gleichmäßige Streifen gespalten und zu leichten, erstaunlich stabilen Stücken mit ' +
        'strohgelbem Schimmer geflochten oder gebogen.',
      composition: 'Gespaltene Bambusstreifen',
      colours: ['natur', 'Nussbaum hell', 'schwarz'],
    },
    jute: {
      name: 'Jute',
      inName: 'Jute',
      description:
        'Goldene Jutefaser, gesponnen und zu dicker Kordel geflochten, gibt Poufs, Tischsets und Pflanzgefäßen eine lässige, ' +
        'strukturierte Optik.',
      composition: 'Geflochtene Jutekordel',
      colours: ['natur', 'gebleicht', 'natur mit weißem Streifen'],
    },
    rush: {
      name: 'Binse',
      inName: 'Binsen',
      description:
        'Glattes Binsengras, im Fischgrat- und Köpermuster geflochten, für eine klare, gleichmäßige Oberfläche an Boxen, Wäschekörben ' +
        'und Tischwäsche.',
      composition: 'Geflochtenes Binsengras',
      colours: ['natur', 'natur mit dunkler Kante'],
    },
    'palm-leaf': {
      name: 'Palmblatt',
      inName: 'Palmblatt',
      description:
        'Helle Palmblätter, in Bänder geschnitten und zu leichten Taschen, Lampenschirmen und Tischsets mit luftigem Sommerflair ' +
        'geflochten.',
      composition: 'Geflochtenes Palmblatt',
      colours: ['natur creme', 'natur mit schwarzem Streifen'],
    },
    'banana-bark': {
      name: 'Bananenrinde',
      inName: 'Bananenrinde',
      description: 'Faser vom Stamm der Bananenpflanze, natürlich schattiert von Creme bis Tiefbraun – so wird jedes Stück ein Unikat.',
      composition: 'Bananenrindenfaser',
      colours: ['naturbraun', 'natur hell'],
    },
    cattail: {
      name: 'Rohrkolben',
      inName: 'Rohrkolben',
      description:
        'Die langen, weichen Blätter des Rohrkolbens, zu geschmeidigen Zöpfen geflochten für Wäschekörbe, Pflanzgefäße und Tierbetten.',
      composition: 'Geflochtene Rohrkolbenblätter',
      colours: ['natur', 'natur mit grauem Streifen'],
    },
    'kaisa-grass': {
      name: 'Kaisagras',
      inName: 'Kaisagras',
      description:
        'Ein feines, goldenes Gras, zu schlanken Kordeln gedreht, für eine dichte, elegante Wicklung an Körben, Tabletts und Wanddeko.',
      composition: 'Gedrehte Kaisagraskordel',
      colours: ['natur gold', 'natur mit schwarzem Muster'],
    },
    'paper-rope': {
      name: 'Papierkordel',
      inName: 'Papierkordel',
      description:
        'Reißfeste, gedrehte Kraftpapierkordel: leicht zu färben, pflegeleicht und völlig gleichmäßig, für Aufbewahrung, Tierbetten ' +
        'und Saisondeko.',
      composition: 'Gedrehte Kraftpapierkordel',
      colours: ['natur', 'weiß', 'grau', 'schwarz'],
    },
    wicker: {
      name: 'Loom-Geflecht',
      inName: 'Loom-Geflecht',
      description:
        'Papierummantelter Draht, auf dem Webstuhl zu einem feinen, gleichmäßigen Geflecht gewebt und von Hand lackiert: der ' +
        'Klassiker für Stühle, Wäschekörbe und Wanddeko.',
      composition: 'Papierummantelter Draht (Loom) auf Holzrahmen',
      colours: ['altweiß', 'salbei', 'taubengrau', 'schwarz'],
    },
  },
  lines: {
    // Körbe (baskets)
    'Round {M} Belly Basket with Handles': {
      name: 'Runder Bauchkorb aus {M} mit Griffen',
      summary: 'Ein großzügiger Bauchkorb mit zwei geflochtenen Seitengriffen, ideal für Decken, Spielzeug oder eine Bodenpflanze.',
      size: 'Ø 45 × H 40 cm',
    },
    'Set of 3 {M} Storage Baskets': {
      name: '3er-Set Aufbewahrungskörbe aus {M}',
      summary: 'Drei runde Körbe in abgestuften Größen, die Regale, Bäder und Kinderzimmer aufräumen und sich ineinanderstellen lassen.',
      size: 'Ø 40 × H 35 / Ø 35 × H 30 / Ø 30 × H 25 cm',
    },
    '{M} Market Basket with Handle': {
      name: 'Marktkorb aus {M} mit Henkel',
      summary: 'Ein offener Marktkorb mit stabilem Bügelhenkel für Obst, Brot, Blumen oder ein Picknick.',
      size: 'L 38 × B 28 × H 22 cm (H 40 cm mit Henkel)',
    },
    'Rectangular {M} Shelf Basket': {
      name: 'Rechteckiger Regalkorb aus {M}',
      summary: 'Ein schlichter rechteckiger Korb im Maß gängiger Regalsysteme, mit Grifflöchern an beiden Enden.',
      size: 'L 32 × B 26 × H 20 cm',
    },
    'Tall {M} Floor Basket': {
      name: 'Hoher Bodenkorb aus {M}',
      summary: 'Ein hoher Bodenkorb für Plaids, gerollte Handtücher, Zeitschriften oder Schirme.',
      size: 'Ø 35 × H 55 cm',
    },
    '{M} Bread Basket with Cotton Liner': {
      name: 'Brotkorb aus {M} mit Baumwolleinlage',
      summary: 'Ein flacher ovaler Brotkorb mit herausnehmbarer, waschbarer Baumwolleinlage.',
      size: 'L 30 × B 20 × H 10 cm',
    },
    'Oval {M} Picnic Basket with Lid': {
      name: 'Ovaler Picknickkorb aus {M} mit Deckel',
      summary: 'Ein klassischer Picknickkorb mit Klappdeckel, Lederriemen und Knebelverschluss aus Holz.',
      size: 'L 42 × B 30 × H 24 cm',
    },
    'Round {M} Toy Basket with Lid': {
      name: 'Runder Spielzeugkorb aus {M} mit Deckel',
      summary: 'Ein geräumiger Deckelkorb, in dem Spielzeug und Spiele in Wohn- und Kinderzimmer aus dem Blick verschwinden.',
      size: 'Ø 50 × H 45 cm',
    },
    // Aufbewahrungsboxen (storage-boxes)
    'Rectangular {M} Storage Box with Lid': {
      name: 'Rechteckige Aufbewahrungsbox aus {M} mit Deckel',
      summary: 'Eine Aufbewahrungsbox mit Deckel für Wäsche, Dokumente oder Erinnerungsstücke, mit geflochtenen Griffen an beiden Seiten.',
      size: 'L 40 × B 30 × H 25 cm',
    },
    'Set of 3 {M} Storage Boxes with Lids': {
      name: '3er-Set Aufbewahrungsboxen aus {M} mit Deckel',
      summary: 'Drei Boxen mit Deckel in abgestuften Größen, die sich im Regal stapeln und für den Versand ineinanderstellen lassen.',
      size: 'L 45 × B 35 × H 28 / L 40 × B 30 × H 24 / L 35 × B 25 × H 20 cm',
    },
    '{M} Wardrobe Storage Box': {
      name: 'Kleiderschrankbox aus {M}',
      summary: 'Eine tiefe Box für Pullover, Bettwäsche oder Schuhe, passend für die Fächer im Kleiderschrank.',
      size: 'L 50 × B 35 × H 30 cm',
    },
    'Square {M} Cube Storage Box': {
      name: 'Quadratische Regalwürfel-Box aus {M}',
      summary: 'Eine quadratische Box für die 33-cm-Fächer beliebter Würfelregale.',
      size: 'L 32 × B 32 × H 32 cm',
    },
    '{M} Tissue Box Cover': {
      name: 'Kosmetiktuchbox aus {M}',
      summary: 'Eine schlichte Hülle, die über eine handelsübliche Kosmetiktücherbox passt, mit Entnahmeschlitz oben.',
      size: 'L 26 × B 14 × H 10 cm',
    },
    '{M} Desk Organiser Box': {
      name: 'Schreibtisch-Organizer aus {M}',
      summary: 'Eine kleine offene Box mit Trennsteg für Stifte, Notizbücher und Ladegeräte.',
      size: 'L 30 × B 20 × H 12 cm',
    },
    'Low {M} Underbed Storage Box': {
      name: 'Flache Unterbettbox aus {M}',
      summary: 'Eine flache, breite Box mit Deckel, die unter Betten und Sofas gleitet.',
      size: 'L 70 × B 45 × H 18 cm',
    },
    // Lampenschirme (lamp-shades)
    'Dome {M} Pendant Lamp Shade': {
      name: 'Kuppelförmiger Pendelleuchtenschirm aus {M}',
      summary: 'Ein weiter Kuppelschirm, der weiches Licht über Esstisch oder Kücheninsel fallen lässt.',
      size: 'Ø 45 × H 25 cm',
    },
    'Bell-Shaped {M} Pendant Shade': {
      name: 'Glockenförmiger Pendelschirm aus {M}',
      summary: 'Ein ausgestellter Glockenschirm mit schmaler Krone, schön einzeln oder zu dritt in einer Reihe.',
      size: 'Ø 40 × H 35 cm',
    },
    'Large Woven {M} Ceiling Shade': {
      name: 'Großer geflochtener Deckenschirm aus {M}',
      summary: 'Ein Deckenschirm mit Statement-Wirkung für Wohnzimmer, Lobbys und Restaurants.',
      size: 'Ø 60 × H 30 cm',
    },
    '{M} Drum Shade for Table Lamps': {
      name: 'Zylinderschirm aus {M} für Tischleuchten',
      summary: 'Ein gerader Zylinderschirm für handelsübliche Tisch- und Stehleuchtenfüße.',
      size: 'Ø 30 × H 22 cm',
    },
    'Set of 2 {M} Pendant Shades': {
      name: '2er-Set Pendelschirme aus {M}',
      summary: 'Zwei passende Pendelschirme in verschiedenen Größen für einen gestaffelten Look.',
      size: 'Ø 35 × H 25 / Ø 45 × H 30 cm',
    },
    'Flat Disc {M} Pendant Shade': {
      name: 'Flacher Scheiben-Pendelschirm aus {M}',
      summary: 'Ein flacher Scheibenschirm mit lockerer, organischer Kontur.',
      size: 'Ø 55 × H 12 cm',
    },
    // Tabletts (trays)
    'Round {M} Serving Tray with Handles': {
      name: 'Rundes Serviertablett aus {M} mit Griffen',
      summary: 'Ein rundes Tablett mit niedrigem Rand und Grifflöchern, zum Servieren von Getränken oder als Deko auf dem Couchtisch.',
      size: 'Ø 45 × H 6 cm',
    },
    'Rectangular {M} Ottoman Tray': {
      name: 'Rechteckiges Hockertablett aus {M}',
      summary: 'Ein stabiles rechteckiges Tablett, das aus einem Pouf oder Hocker einen Beistelltisch macht.',
      size: 'L 50 × B 35 × H 7 cm',
    },
    'Set of 2 {M} Decorative Trays': {
      name: '2er-Set Deko-Tabletts aus {M}',
      summary: 'Zwei ineinanderpassende Tabletts für Kerzen, Schlüssel oder das Frühstück im Bett.',
      size: 'L 40 × B 28 × H 6 / L 34 × B 22 × H 5 cm',
    },
    'Oval {M} Fruit Tray': {
      name: 'Ovales Obsttablett aus {M}',
      summary: 'Ein flaches ovales Tablett für Obst, Brot oder Tischdeko.',
      size: 'L 42 × B 30 × H 6 cm',
    },
    '{M} Vanity Tray': {
      name: 'Kosmetiktablett aus {M}',
      summary: 'Ein kleines Tablett für Parfum, Schmuck und Pflegeprodukte auf Kommode oder Badregal.',
      size: 'L 30 × B 20 × H 5 cm',
    },
    'Square {M} Coffee Table Tray': {
      name: 'Quadratisches Couchtisch-Tablett aus {M}',
      summary: 'Ein quadratisches Tablett mit senkrechtem Rand, das Fernbedienungen, Bücher und Tassen beisammenhält.',
      size: 'L 40 × B 40 × H 7 cm',
    },
    // Pflanzgefäße (planters)
    'Round {M} Plant Pot Cover': {
      name: 'Runder Übertopf aus {M}',
      summary: 'Ein runder Übertopf, der den Kulturtopf auf dem Boden oder der Fensterbank hübsch verkleidet.',
      size: 'Ø 30 × H 28 cm',
    },
    'Set of 3 {M} Planter Baskets': {
      name: '3er-Set Pflanzkörbe aus {M}',
      summary: 'Drei Pflanzkörbe in abgestuften Größen, um Pflanzen auf Regal und Boden zu gruppieren.',
      size: 'Ø 32 × H 30 / Ø 26 × H 24 / Ø 20 × H 18 cm',
    },
    'Tall {M} Floor Planter': {
      name: 'Hohes Pflanzgefäß aus {M}',
      summary: 'Ein hohes, konisches Pflanzgefäß für Geigenfeigen, Palmen und andere große Pflanzen.',
      size: 'Ø 35 × H 45 cm',
    },
    '{M} Belly Planter with Handles': {
      name: 'Bauchiger Pflanzkorb aus {M} mit Griffen',
      summary: 'Ein bauchiger Pflanzkorb mit Seitengriffen, mit dem sich Pflanzen leicht umstellen lassen.',
      size: 'Ø 34 × H 32 cm',
    },
    'Small {M} Herb Pot Cover': {
      name: 'Kleiner Kräuter-Übertopf aus {M}',
      summary: 'Ein kleiner Übertopf für Kräuter und Sukkulenten auf der Küchenfensterbank.',
      size: 'Ø 14 × H 13 cm',
    },
    'Hanging {M} Planter with Rope': {
      name: 'Hängeampel aus {M} mit Kordel',
      summary: 'Ein Pflanzkorb mit Aufhängung aus Baumwollkordel für Hängepflanzen.',
      size: 'Ø 22 × H 18 cm, Kordel 80 cm',
    },
    // Taschen (bags)
    '{M} Tote Bag with Leather Handles': {
      name: 'Shopper aus {M} mit Lederhenkeln',
      summary: 'Ein Shopper für jeden Tag mit weichen Lederhenkeln und geräumigem Boden.',
      size: 'L 45 × B 15 × H 32 cm',
    },
    'Round {M} Shoulder Bag': {
      name: 'Runde Schultertasche aus {M}',
      summary: 'Eine runde Tasche mit Lederriemen und Magnetverschluss – ein Sommerliebling.',
      size: 'Ø 28 × B 8 cm',
    },
    '{M} Beach Bag with Cotton Lining': {
      name: 'Strandtasche aus {M} mit Baumwollfutter',
      summary: 'Eine große Strandtasche mit Kordelhenkeln, Innenfutter aus Baumwolle und Reißverschlussfach.',
      size: 'L 55 × B 18 × H 38 cm',
    },
    'Mini {M} Crossbody Bag': {
      name: 'Mini-Umhängetasche aus {M}',
      summary: 'Eine kompakte Umhängetasche mit verstellbarem Riemen.',
      size: 'L 20 × B 8 × H 16 cm',
    },
    '{M} Market Shopper Bag': {
      name: 'Markttasche aus {M}',
      summary: 'Eine kräftige Einkaufstasche für den Markt, mit langen Henkeln zum Tragen über der Schulter.',
      size: 'L 40 × B 20 × H 35 cm',
    },
    '{M} Clutch Bag with Button Closure': {
      name: 'Clutch aus {M} mit Knopfverschluss',
      summary: 'Eine schmale Clutch mit Holzknopf und Schlaufenverschluss.',
      size: 'L 30 × B 3 × H 18 cm',
    },
    // Tischsets & Untersetzer (placemats-coasters)
    'Round {M} Placemat': {
      name: 'Rundes Tischset aus {M}',
      summary: 'Ein rundes, gewickeltes Tischset mit sauber verarbeitetem Rand.',
      size: 'Ø 38 cm',
    },
    'Set of 4 {M} Coasters': {
      name: '4er-Set Untersetzer aus {M}',
      summary: 'Vier Untersetzer, die den Tisch vor heißen und kalten Getränken schützen.',
      size: 'Ø 10 cm',
    },
    'Oval {M} Placemat': {
      name: 'Ovales Tischset aus {M}',
      summary: 'Ein ovales Tischset, das ein komplettes Gedeck einrahmt.',
      size: 'L 45 × B 32 cm',
    },
    'Set of 6 {M} Placemats with Holder': {
      name: '6er-Set Tischsets aus {M} mit Halter',
      summary: 'Sechs runde Tischsets, aufbewahrt in einem passenden geflochtenen Halter.',
      size: 'Tischsets Ø 35 cm, Halter L 38 × B 12 × H 20 cm',
    },
    '{M} Table Runner': {
      name: 'Tischläufer aus {M}',
      summary: 'Ein langer geflochtener Läufer, der Esstischen und Sideboards Struktur verleiht.',
      size: 'L 150 × B 35 cm',
    },
    'Round {M} Charger Mat': {
      name: 'Runder Platzteller aus {M}',
      summary: 'Ein großzügiger Platzteller, der zu besonderen Anlässen unter dem Speiseteller liegt.',
      size: 'Ø 35 cm',
    },
    // Wohnaccessoires (home-decor)
    'Set of 3 {M} Wall Decor Plates': {
      name: '3er-Set Deko-Wandteller aus {M}',
      summary: 'Drei geflochtene Wandteller in abgestuften Größen für eine mühelose Bilderwand.',
      size: 'Ø 40 / Ø 30 / Ø 25 cm',
    },
    '{M} Sunburst Wall Mirror': {
      name: 'Sonnenspiegel aus {M}',
      summary: 'Ein runder Spiegel, umrahmt von einem Kranz geflochtener Strahlen.',
      size: 'Ø 60 cm, Spiegel Ø 25 cm',
    },
    'Round {M} Wall Basket': {
      name: 'Runder Wandkorb aus {M}',
      summary: 'Ein flacher Wandkorb, als Wanddeko oder als hängender Obstkorb.',
      size: 'Ø 45 × H 8 cm',
    },
    '{M} Vase Cover with Glass Insert': {
      name: 'Vasenhülle aus {M} mit Glaseinsatz',
      summary: 'Eine geflochtene Hülle um eine Flaschenvase aus Glas, für frische oder getrocknete Blumen.',
      size: 'Ø 12 × H 25 cm',
    },
    '{M} Macrame-Style Wall Hanging': {
      name: 'Wandbehang aus {M} im Makramee-Stil',
      summary: 'Ein weicher Wandbehang mit Fransenkante und Aufhängestab aus Holz.',
      size: 'B 45 × H 70 cm',
    },
    'Woven {M} Picture Frame': {
      name: 'Geflochtener Bilderrahmen aus {M}',
      summary: 'Ein Tischbilderrahmen für Fotos im Format 13 × 18 cm, mit Aufsteller aus Holz.',
      size: 'L 25 × B 20 cm',
    },
    // Poufs & Möbel (poufs-furniture)
    'Round {M} Pouf': {
      name: 'Runder Pouf aus {M}',
      summary: 'Ein runder, fester Pouf als zusätzliche Sitzgelegenheit oder Fußablage.',
      size: 'Ø 50 × H 35 cm',
    },
    '{M} Footstool with Wooden Legs': {
      name: 'Fußhocker aus {M} mit Holzbeinen',
      summary: 'Ein niedriger Fußhocker mit geflochtener Sitzfläche und gedrechselten Holzbeinen.',
      size: 'L 45 × B 35 × H 40 cm',
    },
    '{M} Side Table': {
      name: 'Beistelltisch aus {M}',
      summary: 'Ein Beistelltisch in Sanduhrform mit flacher, geflochtener Platte für Lampe, Buch oder Kaffee.',
      size: 'Ø 40 × H 45 cm',
    },
    'Square {M} Ottoman': {
      name: 'Quadratischer Sitzhocker aus {M}',
      summary: 'Ein quadratischer Hocker, der mit dem Tablett obenauf auch als Couchtisch dient.',
      size: 'L 45 × B 45 × H 40 cm',
    },
    '{M} Storage Bench': {
      name: 'Sitzbank aus {M} mit Stauraum',
      summary: 'Eine Flurbank mit aufklappbarer Sitzfläche und Stauraum darunter.',
      size: 'L 100 × B 40 × H 45 cm',
    },
    '{M} Lounge Chair': {
      name: 'Loungesessel aus {M}',
      summary: 'Ein bequemer Loungesessel mit großzügiger Sitzfläche und geneigter Rückenlehne; Sitzkissen erhältlich.',
      size: 'B 70 × T 75 × H 80 cm',
    },
    // Tierbetten (pet-beds)
    'Oval {M} Pet Bed with Cushion': {
      name: 'Ovales Tierbett aus {M} mit Kissen',
      summary: 'Ein ovales Tierbett mit erhöhtem Rücken und weichem, herausnehmbarem Kissen.',
      size: 'L 60 × B 45 × H 20 cm',
    },
    '{M} Cat Cave': {
      name: 'Katzenhöhle aus {M}',
      summary: 'Eine kuschelige, kuppelförmige Höhle mit runder Öffnung und Kissen.',
      size: 'Ø 45 × H 35 cm',
    },
    'Round {M} Dog Basket': {
      name: 'Runder Hundekorb aus {M}',
      summary: 'Ein runder Hundekorb mit niedrigem Einstieg vorn.',
      size: 'Ø 70 × H 25 cm',
    },
    'Raised {M} Pet Bed on Legs': {
      name: 'Erhöhtes Tierbett aus {M} auf Beinen',
      summary: 'Ein erhöhtes Bett auf kurzen Holzbeinen, das Tiere vom kalten Boden fernhält.',
      size: 'L 65 × B 50 × H 22 cm',
    },
    '{M} Pet Toy Basket': {
      name: 'Spielzeugkorb für Haustiere aus {M}',
      summary: 'Ein kleiner Korb, der Bälle, Kauartikel und Spielzeug an einem Ort sammelt.',
      size: 'Ø 30 × H 20 cm',
    },
    'Large {M} Dog Bed': {
      name: 'Großes Hundebett aus {M}',
      summary: 'Ein großes rechteckiges Bett mit dickem Kissen für große Hunde.',
      size: 'L 90 × B 65 × H 22 cm',
    },
    // Wäschekörbe (laundry-hampers)
    'Round {M} Laundry Hamper with Lid': {
      name: 'Runder Wäschesammler aus {M} mit Deckel',
      summary: 'Ein hoher runder Wäschesammler mit passgenauem Deckel und Baumwolleinsatz.',
      size: 'Ø 40 × H 55 cm',
    },
    'Set of 2 {M} Laundry Baskets': {
      name: '2er-Set Wäschekörbe aus {M}',
      summary: 'Zwei offene Wäschekörbe mit Griffen zum Tragen der sauberen Wäsche.',
      size: 'Ø 45 × H 35 / Ø 40 × H 30 cm',
    },
    'Square {M} Laundry Hamper with Cotton Liner': {
      name: 'Quadratischer Wäschesammler aus {M} mit Baumwolleinsatz',
      summary: 'Ein quadratischer Wäschesammler, der genau in die Ecke im Badezimmer passt.',
      size: 'L 40 × B 40 × H 60 cm',
    },
    'Tall {M} Laundry Basket with Handles': {
      name: 'Hoher Wäschekorb aus {M} mit Griffen',
      summary: 'Ein hoher offener Korb mit Grifflöchern für Handtücher und Wäsche.',
      size: 'Ø 38 × H 60 cm',
    },
    'Double {M} Laundry Sorter': {
      name: 'Wäschesortierer aus {M} mit zwei Fächern',
      summary: 'Ein Wäschesammler mit zwei Fächern und Baumwolleinsätzen, um helle und dunkle Wäsche zu trennen.',
      size: 'L 60 × B 35 × H 60 cm',
    },
    'Oval {M} Laundry Carry Basket': {
      name: 'Ovaler Wäschetragekorb aus {M}',
      summary: 'Ein flacher ovaler Korb mit kräftigen Griffen für den Weg zur Wäscheleine.',
      size: 'L 60 × B 42 × H 28 cm',
    },
    // Weihnachtsdeko (christmas-decor)
    'Set of 3 {M} Christmas Trees': {
      name: '3er-Set Weihnachtsbäume aus {M}',
      summary: 'Drei kegelförmige Bäume in abgestuften Höhen für Kaminsims und Tisch.',
      size: 'H 60 / H 45 / H 35 cm',
    },
    '{M} Christmas Star Ornament': {
      name: 'Weihnachtsstern aus {M} zum Aufhängen',
      summary: 'Ein fünfzackiger Stern für Baum, Fenster oder Tür.',
      size: 'Ø 25 cm',
    },
    '{M} Reindeer Decoration': {
      name: 'Deko-Rentier aus {M}',
      summary: 'Eine stehende Rentierfigur für Schaufenster und Kamin.',
      size: 'L 40 × B 15 × H 50 cm',
    },
    'Set of 6 {M} Bauble Ornaments': {
      name: '6er-Set Christbaumkugeln aus {M}',
      summary: 'Sechs geflochtene Kugeln mit Aufhängeschlaufen aus Jute.',
      size: 'Ø 8 cm',
    },
    '{M} Christmas Wreath': {
      name: 'Weihnachtskranz aus {M}',
      summary: 'Ein runder Kranz in Naturoptik, bereit zum Dekorieren.',
      size: 'Ø 40 cm',
    },
    '{M} Angel Tree Topper': {
      name: 'Engel-Baumspitze aus {M}',
      summary: 'Eine leichte Engelsfigur als Krönung des Weihnachtsbaums.',
      size: 'H 22 cm',
    },
  },
  phrases: {
    handmadeFrom: 'In Vietnam von Hand aus {material} gefertigt.',
    materialLabel: 'Material:',
    customisationLabel: 'Individualisierung:',
    customisation: 'Größe, Farbe, Griffe und Etiketten auf Anfrage',
  },
};
