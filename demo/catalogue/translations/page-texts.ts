// German, Japanese and French texts of the demo's company pages (demo/catalogue/pages.ts), by their English text: the
// seed publishes each as a translation of the block whose English title or text it is. French covers the about-us page
// only; the other pages stay English in French. The pictures' alt texts are here too: the seed publishes each as the
// translation of the library picture whose alt text it is.

import { PAGE_SEARCH_TEXTS } from '../company';
import type { DemoTextTranslations } from './home-texts';

export const PAGE_TEXTS: Record<'de' | 'ja' | 'fr', DemoTextTranslations> = {
  de: {
    // About us: mission, values, vision and solution (title, text, picture).
    Mission: 'Mission',
    ['<p>To bring natural, handmade homeware from Vietnamese craft villages into homes around the world, while giving our artisans ' +
    'steady work and fair pay.</p>']:
      '<p>Natürliche, handgefertigte Wohnaccessoires aus vietnamesischen Handwerksdörfern in Haushalte auf der ganzen Welt zu bringen ' +
      'und unseren Kunsthandwerkern dabei sichere Arbeit und faire Löhne zu geben.</p>',
    'Seagrass basket and jute planter inside a house outline': 'Seegraskorb und Pflanzkorb aus Jute in der Umrisslinie eines Hauses',
    Values: 'Werte',
    '<p>Respect for nature, for the craft and for every customer: honest materials, careful hands and promises we keep.</p>':
      '<p>Respekt vor der Natur, vor dem Handwerk und vor jedem Kunden: ehrliche Materialien, sorgfältige Hände und Versprechen, die ' +
      'wir halten.</p>',
    'Heart woven from rattan': 'Aus Rattan geflochtenes Herz',
    Vision: 'Vision',
    '<p>To be the most trusted natural-fibre weaving partner in Vietnam for importers, retailers and trading companies.</p>':
      '<p>Für Importeure, Händler und Handelshäuser der vertrauenswürdigste Partner für Naturfasergeflechte in Vietnam zu sein.</p>',
    'Limestone mountains and rice fields of Ninh Binh at sunrise': 'Kalksteinberge und Reisfelder von Ninh Binh bei Sonnenaufgang',
    Solution: 'Lösung',
    '<p>One partner from idea to container: product development, sampling, production, quality control, packing and export documents.</p>':
      '<p>Ein Partner von der Idee bis zum Container: Produktentwicklung, Musterfertigung, Produktion, Qualitätskontrolle, Verpackung ' +
      'und Exportdokumente.</p>',
    'From sample basket to packed carton to container ship': 'Vom Musterkorb über den gepackten Karton bis zum Containerschiff',
    // About us: facts and figures.
    '4 production sites': '4 Produktionsstätten',
    '<p>Workshops in Hanoi and Ninh Binh, each specialised in its own materials and techniques.</p>':
      '<p>Werkstätten in Hanoi und Ninh Binh, jede auf ihre eigenen Materialien und Techniken spezialisiert.</p>',
    '18 containers a month': '18 Container pro Monat',
    '<p>A maximum capacity of 18 forty-foot containers per month.</p>':
      '<p>Eine Kapazität von maximal 18 Containern à 40 Fuß pro Monat.</p>',
    'Since 1991': 'Seit 1991',
    '<p>Three generations of weaving experience in the craft villages around Hanoi.</p>':
      '<p>Drei Generationen Flechterfahrung in den Handwerksdörfern rund um Hanoi.</p>',
    'Exporting since 2007': 'Export seit 2007',
    '<p>Shipping to importers, retailers and trading companies in Europe, North America, Australia and Asia.</p>':
      '<p>Lieferungen an Importeure, Händler und Handelshäuser in Europa, Nordamerika, Australien und Asien.</p>',
    // About us: our story.
    'Our origins': 'Unsere Ursprünge',
    ['<p>Our story began in 1991 in a rattan village south-west of Hanoi, where a small family workshop wove baskets and trays for local ' +
    'markets. The skills passed down in that village are still the heart of everything we make.</p>']:
      '<p>Unsere Geschichte begann 1991 in einem Rattandorf südwestlich von Hanoi, wo eine kleine Familienwerkstatt Körbe und Tabletts ' +
      'für die örtlichen Märkte flocht. Die dort überlieferten Fertigkeiten sind bis heute das Herzstück von allem, was ' +
      'wir herstellen.</p>',
    Nature: 'Natur',
    ['<p>We work only with natural fibres (rattan, seagrass, water hyacinth, bamboo, jute and more) harvested in Vietnam, dried in the ' +
    'sun and treated without harsh chemicals.</p>']:
      '<p>Wir arbeiten ausschließlich mit Naturfasern (Rattan, Seegras, Wasserhyazinthe, Bambus, Jute und weiteren), die in Vietnam ' +
      'geerntet, in der Sonne getrocknet und ohne aggressive Chemikalien behandelt werden.</p>',
    Quality: 'Qualität',
    ['<p>Every piece is shaped on a mould, woven by hand and checked several times before packing, so that the thousandth basket in an ' +
    'order matches the approved sample.</p>']:
      '<p>Jedes Stück wird auf einer Form geformt, von Hand geflochten und vor dem Verpacken mehrmals geprüft, damit auch der tausendste ' +
      'Korb eines Auftrags dem freigegebenen Muster entspricht.</p>',
    Satisfaction: 'Zufriedenheit',
    ['<p>We answer every enquiry within 24 hours, share photos at each production stage and follow up after delivery, because long ' +
    'partnerships matter more to us than single orders.</p>']:
      '<p>Wir beantworten jede Anfrage innerhalb von 24 Stunden, senden Ihnen Fotos aus jeder Produktionsstufe und melden uns nach der ' +
      'Lieferung bei Ihnen, denn langfristige Partnerschaften sind uns wichtiger als einzelne Aufträge.</p>',
    'Our story': 'Unsere Geschichte',
    ['<p>In 2007 we shipped our first container for a trading company and have been exporting ever since. Today four production sites in ' +
    'Hanoi and Ninh Binh serve customers around the world as Hanoi Natural Weaving Joint Stock Company.</p>']:
      '<p>2007 verschifften wir unseren ersten Container für ein Handelshaus, und seitdem exportieren wir. Heute beliefern vier ' +
      'Produktionsstätten in Hanoi und Ninh Binh als Hanoi Natural Weaving Joint Stock Company Kunden in aller Welt.</p>',
    // About us: meetings with customers (the title is also the picture’s alt text).
    'Sample review with a Danish buyer': 'Musterbesprechung mit einem dänischen Einkäufer',
    '<p>Choosing seagrass weaves and colour swatches for a new storage collection.</p>':
      '<p>Auswahl von Seegrasgeflechten und Farbmustern für eine neue Aufbewahrungskollektion.</p>',
    'Developing a tray range': 'Entwicklung einer Tablett-Serie',
    '<p>Working through rattan tray sizes and finishes with a buyer from the Netherlands.</p>':
      '<p>Abstimmung von Größen und Oberflächen der Rattantabletts mit einem Einkäufer aus den Niederlanden.</p>',
    'Comparing weaves': 'Geflechte im Vergleich',
    '<p>Water hyacinth and rattan samples side by side before the order is confirmed.</p>':
      '<p>Muster aus Wasserhyazinthe und Rattan im direkten Vergleich, bevor der Auftrag bestätigt wird.</p>',
    'Catalogue selection': 'Auswahl für den Katalog',
    '<p>Selecting paper rope pieces for an Australian retailer’s spring catalogue.</p>':
      '<p>Auswahl von Artikeln aus Papierkordel für den Frühjahrskatalog eines australischen Händlers.</p>',
    'Bamboo and palm leaf': 'Bambus und Palmblatt',
    '<p>A buyer from Japan reviewing bamboo trays and palm leaf swatches.</p>':
      '<p>Ein Einkäufer aus Japan begutachtet Bambustabletts und Palmblattmuster.</p>',
    'Planning the season': 'Saisonplanung',
    '<p>Confirming kaisa grass and cattail baskets for the autumn season with a German importer.</p>':
      '<p>Festlegung der Körbe aus Kaisagras und Rohrkolben für die Herbstsaison mit einem deutschen Importeur.</p>',
    // How we make: the steps (title, text, picture).
    'Raw materials': 'Rohstoffe',
    ['<p>Rattan, seagrass, water hyacinth and other fibres are harvested in season and bought directly from growing regions ' +
    'across Vietnam.</p>']:
      '<p>Rattan, Seegras, Wasserhyazinthe und andere Fasern werden zur Saison geerntet und direkt in den Anbaugebieten in ganz ' +
      'Vietnam eingekauft.</p>',
    'Bundles of raw water hyacinth, seagrass and rattan stems': 'Bündel roher Stängel von Wasserhyazinthe, Seegras und Rattan',
    'Materials processing': 'Materialaufbereitung',
    '<p>Stems are cleaned, split or twisted into rope and dried in the sun until they are strong, pliable and even in colour.</p>':
      '<p>Die Stängel werden gereinigt, gespalten oder zu Kordeln gedreht und in der Sonne getrocknet, bis sie fest, biegsam und ' +
      'gleichmäßig in der Farbe sind.</p>',
    'Water hyacinth strands drying on a bamboo pole above a basin':
      'Wasserhyazinthenstränge trocknen an einer Bambusstange über einem Becken',
    Shaping: 'Formgebung',
    '<p>Frames and wooden moulds give every piece its exact size and shape, so repeat orders match the approved sample.</p>':
      '<p>Rahmen und Holzformen geben jedem Stück seine genaue Größe und Form, sodass auch Nachbestellungen dem freigegebenen Muster ' +
      'entsprechen.</p>',
    'Wooden basket mould with rattan stakes spread around its base': 'Hölzerne Korbform, um deren Boden Rattanstaken aufgefächert sind',
    Weaving: 'Flechten',
    '<p>Artisans weave the fibre over the frame or mould by hand, row by row, in the pattern chosen for the item.</p>':
      '<p>Kunsthandwerker flechten die Faser Reihe für Reihe von Hand über den Rahmen oder die Form, im Muster, das für den Artikel ' +
      'gewählt wurde.</p>',
    'Seagrass basket being woven around upright stakes': 'Seegraskorb, der um aufrechte Staken geflochten wird',
    Cleaning: 'Reinigung',
    '<p>Loose ends and fibres are trimmed and each piece is brushed clean.</p>':
      '<p>Lose Enden und Fasern werden abgeschnitten, und jedes Stück wird sauber gebürstet.</p>',
    'Rattan basket beside a brush and a bucket of water': 'Rattankorb neben einer Bürste und einem Eimer Wasser',
    Gluing: 'Verleimen',
    '<p>Rims, handles and joints are glued and clamped for extra strength where the design needs it.</p>':
      '<p>Wo das Design es erfordert, werden Ränder, Griffe und Verbindungen für zusätzliche Stabilität verleimt und eingespannt.</p>',
    'Kaisa grass basket with clamps holding the glued rim': 'Korb aus Kaisagras, dessen verleimter Rand von Zwingen gehalten wird',
    Drying: 'Trocknung',
    '<p>Finished pieces are dried in the sun and in drying rooms until the moisture content is between 7 and 12%.</p>':
      '<p>Die fertigen Stücke werden in der Sonne und in Trockenräumen getrocknet, bis die Materialfeuchte zwischen 7 und 12 % liegt.</p>',
    'Baskets and a storage box drying on a rack in the sun': 'Körbe und eine Aufbewahrungsbox trocknen auf einem Gestell in der Sonne',
    Finishing: 'Endbearbeitung',
    '<p>Items are trimmed, painted or lacquered to the chosen colour, and linings, labels and hardware are fitted.</p>':
      '<p>Die Artikel werden nachgeschnitten, in der gewählten Farbe gestrichen oder lackiert und mit Einlagen, Etiketten und ' +
      'Beschlägen versehen.</p>',
    'Rattan tray with scissors after trimming': 'Rattantablett mit Schere nach dem Beschneiden',
    Packing: 'Verpackung',
    '<p>Goods are wrapped, nested and packed in export cartons with silica gel, following the customer’s packing instructions.</p>':
      '<p>Die Ware wird nach den Verpackungsvorgaben des Kunden eingeschlagen, ineinandergestellt und mit Silicagel in ' +
      'Exportkartons verpackt.</p>',
    'Water hyacinth basket packed into an export carton with a barcode label':
      'Korb aus Wasserhyazinthe, verpackt in einem Exportkarton mit Barcode-Etikett',
    Warehouse: 'Lager',
    '<p>Packed cartons are stored in dry, ventilated warehouses and counted against the packing list.</p>':
      '<p>Die gepackten Kartons werden in trockenen, belüfteten Lagerhallen aufbewahrt und anhand der Packliste gezählt.</p>',
    'Warehouse shelves stacked with export cartons': 'Lagerregale mit gestapelten Exportkartons',
    Exporting: 'Export',
    '<p>Containers are loaded under supervision and shipped from Hai Phong or Ho Chi Minh City ports with full export documents.</p>':
      '<p>Die Container werden unter Aufsicht beladen und mit vollständigen Exportdokumenten ab den Häfen Hai Phong oder Ho Chi Minh ' +
      'City verschifft.</p>',
    'Container ship loaded with containers at sea': 'Mit Containern beladenes Containerschiff auf See',
    // Quality control: introduction.
    'Systematic quality control': 'Systematische Qualitätskontrolle',
    ['<p>Our QC team checks materials on arrival, goods during production and every order before packing. Final inspection follows AQL ' +
    'sampling at general inspection level GII with acceptance levels of 2.5 for major and 4.0 for minor defects, and the pre-shipment ' +
    'inspection takes place 3 to 7 days before shipment.</p>']:
      '<p>Unser QC-Team prüft die Materialien bei Anlieferung, die Ware während der Produktion und jeden Auftrag vor dem Verpacken. Die ' +
      'Endkontrolle erfolgt nach AQL-Stichprobenverfahren mit allgemeinem Prüfniveau GII und Annahmegrenzen von 2,5 für Hauptfehler ' +
      'und 4,0 für Nebenfehler; die Inspektion vor Versand findet 3 bis 7 Tage vor der Verschiffung statt.</p>',
    // Trading terms: introduction.
    'Trading terms': 'Handelsbedingungen',
    ['<p>What to expect when you order from us, from the first inquiry to the loaded container. Ask us about anything not covered here: ' +
    'we answer within 24 hours.</p>']:
      '<p>Was Sie bei einer Bestellung bei uns erwartet, von der ersten Anfrage bis zum beladenen Container. Fragen Sie uns gern zu ' +
      'allem, was hier nicht behandelt wird: Wir antworten innerhalb von 24 Stunden.</p>',
    // Trading terms: the terms (“Quality” is translated with the about-us page above).
    'Minimum order': 'Mindestbestellmenge',
    '<p>100 pieces per colour per item. Mix items and colours in one container; small (LCL) shipments are welcome.</p>':
      '<p>100 Stück pro Farbe und Artikel. Artikel und Farben lassen sich in einem Container kombinieren; kleine Sendungen (LCL) ' +
      'sind willkommen.</p>',
    'Quotation and samples': 'Angebot und Muster',
    '<p>A quotation within 3 to 5 days of your inquiry. Samples are ready in 5 to 10 days.</p>':
      '<p>Ein Angebot innerhalb von 3 bis 5 Tagen nach Ihrer Anfrage. Muster sind in 5 bis 10 Tagen fertig.</p>',
    Production: 'Produktion',
    '<p>35 to 65 days from the deposit and approved sample, or more for large orders and peak season.</p>':
      '<p>35 bis 65 Tage ab Eingang der Anzahlung und Musterfreigabe, bei Großaufträgen und in der Hochsaison auch länger.</p>',
    ['<p>Moisture content of 7 to 12%. Final inspection by AQL sampling at general level GII, acceptance 2.5 for major and 4.0 for minor ' +
    'defects. Pre-shipment inspection 3 to 7 days before shipment; export cartons drop-tested to ISTA 1A.</p>']:
      '<p>Materialfeuchte von 7 bis 12 %. Endkontrolle nach AQL-Stichprobenverfahren mit allgemeinem Prüfniveau GII, ' +
      'Annahmegrenze 2,5 für Hauptfehler und 4,0 für Nebenfehler. Inspektion vor Versand 3 bis 7 Tage vor der Verschiffung; ' +
      'Exportkartons falltestgeprüft nach ISTA 1A.</p>',
    Shipping: 'Versand',
    '<p>Loading ports Hai Phong and Ho Chi Minh City. Full containers and small (LCL) shipments.</p>':
      '<p>Verladehäfen Hai Phong und Ho Chi Minh City. Volle Containerladungen und kleine Sendungen (LCL).</p>',
    'Prices and payment': 'Preise und Zahlung',
    ['<p>Prices in US dollars. T/T: a 30% deposit with the order, the balance before loading. L/C at sight is accepted for a first order ' +
    'over USD 45,000.</p>']:
      '<p>Preise in US-Dollar. T/T: 30 % Anzahlung bei Auftragserteilung, der Restbetrag vor der Verladung. Für eine Erstbestellung über ' +
      'USD 45.000 akzeptieren wir ein Sichtakkreditiv (L/C at sight).</p>',
    // Privacy notice: introduction.
    'Privacy notice': 'Datenschutzhinweis',
    ['<p>This notice says what we do with the personal details you give us through this website, how long we keep them and how you can ' +
    'see, take away or erase them.</p>']:
      '<p>Dieser Hinweis erläutert, was wir mit den personenbezogenen Daten tun, die Sie uns über diese Website übermitteln, wie lange ' +
      'wir sie speichern und wie Sie sie einsehen, mitnehmen oder löschen lassen können.</p>',
    // Privacy notice: the topics.
    'What we collect and why': 'Welche Daten wir erheben und warum',
    ['<p>Our website has four forms, and each asks only for what we need to answer it:</p>\n<ul>\n' +
    '<li><strong>Request quotation</strong> (on a product, or for the products in your quote basket): your name, phone number and ' +
    'e-mail address, a subject and your message, with the products, colours and quantities you ask about. We use them to prepare and ' +
    'send you a quotation and to discuss it with you.</li>\n' +
    '<li><strong>Contact</strong>: your name, phone number, your e-mail address if you give it, and your message, to answer ' +
    'your question.</li>\n' +
    '<li><strong>Product catalogue</strong>: your e-mail address, to send you our catalogue.</li>\n</ul>\n' +
    '<p>With every request we also record the internet address it was sent from, only to stop the forms being abused. We do not use ' +
    'your details for advertising, we do not sell them, and we do not build profiles of visitors.</p>']:
      '<p>Unsere Website hat vier Formulare, und jedes fragt nur nach dem, was wir für die Antwort darauf benötigen:</p>\n<ul>\n' +
      '<li><strong>Angebot anfordern</strong> (zu einem Produkt oder für die Produkte in Ihrem Anfragekorb): Ihr Name, Ihre ' +
      'Telefonnummer und E-Mail-Adresse, ein Betreff und Ihre Nachricht sowie die Produkte, Farben und Mengen, nach denen Sie fragen. ' +
      'Wir verwenden diese Angaben, um ein Angebot für Sie zu erstellen, es Ihnen zu senden und es mit Ihnen zu besprechen.</li>\n' +
      '<li><strong>Kontakt</strong>: Ihr Name, Ihre Telefonnummer, Ihre E-Mail-Adresse, sofern Sie sie angeben, und Ihre Nachricht, um ' +
      'Ihre Frage zu beantworten.</li>\n' +
      '<li><strong>Produktkatalog</strong>: Ihre E-Mail-Adresse, um Ihnen unseren Katalog zu senden.</li>\n</ul>\n' +
      '<p>Bei jeder Anfrage speichern wir außerdem die IP-Adresse, von der sie gesendet wurde, ausschließlich um einen Missbrauch der ' +
      'Formulare zu verhindern. Wir verwenden Ihre Angaben nicht für Werbung, wir verkaufen sie nicht, und wir erstellen keine Profile ' +
      'von Besuchern.</p>',
    'Legal basis': 'Rechtsgrundlage',
    ['<p>We process your details because you asked us for something: to take steps at your request before entering into a contract ' +
    '(Article 6(1)(b) GDPR), such as a quotation or a catalogue. Recording the internet address a request came from rests on our ' +
    'legitimate interest in keeping the forms free of abuse (Article 6(1)(f) GDPR).</p>']:
      '<p>Wir verarbeiten Ihre Daten, weil Sie uns um etwas gebeten haben: zur Durchführung vorvertraglicher Maßnahmen, die auf Ihre ' +
      'Anfrage hin erfolgen (Art. 6 Abs. 1 lit. b DSGVO), etwa eines Angebots oder der Zusendung eines Katalogs. Die Speicherung der ' +
      'IP-Adresse, von der eine Anfrage kam, beruht auf unserem berechtigten Interesse, die Formulare vor Missbrauch zu schützen ' +
      '(Art. 6 Abs. 1 lit. f DSGVO).</p>',
    'Who receives it': 'Wer die Daten erhält',
    ['<p>Your request goes to our sales staff in Hanoi, who answer it. Our e-mail provider delivers the e-mails we send you and receives ' +
    'the ones you send us; it processes them on our behalf and for no other purpose. Our website and its database are hosted by our ' +
    'hosting provider under the same terms. Nobody else receives your details, unless the law obliges us to give them.</p>']:
      '<p>Ihre Anfrage geht an unsere Vertriebsmitarbeiter in Hanoi, die sie beantworten. Unser E-Mail-Anbieter stellt die E-Mails zu, ' +
      'die wir Ihnen senden, und empfängt die E-Mails, die Sie uns senden; er verarbeitet sie in unserem Auftrag und zu keinem anderen ' +
      'Zweck. Unsere Website und ihre Datenbank werden von unserem Hosting-Anbieter zu denselben Bedingungen gehostet. Niemand sonst ' +
      'erhält Ihre Daten, es sei denn, wir sind gesetzlich zur Herausgabe verpflichtet.</p>',
    'Your rights': 'Ihre Rechte',
    ['<p>You may ask us at any time:</p>\n<ul>\n' +
    '<li>to see everything we hold about you, and to receive a copy of it in a file (access and portability);</li>\n' +
    '<li>to correct what is wrong (rectification);</li>\n' +
    '<li>to erase it (erasure): we then remove your name, e-mail address, phone number, messages, e-mails and files, and keep only ' +
    'figures that do not name you, such as the products and quantities a request asked about;</li>\n' +
    '<li>to stop or limit what we do with it (objection and restriction).</li>\n</ul>\n' +
    '<p>You may also complain to the data protection authority of the country you live or work in.</p>']:
      '<p>Sie können jederzeit Folgendes von uns verlangen:</p>\n<ul>\n' +
      '<li>Einsicht in alles, was wir über Sie gespeichert haben, und eine Kopie davon als Datei (Auskunft und ' +
      'Datenübertragbarkeit);</li>\n' +
      '<li>die Korrektur unrichtiger Angaben (Berichtigung);</li>\n' +
      '<li>die Löschung der Daten (Löschung): Wir entfernen dann Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer, Nachrichten, ' +
      'E-Mails und Dateien und behalten nur Angaben, die Sie nicht namentlich nennen, etwa die Produkte und Mengen, nach denen in einer ' +
      'Anfrage gefragt wurde;</li>\n' +
      '<li>die Beendigung oder Einschränkung der Verarbeitung (Widerspruch und Einschränkung).</li>\n</ul>\n' +
      '<p>Sie können sich außerdem bei der Datenschutzaufsichtsbehörde des Landes beschweren, in dem Sie leben oder arbeiten.</p>',
    'How to use your rights': 'So machen Sie Ihre Rechte geltend',
    ['<p>Write to us from the e-mail address you used with us, at the address shown under “Who is responsible for your data”, and say ' +
    'what you would like us to do. We answer within one month, and we do not charge for it.</p>']:
      '<p>Schreiben Sie uns von der E-Mail-Adresse, die Sie bei uns verwendet haben, an die unter „Wer für Ihre Daten verantwortlich ' +
      'ist“ angegebene Adresse, und teilen Sie uns mit, was wir tun sollen. Wir antworten innerhalb eines Monats und berechnen ' +
      'dafür nichts.</p>',
    // Quality control: the checks (title, text, picture).
    'General product check': 'Allgemeine Produktprüfung',
    '<p>Shape, weave, colour and finish are compared with the approved sample for every item.</p>':
      '<p>Form, Geflecht, Farbe und Oberfläche jedes Artikels werden mit dem freigegebenen Muster verglichen.</p>',
    'Seagrass basket inspected under a magnifying glass': 'Seegraskorb bei der Prüfung unter einer Lupe',
    'Function check': 'Funktionsprüfung',
    '<p>Handles, lids, hinges and closures are opened, lifted and loaded to make sure they work and hold.</p>':
      '<p>Griffe, Deckel, Scharniere und Verschlüsse werden geöffnet, angehoben und belastet, um sicherzustellen, dass sie ' +
      'funktionieren und halten.</p>',
    'Rattan basket lifted by its handle': 'Rattankorb, am Griff angehoben',
    'Dimension check': 'Maßprüfung',
    '<p>Height, width and depth are measured against the specification and the agreed tolerance.</p>':
      '<p>Höhe, Breite und Tiefe werden gemessen und mit der Spezifikation und der vereinbarten Toleranz abgeglichen.</p>',
    'Banana bark storage box with measuring arrows and a tape measure':
      'Aufbewahrungsbox aus Bananenrinde mit Maßpfeilen und einem Maßband',
    'Moisture check': 'Feuchtigkeitsprüfung',
    '<p>A moisture meter confirms that every batch is between 7 and 12% moisture before packing.</p>':
      '<p>Ein Feuchtigkeitsmessgerät bestätigt vor dem Verpacken, dass die Materialfeuchte jeder Charge zwischen 7 und 12 % liegt.</p>',
    'Moisture meter next to a woven water hyacinth panel': 'Feuchtigkeitsmessgerät neben einer geflochtenen Platte aus Wasserhyazinthe',
    'Barcode or QR check': 'Barcode- oder QR-Prüfung',
    '<p>Labels, barcodes and QR codes on products and cartons are scanned and checked against the order.</p>':
      '<p>Etiketten, Barcodes und QR-Codes auf Produkten und Kartons werden gescannt und mit dem Auftrag abgeglichen.</p>',
    'Export carton label being scanned': 'Das Etikett eines Exportkartons wird gescannt',
    'Carton drop test': 'Karton-Falltest',
    '<p>Packed cartons are drop-tested according to ISTA 1A to make sure goods arrive undamaged.</p>':
      '<p>Gepackte Kartons werden einem Falltest nach ISTA 1A unterzogen, damit die Ware unbeschädigt ankommt.</p>',
    'Carton falling in a drop test': 'Karton im freien Fall bei einem Falltest',
    '3M adhesive tape test': '3M-Klebebandtest',
    '<p>Adhesive tape is pressed onto painted and lacquered surfaces and pulled off to check that the finish stays in place.</p>':
      '<p>Klebeband wird auf gestrichene und lackierte Oberflächen gedrückt und wieder abgezogen, um zu prüfen, ob die ' +
      'Oberfläche hält.</p>',
    'Adhesive tape peeled from a woven seagrass panel': 'Klebeband wird von einer geflochtenen Seegrasplatte abgezogen',
    'Colour fastness test': 'Farbechtheitsprüfung',
    '<p>Dyed and painted fibres are rubbed with a white cloth, dry and wet, to make sure the colour does not transfer.</p>':
      '<p>Gefärbte und gestrichene Fasern werden trocken und nass mit einem weißen Tuch gerieben, um sicherzustellen, dass die Farbe ' +
      'nicht abfärbt.</p>',
    'White cloth rubbed over dyed woven samples': 'Weißes Tuch, das über gefärbte Geflechtmuster gerieben wird',
    // Search engines: the pages' titles and descriptions (demo/catalogue/company.ts).
    [PAGE_SEARCH_TEXTS.about_us_seo_title]: 'Über uns: Naturfaser-Flechterei in Hanoi seit 1991',
    [PAGE_SEARCH_TEXTS.how_we_make_seo_title]: 'So entstehen unsere handgeflochtenen Körbe, Schritt für Schritt',
    [PAGE_SEARCH_TEXTS.how_we_make_seo_description]:
      'Vom rohen Rattan, Seegras und Wasserhyazinthe bis zum gepackten Exportkarton: die elf Arbeitsschritte jedes handgeflochtenen Stücks.',
    [PAGE_SEARCH_TEXTS.quality_control_seo_title]: 'Qualitätskontrolle: AQL-Prüfung jedes Auftrags',
    [PAGE_SEARCH_TEXTS.quality_control_seo_description]:
      'So prüfen wir geflochtene Wohnaccessoires vor dem Versand: Material bei Anlieferung, Kontrollen in der Produktion und eine AQL-Endprüfung.',
    [PAGE_SEARCH_TEXTS.trading_seo_title]: 'Handelsbedingungen: Mindestmenge, Lieferzeiten und Zahlung',
    [PAGE_SEARCH_TEXTS.trading_seo_description]:
      'Mindestmenge, Muster, Lieferzeiten, Verladung ab Hai Phong, Preise in US-Dollar und Zahlung per T/T oder Akkreditiv: So bestellen Sie bei uns.',
  },
  ja: {
    // About us: mission, values, vision and solution (title, text, picture).
    Mission: 'ミッション',
    ['<p>To bring natural, handmade homeware from Vietnamese craft villages into homes around the world, while giving our artisans ' +
    'steady work and fair pay.</p>']:
      '<p>ベトナムの工芸村で手作りされた天然素材のホームウェアを世界中の家庭に届けるとともに、' +
      '職人たちに安定した仕事と公正な賃金を提供することです。</p>',
    'Seagrass basket and jute planter inside a house outline': '家の形の線画の中に置かれたシーグラスのバスケットとジュートのプランター',
    Values: '価値観',
    '<p>Respect for nature, for the craft and for every customer: honest materials, careful hands and promises we keep.</p>':
      '<p>自然、手仕事、そしてすべてのお客様への敬意を大切にしています。誠実な素材、丁寧な手仕事、そして必ず守る約束です。</p>',
    'Heart woven from rattan': 'ラタンで編んだハート',
    Vision: 'ビジョン',
    '<p>To be the most trusted natural-fibre weaving partner in Vietnam for importers, retailers and trading companies.</p>':
      '<p>輸入業者、小売業者、商社の皆さまにとって、ベトナムで最も信頼される天然繊維の編み製品パートナーになることです。</p>',
    'Limestone mountains and rice fields of Ninh Binh at sunrise': '朝日に照らされるニンビンの石灰岩の山々と田んぼ',
    Solution: 'ソリューション',
    '<p>One partner from idea to container: product development, sampling, production, quality control, packing and export documents.</p>':
      '<p>アイデアからコンテナまで、ひとつのパートナーにお任せいただけます。製品開発、サンプル製作、生産、品質管理、梱包、' +
      '輸出書類まで一貫して対応します。</p>',
    'From sample basket to packed carton to container ship': 'サンプルのバスケットから梱包済みのカートン、そしてコンテナ船へ',
    // About us: facts and figures.
    '4 production sites': '4つの生産拠点',
    '<p>Workshops in Hanoi and Ninh Binh, each specialised in its own materials and techniques.</p>':
      '<p>ハノイとニンビンにある工房は、それぞれ独自の素材と技法を専門としています。</p>',
    '18 containers a month': '月18本のコンテナ',
    '<p>A maximum capacity of 18 forty-foot containers per month.</p>': '<p>最大生産能力は月18本の40フィートコンテナです。</p>',
    'Since 1991': '1991年創業',
    '<p>Three generations of weaving experience in the craft villages around Hanoi.</p>':
      '<p>ハノイ近郊の工芸村で、三世代にわたり編みの技術を受け継いできました。</p>',
    'Exporting since 2007': '2007年から輸出',
    '<p>Shipping to importers, retailers and trading companies in Europe, North America, Australia and Asia.</p>':
      '<p>ヨーロッパ、北米、オーストラリア、アジアの輸入業者、小売業者、商社に出荷しています。</p>',
    // About us: our story.
    'Our origins': '私たちの原点',
    ['<p>Our story began in 1991 in a rattan village south-west of Hanoi, where a small family workshop wove baskets and trays for local ' +
    'markets. The skills passed down in that village are still the heart of everything we make.</p>']:
      '<p>私たちの歴史は1991年、ハノイの南西にあるラタンの村で始まりました。小さな家族経営の工房が、' +
      '地元の市場向けにバスケットやトレイを編んでいました。その村で受け継がれてきた技術は、' +
      '今も私たちのものづくりすべての中心にあります。</p>',
    Nature: '自然',
    ['<p>We work only with natural fibres (rattan, seagrass, water hyacinth, bamboo, jute and more) harvested in Vietnam, dried in the ' +
    'sun and treated without harsh chemicals.</p>']:
      '<p>私たちが使うのは、ベトナムで収穫し、天日で乾燥させ、刺激の強い化学薬品を使わずに処理した天然繊維（ラタン、シーグラス、' +
      'ウォーターヒヤシンス、竹、ジュートなど）だけです。</p>',
    Quality: '品質',
    ['<p>Every piece is shaped on a mould, woven by hand and checked several times before packing, so that the thousandth basket in an ' +
    'order matches the approved sample.</p>']:
      '<p>一つひとつを型で成形し、手で編み、梱包前に何度も検査します。そのため、' +
      'ご注文の1000個目のバスケットも承認済みのサンプルどおりに仕上がります。</p>',
    Satisfaction: '顧客満足',
    ['<p>We answer every enquiry within 24 hours, share photos at each production stage and follow up after delivery, because long ' +
    'partnerships matter more to us than single orders.</p>']:
      '<p>すべてのお問い合わせに24時間以内にお答えし、生産の各段階で写真を共有し、納品後もフォローいたします。一度きりのご注文よりも、' +
      '長く続くパートナーシップを大切にしているからです。</p>',
    'Our story': '私たちの歩み',
    ['<p>In 2007 we shipped our first container for a trading company and have been exporting ever since. Today four production sites in ' +
    'Hanoi and Ninh Binh serve customers around the world as Hanoi Natural Weaving Joint Stock Company.</p>']:
      '<p>2007年に商社向けに最初のコンテナを出荷して以来、輸出を続けています。現在はHanoi Natural Weaving Joint Stock Companyとして、' +
      'ハノイとニンビンの4つの生産拠点から世界中のお客様にお届けしています。</p>',
    // About us: meetings with customers (the title is also the picture’s alt text).
    'Sample review with a Danish buyer': 'デンマークのバイヤーとのサンプル確認',
    '<p>Choosing seagrass weaves and colour swatches for a new storage collection.</p>':
      '<p>新しい収納コレクションに向けて、シーグラスの編み方とカラー見本を選んでいます。</p>',
    'Developing a tray range': 'トレイシリーズの開発',
    '<p>Working through rattan tray sizes and finishes with a buyer from the Netherlands.</p>':
      '<p>オランダのバイヤーと、ラタントレイのサイズと仕上げを一つずつ検討しています。</p>',
    'Comparing weaves': '編み方の比較',
    '<p>Water hyacinth and rattan samples side by side before the order is confirmed.</p>':
      '<p>ご注文の確定前に、ウォーターヒヤシンスとラタンのサンプルを並べて比べています。</p>',
    'Catalogue selection': 'カタログ掲載品の選定',
    '<p>Selecting paper rope pieces for an Australian retailer’s spring catalogue.</p>':
      '<p>オーストラリアの小売業者の春のカタログに向けて、ペーパーロープの製品を選んでいます。</p>',
    'Bamboo and palm leaf': '竹とパームリーフ',
    '<p>A buyer from Japan reviewing bamboo trays and palm leaf swatches.</p>':
      '<p>日本のバイヤーが、竹のトレイとパームリーフの見本を確認しています。</p>',
    'Planning the season': 'シーズンの計画',
    '<p>Confirming kaisa grass and cattail baskets for the autumn season with a German importer.</p>':
      '<p>ドイツの輸入業者と、秋シーズン向けのカイサグラスとガマのバスケットを確定しています。</p>',
    // How we make: the steps (title, text, picture).
    'Raw materials': '原材料',
    ['<p>Rattan, seagrass, water hyacinth and other fibres are harvested in season and bought directly from growing regions ' +
    'across Vietnam.</p>']:
      '<p>ラタン、シーグラス、ウォーターヒヤシンスなどの繊維は旬の時期に収穫され、ベトナム各地の産地から直接仕入れています。</p>',
    'Bundles of raw water hyacinth, seagrass and rattan stems': 'ウォーターヒヤシンス、シーグラス、ラタンの未加工の茎の束',
    'Materials processing': '素材の加工',
    '<p>Stems are cleaned, split or twisted into rope and dried in the sun until they are strong, pliable and even in colour.</p>':
      '<p>茎は洗浄した後、割いたりロープ状に撚ったりして、丈夫でしなやかになり、色が均一になるまで天日で乾燥させます。</p>',
    'Water hyacinth strands drying on a bamboo pole above a basin': 'たらいの上で竹竿に掛けて干しているウォーターヒヤシンスの繊維',
    Shaping: '成形',
    '<p>Frames and wooden moulds give every piece its exact size and shape, so repeat orders match the approved sample.</p>':
      '<p>フレームと木型で一つひとつのサイズと形を正確に整えるため、リピート注文でも承認済みのサンプルどおりに仕上がります。</p>',
    'Wooden basket mould with rattan stakes spread around its base': '底の周りにラタンの縦芯を放射状に広げた木製のバスケット型',
    Weaving: '編み',
    '<p>Artisans weave the fibre over the frame or mould by hand, row by row, in the pattern chosen for the item.</p>':
      '<p>職人がフレームや型に沿って、アイテムごとに選ばれた編み柄で、一段ずつ手で繊維を編み上げます。</p>',
    'Seagrass basket being woven around upright stakes': '立てた縦芯に沿って編まれていくシーグラスのバスケット',
    Cleaning: '清掃',
    '<p>Loose ends and fibres are trimmed and each piece is brushed clean.</p>':
      '<p>飛び出した端や繊維を切りそろえ、一つひとつブラシできれいにします。</p>',
    'Rattan basket beside a brush and a bucket of water': 'ブラシと水の入ったバケツの横に置かれたラタンのバスケット',
    Gluing: '接着',
    '<p>Rims, handles and joints are glued and clamped for extra strength where the design needs it.</p>':
      '<p>デザイン上必要な箇所は、強度を高めるために縁、持ち手、接合部を接着し、クランプで固定します。</p>',
    'Kaisa grass basket with clamps holding the glued rim': '接着した縁をクランプで固定したカイサグラスのバスケット',
    Drying: '乾燥',
    '<p>Finished pieces are dried in the sun and in drying rooms until the moisture content is between 7 and 12%.</p>':
      '<p>完成品は、含水率が7～12%になるまで天日と乾燥室で乾燥させます。</p>',
    'Baskets and a storage box drying on a rack in the sun': '日なたの棚で乾燥中のバスケットと収納ボックス',
    Finishing: '仕上げ',
    '<p>Items are trimmed, painted or lacquered to the chosen colour, and linings, labels and hardware are fitted.</p>':
      '<p>アイテムを切りそろえ、選ばれた色に塗装またはラッカー仕上げをして、内布、ラベル、金具を取り付けます。</p>',
    'Rattan tray with scissors after trimming': '切りそろえた後のラタントレイとはさみ',
    Packing: '梱包',
    '<p>Goods are wrapped, nested and packed in export cartons with silica gel, following the customer’s packing instructions.</p>':
      '<p>製品はお客様の梱包指示に従って包装し、入れ子にして、シリカゲルとともに輸出用カートンに梱包します。</p>',
    'Water hyacinth basket packed into an export carton with a barcode label':
      'バーコードラベル付きの輸出用カートンに梱包されたウォーターヒヤシンスのバスケット',
    Warehouse: '倉庫',
    '<p>Packed cartons are stored in dry, ventilated warehouses and counted against the packing list.</p>':
      '<p>梱包済みのカートンは乾燥した風通しのよい倉庫で保管し、パッキングリストと照合して数を確認します。</p>',
    'Warehouse shelves stacked with export cartons': '輸出用カートンが積み上げられた倉庫の棚',
    Exporting: '輸出',
    '<p>Containers are loaded under supervision and shipped from Hai Phong or Ho Chi Minh City ports with full export documents.</p>':
      '<p>コンテナは立ち会いのもとで積み込み、輸出書類一式を揃えて、ハイフォン港またはホーチミン市の港から出荷します。</p>',
    'Container ship loaded with containers at sea': 'コンテナを満載して海上を進むコンテナ船',
    // Quality control: introduction.
    'Systematic quality control': '体系的な品質管理',
    ['<p>Our QC team checks materials on arrival, goods during production and every order before packing. Final inspection follows AQL ' +
    'sampling at general inspection level GII with acceptance levels of 2.5 for major and 4.0 for minor defects, and the pre-shipment ' +
    'inspection takes place 3 to 7 days before shipment.</p>']:
      '<p>当社のQCチームは、原材料を入荷時に、製品を生産中に、そしてすべてのご注文を梱包前に検査します。' +
      '最終検査はAQL抜き取り検査に基づき通常検査水準GIIで行い、合格品質水準は重欠点2.5、軽欠点4.0としています。' +
      '出荷前検査は出荷の3～7日前に実施します。</p>',
    // Trading terms: introduction.
    'Trading terms': '取引条件',
    ['<p>What to expect when you order from us, from the first inquiry to the loaded container. Ask us about anything not covered here: ' +
    'we answer within 24 hours.</p>']:
      '<p>最初のお問い合わせからコンテナの積み込みまで、ご注文の流れをご案内します。ここに記載のない事項もお気軽にお尋ねください。' +
      '24時間以内にご回答します。</p>',
    // Trading terms: the terms (“Quality” is translated with the about-us page above).
    'Minimum order': '最小発注数量',
    '<p>100 pieces per colour per item. Mix items and colours in one container; small (LCL) shipments are welcome.</p>':
      '<p>1アイテム1色につき100個です。1本のコンテナに複数のアイテムや色を混載でき、小口（LCL）での出荷も承ります。</p>',
    'Quotation and samples': '見積もりとサンプル',
    '<p>A quotation within 3 to 5 days of your inquiry. Samples are ready in 5 to 10 days.</p>':
      '<p>お問い合わせから3～5日以内にお見積りをお送りします。サンプルは5～10日でご用意します。</p>',
    Production: '生産',
    '<p>35 to 65 days from the deposit and approved sample, or more for large orders and peak season.</p>':
      '<p>前払金のご入金とサンプル承認から35～65日です。大口のご注文や繁忙期には、それ以上かかる場合があります。</p>',
    ['<p>Moisture content of 7 to 12%. Final inspection by AQL sampling at general level GII, acceptance 2.5 for major and 4.0 for minor ' +
    'defects. Pre-shipment inspection 3 to 7 days before shipment; export cartons drop-tested to ISTA 1A.</p>']:
      '<p>含水率は7～12%です。最終検査はAQL抜き取り検査、通常検査水準GIIで行い、合格品質水準は重欠点2.5、軽欠点4.0です。' +
      '出荷前検査は出荷の3～7日前に実施し、輸出用カートンはISTA 1Aに準拠した落下試験を行っています。</p>',
    Shipping: '出荷',
    '<p>Loading ports Hai Phong and Ho Chi Minh City. Full containers and small (LCL) shipments.</p>':
      '<p>積出港はハイフォン港とホーチミン市の港です。フルコンテナのほか、小口（LCL）の出荷にも対応します。</p>',
    'Prices and payment': '価格と支払い',
    ['<p>Prices in US dollars. T/T: a 30% deposit with the order, the balance before loading. L/C at sight is accepted for a first order ' +
    'over USD 45,000.</p>']:
      '<p>価格は米ドル建てです。T/T（電信送金）の場合は、ご注文時に30%の前払金、船積み前に残金をお支払いいただきます。' +
      'USD 45,000を超える初回のご注文には、一覧払信用状（L/C at sight）もお受けします。</p>',
    // Privacy notice: introduction.
    'Privacy notice': 'プライバシー通知',
    ['<p>This notice says what we do with the personal details you give us through this website, how long we keep them and how you can ' +
    'see, take away or erase them.</p>']:
      '<p>この通知では、このウェブサイトを通じてお客様からご提供いただいた個人情報を当社がどのように取り扱うか、' +
      'どのくらいの期間保存するか、そしてお客様がその情報を閲覧し、持ち出し、または消去する方法についてご説明します。</p>',
    // Privacy notice: the topics.
    'What we collect and why': '収集する情報とその目的',
    ['<p>Our website has four forms, and each asks only for what we need to answer it:</p>\n<ul>\n' +
    '<li><strong>Request quotation</strong> (on a product, or for the products in your quote basket): your name, phone number and ' +
    'e-mail address, a subject and your message, with the products, colours and quantities you ask about. We use them to prepare and ' +
    'send you a quotation and to discuss it with you.</li>\n' +
    '<li><strong>Contact</strong>: your name, phone number, your e-mail address if you give it, and your message, to answer ' +
    'your question.</li>\n' +
    '<li><strong>Product catalogue</strong>: your e-mail address, to send you our catalogue.</li>\n</ul>\n' +
    '<p>With every request we also record the internet address it was sent from, only to stop the forms being abused. We do not use ' +
    'your details for advertising, we do not sell them, and we do not build profiles of visitors.</p>']:
      '<p>当社のウェブサイトには4つのフォームがあり、いずれもご回答に必要な情報のみをお伺いしています。</p>\n<ul>\n' +
      '<li><strong>見積もりを依頼</strong>（製品ごと、または見積もりカート内の製品について）：お名前、電話番号、メールアドレス、件名、' +
      'メッセージ、およびお問い合わせの製品・色・数量。これらは、お見積りを作成してお送りし、' +
      'その内容についてご相談するために使用します。</li>\n' +
      '<li><strong>お問い合わせ</strong>：ご質問にお答えするため、お名前、電話番号、メールアドレス（ご記入いただいた場合）、' +
      'メッセージ。</li>\n' +
      '<li><strong>製品カタログ</strong>：カタログをお送りするため、メールアドレス。</li>\n</ul>\n' +
      '<p>また、フォームの不正利用を防ぐ目的に限り、各リクエストの送信元IPアドレスを記録します。お客様の情報を広告に使用することはなく、' +
      '販売することもなく、訪問者のプロファイルを作成することもありません。</p>',
    'Legal basis': '法的根拠',
    ['<p>We process your details because you asked us for something: to take steps at your request before entering into a contract ' +
    '(Article 6(1)(b) GDPR), such as a quotation or a catalogue. Recording the internet address a request came from rests on our ' +
    'legitimate interest in keeping the forms free of abuse (Article 6(1)(f) GDPR).</p>']:
      '<p>当社がお客様の情報を処理するのは、お客様からご依頼があったためです。すなわち、お見積りやカタログの送付など、' +
      '契約締結前にお客様の求めに応じて措置を講じるためです（GDPR第6条第1項(b)）。リクエストの送信元IPアドレスの記録は、' +
      'フォームを不正利用から守るという当社の正当な利益に基づいています（GDPR第6条第1項(f)）。</p>',
    'Who receives it': '情報の提供先',
    ['<p>Your request goes to our sales staff in Hanoi, who answer it. Our e-mail provider delivers the e-mails we send you and receives ' +
    'the ones you send us; it processes them on our behalf and for no other purpose. Our website and its database are hosted by our ' +
    'hosting provider under the same terms. Nobody else receives your details, unless the law obliges us to give them.</p>']:
      '<p>お客様のリクエストはハノイの当社営業担当者に届き、担当者がご回答します。当社のメールサービス事業者は、' +
      '当社からお客様へのメールを配信し、お客様から当社へのメールを受信します。同事業者は当社の委託によりこれらを処理し、' +
      'それ以外の目的には使用しません。当社のウェブサイトとそのデータベースは、' +
      '同じ条件のもとでホスティング事業者がホスティングしています。法令により提供が義務づけられる場合を除き、' +
      'お客様の情報がほかの者に渡ることはありません。</p>',
    'Your rights': 'お客様の権利',
    ['<p>You may ask us at any time:</p>\n<ul>\n' +
    '<li>to see everything we hold about you, and to receive a copy of it in a file (access and portability);</li>\n' +
    '<li>to correct what is wrong (rectification);</li>\n' +
    '<li>to erase it (erasure): we then remove your name, e-mail address, phone number, messages, e-mails and files, and keep only ' +
    'figures that do not name you, such as the products and quantities a request asked about;</li>\n' +
    '<li>to stop or limit what we do with it (objection and restriction).</li>\n</ul>\n' +
    '<p>You may also complain to the data protection authority of the country you live or work in.</p>']:
      '<p>お客様は、いつでも当社に次のことを求めることができます。</p>\n<ul>\n' +
      '<li>当社が保有するお客様に関するすべての情報を確認し、' +
      'その写しをファイルで受け取ること（アクセス権およびデータポータビリティの権利）</li>\n' +
      '<li>誤っている情報を訂正すること（訂正の権利）</li>\n' +
      '<li>情報を消去すること（消去の権利）。この場合、当社はお客様のお名前、メールアドレス、電話番号、メッセージ、メール、' +
      'ファイルを削除し、リクエストで問い合わせのあった製品や数量など、お客様を特定しない数値のみを保持します。</li>\n' +
      '<li>情報の取扱いを停止または制限すること（異議を唱える権利および処理の制限の権利）</li>\n</ul>\n' +
      '<p>また、お客様が居住または就労している国のデータ保護監督機関に苦情を申し立てることもできます。</p>',
    'How to use your rights': '権利の行使方法',
    ['<p>Write to us from the e-mail address you used with us, at the address shown under “Who is responsible for your data”, and say ' +
    'what you would like us to do. We answer within one month, and we do not charge for it.</p>']:
      '<p>当社とのやり取りにお使いのメールアドレスから、「個人情報の管理者」に記載のアドレス宛てに、ご希望の内容をお知らせください。' +
      '1か月以内にご回答します。費用はいただきません。</p>',
    // Quality control: the checks (title, text, picture).
    'General product check': '製品全般の検査',
    '<p>Shape, weave, colour and finish are compared with the approved sample for every item.</p>':
      '<p>すべてのアイテムについて、形、編み目、色、仕上げを承認済みのサンプルと照合します。</p>',
    'Seagrass basket inspected under a magnifying glass': '虫眼鏡で検査されるシーグラスのバスケット',
    'Function check': '機能検査',
    '<p>Handles, lids, hinges and closures are opened, lifted and loaded to make sure they work and hold.</p>':
      '<p>持ち手、ふた、蝶番、留め具を実際に開閉し、持ち上げ、荷重をかけて、正しく機能し、外れないことを確認します。</p>',
    'Rattan basket lifted by its handle': '持ち手を持って持ち上げたラタンのバスケット',
    'Dimension check': '寸法検査',
    '<p>Height, width and depth are measured against the specification and the agreed tolerance.</p>':
      '<p>高さ、幅、奥行きを測定し、仕様および取り決めた許容差と照合します。</p>',
    'Banana bark storage box with measuring arrows and a tape measure': '寸法を示す矢印とメジャーを添えたバナナバークの収納ボックス',
    'Moisture check': '含水率検査',
    '<p>A moisture meter confirms that every batch is between 7 and 12% moisture before packing.</p>':
      '<p>梱包前に水分計で測定し、すべてのロットの含水率が7～12%であることを確認します。</p>',
    'Moisture meter next to a woven water hyacinth panel': 'ウォーターヒヤシンスの編みパネルの横に置かれた水分計',
    'Barcode or QR check': 'バーコード・QRコード検査',
    '<p>Labels, barcodes and QR codes on products and cartons are scanned and checked against the order.</p>':
      '<p>製品とカートンのラベル、バーコード、QRコードをスキャンし、ご注文内容と照合します。</p>',
    'Export carton label being scanned': 'スキャンされる輸出用カートンのラベル',
    'Carton drop test': 'カートン落下試験',
    '<p>Packed cartons are drop-tested according to ISTA 1A to make sure goods arrive undamaged.</p>':
      '<p>梱包済みのカートンはISTA 1Aに準拠した落下試験を行い、製品が破損せずに届くことを確認します。</p>',
    'Carton falling in a drop test': '落下試験で落下するカートン',
    '3M adhesive tape test': '3M粘着テープ試験',
    '<p>Adhesive tape is pressed onto painted and lacquered surfaces and pulled off to check that the finish stays in place.</p>':
      '<p>塗装面やラッカー仕上げの面に粘着テープを押し付けてからはがし、塗膜がはがれないことを確認します。</p>',
    'Adhesive tape peeled from a woven seagrass panel': 'シーグラスの編みパネルからはがされる粘着テープ',
    'Colour fastness test': '色落ち試験',
    '<p>Dyed and painted fibres are rubbed with a white cloth, dry and wet, to make sure the colour does not transfer.</p>':
      '<p>染色または塗装した繊維を、乾いた状態と湿った状態で白い布でこすり、色移りしないことを確認します。</p>',
    'White cloth rubbed over dyed woven samples': '染色した編みサンプルを白い布でこする様子',
    // Search engines: the pages' titles and descriptions (demo/catalogue/company.ts).
    [PAGE_SEARCH_TEXTS.about_us_seo_title]: '会社概要：1991年創業、ハノイの天然素材編み工房',
    [PAGE_SEARCH_TEXTS.how_we_make_seo_title]: '手編みのかごができるまで：製造工程のご紹介',
    [PAGE_SEARCH_TEXTS.how_we_make_seo_description]:
      'ラタン、シーグラス、ウォーターヒヤシンスの原料から輸出用カートンへの梱包まで、手編み製品がたどる11の工程をご紹介します。',
    [PAGE_SEARCH_TEXTS.quality_control_seo_title]: '品質管理：すべてのご注文にAQL検査',
    [PAGE_SEARCH_TEXTS.quality_control_seo_description]:
      '編み製品を出荷前にどう検査するか：入荷時の原材料検査、生産中の検査、そしてAQLに基づく最終検査についてご説明します。',
    [PAGE_SEARCH_TEXTS.trading_seo_title]: '取引条件：最小発注数量・納期・お支払い',
    [PAGE_SEARCH_TEXTS.trading_seo_description]:
      '最小発注数量、サンプル、納期、ハイフォン港からの船積み、米ドル建て価格、T/TまたはL/Cでのお支払いなど、ご注文の流れをご案内します。',
  },
  fr: {
    // About us: mission, values, vision and solution (title, text, picture).
    Mission: 'Mission',
    ['<p>To bring natural, handmade homeware from Vietnamese craft villages into homes around the world, while giving our artisans ' +
    'steady work and fair pay.</p>']:
      '<p>Faire entrer dans les foyers du monde entier des articles pour la maison naturels et faits main, issus des villages artisanaux ' +
      'du Vietnam, tout en offrant à nos artisans un travail régulier et une juste rémunération.</p>',
    'Seagrass basket and jute planter inside a house outline': 'Panier en jonc de mer et cache-pot en jute dans la silhouette d’une maison',
    Values: 'Valeurs',
    '<p>Respect for nature, for the craft and for every customer: honest materials, careful hands and promises we keep.</p>':
      '<p>Le respect de la nature, du savoir-faire et de chaque client\u00a0: des matériaux honnêtes, des mains attentives et des ' +
      'promesses tenues.</p>',
    'Heart woven from rattan': 'Cœur tressé en rotin',
    Vision: 'Vision',
    '<p>To be the most trusted natural-fibre weaving partner in Vietnam for importers, retailers and trading companies.</p>':
      '<p>Être, au Vietnam, le partenaire le plus fiable en tressage de fibres naturelles pour les importateurs, les détaillants et les ' +
      'sociétés de négoce.</p>',
    'Limestone mountains and rice fields of Ninh Binh at sunrise': 'Montagnes calcaires et rizières de Ninh Binh au lever du soleil',
    Solution: 'Solution',
    '<p>One partner from idea to container: product development, sampling, production, quality control, packing and export documents.</p>':
      '<p>Un seul partenaire de l’idée au conteneur\u00a0: développement produit, échantillonnage, production, contrôle qualité, ' +
      'emballage et documents d’export.</p>',
    'From sample basket to packed carton to container ship': 'Du panier échantillon au carton emballé, jusqu’au porte-conteneurs',
    // About us: facts and figures.
    '4 production sites': '4 sites de production',
    '<p>Workshops in Hanoi and Ninh Binh, each specialised in its own materials and techniques.</p>':
      '<p>Des ateliers à Hanoi et à Ninh Binh, chacun spécialisé dans ses propres matériaux et techniques.</p>',
    '18 containers a month': '18 conteneurs par mois',
    '<p>A maximum capacity of 18 forty-foot containers per month.</p>':
      '<p>Une capacité maximale de 18 conteneurs de 40 pieds par mois.</p>',
    'Since 1991': 'Depuis 1991',
    '<p>Three generations of weaving experience in the craft villages around Hanoi.</p>':
      '<p>Trois générations d’expérience du tressage dans les villages artisanaux autour de Hanoi.</p>',
    'Exporting since 2007': 'À l’export depuis 2007',
    '<p>Shipping to importers, retailers and trading companies in Europe, North America, Australia and Asia.</p>':
      '<p>Des expéditions vers des importateurs, des détaillants et des sociétés de négoce en Europe, en Amérique du Nord, en ' +
      'Australie et en Asie.</p>',
    // About us: our story.
    'Our origins': 'Nos origines',
    ['<p>Our story began in 1991 in a rattan village south-west of Hanoi, where a small family workshop wove baskets and trays for local ' +
    'markets. The skills passed down in that village are still the heart of everything we make.</p>']:
      '<p>Notre histoire a commencé en 1991 dans un village du rotin au sud-ouest de Hanoi, où un petit atelier familial tressait des ' +
      'paniers et des plateaux pour les marchés locaux. Les savoir-faire transmis dans ce village restent au cœur de tout ce que ' +
      'nous fabriquons.</p>',
    Nature: 'Nature',
    ['<p>We work only with natural fibres (rattan, seagrass, water hyacinth, bamboo, jute and more) harvested in Vietnam, dried in the ' +
    'sun and treated without harsh chemicals.</p>']:
      '<p>Nous travaillons uniquement des fibres naturelles (rotin, jonc de mer, jacinthe d’eau, bambou, jute et bien d’autres) ' +
      'récoltées au Vietnam, séchées au soleil et traitées sans produits chimiques agressifs.</p>',
    Quality: 'Qualité',
    ['<p>Every piece is shaped on a mould, woven by hand and checked several times before packing, so that the thousandth basket in an ' +
    'order matches the approved sample.</p>']:
      '<p>Chaque pièce est mise en forme sur un moule, tressée à la main et contrôlée plusieurs fois avant l’emballage, pour que le ' +
      'millième panier d’une commande soit conforme à l’échantillon validé.</p>',
    Satisfaction: 'Satisfaction',
    ['<p>We answer every enquiry within 24 hours, share photos at each production stage and follow up after delivery, because long ' +
    'partnerships matter more to us than single orders.</p>']:
      '<p>Nous répondons à chaque demande sous 24 heures, partageons des photos à chaque étape de la production et assurons le suivi ' +
      'après la livraison, car les partenariats durables comptent plus pour nous que les commandes ponctuelles.</p>',
    'Our story': 'Notre histoire',
    ['<p>In 2007 we shipped our first container for a trading company and have been exporting ever since. Today four production sites in ' +
    'Hanoi and Ninh Binh serve customers around the world as Hanoi Natural Weaving Joint Stock Company.</p>']:
      '<p>En 2007, nous avons expédié notre premier conteneur pour une société de négoce, et nous exportons depuis. Aujourd’hui, quatre ' +
      'sites de production à Hanoi et à Ninh Binh servent des clients du monde entier sous le nom de Hanoi Natural Weaving Joint ' +
      'Stock Company.</p>',
    // About us: meetings with customers (the title is also the picture’s alt text).
    'Sample review with a Danish buyer': 'Revue d’échantillons avec un acheteur danois',
    '<p>Choosing seagrass weaves and colour swatches for a new storage collection.</p>':
      '<p>Choix des tressages en jonc de mer et des nuanciers pour une nouvelle collection de rangement.</p>',
    'Developing a tray range': 'Développement d’une gamme de plateaux',
    '<p>Working through rattan tray sizes and finishes with a buyer from the Netherlands.</p>':
      '<p>Mise au point des tailles et des finitions de plateaux en rotin avec un acheteur venu des Pays-Bas.</p>',
    'Comparing weaves': 'Comparaison des tressages',
    '<p>Water hyacinth and rattan samples side by side before the order is confirmed.</p>':
      '<p>Échantillons en jacinthe d’eau et en rotin côte à côte avant la confirmation de la commande.</p>',
    'Catalogue selection': 'Sélection pour le catalogue',
    '<p>Selecting paper rope pieces for an Australian retailer’s spring catalogue.</p>':
      '<p>Sélection de pièces en corde de papier pour le catalogue de printemps d’un détaillant australien.</p>',
    'Bamboo and palm leaf': 'Bambou et feuille de palmier',
    '<p>A buyer from Japan reviewing bamboo trays and palm leaf swatches.</p>':
      '<p>Un acheteur japonais examine des plateaux en bambou et des échantillons de feuille de palmier.</p>',
    'Planning the season': 'Préparer la saison',
    '<p>Confirming kaisa grass and cattail baskets for the autumn season with a German importer.</p>':
      '<p>Validation des paniers en herbe kaisa et en massette pour la saison d’automne avec un importateur allemand.</p>',
  },
};
