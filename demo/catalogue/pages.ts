// Copy of the company pages: about us, how we make, quality control, trading terms and the privacy notice, one content
// block per row.

import type { Insertable } from 'kysely';
import type { ContentBlockTable } from '../../server/db/database';
import { MEDIA_KEYS, pictureOf, PROCESS_STEP_KEYS, QUALITY_CHECK_KEYS } from '../pictures/media-catalogue';

type Block = Insertable<ContentBlockTable>;

interface BlockText {
  title: string;
  body: string;
  image?: { key: string; alt: string };
}

function section(page: string, name: string, blocks: BlockText[]): Block[] {
  return blocks.map((b, i) => ({
    page,
    section: name,
    title: b.title,
    body: b.body,
    image: b.image ? JSON.stringify(pictureOf(b.image.key, b.image.alt)) : null,
    sort_order: i + 1,
  }));
}

const ABOUT_PILLARS: BlockText[] = [
  {
    title: 'Mission',
    body: '<p>To bring natural, handmade homeware from Vietnamese craft villages into homes around the world, while giving our artisans steady work and fair pay.</p>',
    image: { key: MEDIA_KEYS.about.mission, alt: 'Seagrass basket and jute planter inside a house outline' },
  },
  {
    title: 'Values',
    body: '<p>Respect for nature, for the craft and for every customer: honest materials, careful hands and promises we keep.</p>',
    image: { key: MEDIA_KEYS.about.value, alt: 'Heart woven from rattan' },
  },
  {
    title: 'Vision',
    body: '<p>To be the most trusted natural-fibre weaving partner in Vietnam for importers, retailers and trading companies.</p>',
    image: { key: MEDIA_KEYS.about.vision, alt: 'Limestone mountains and rice fields of Ninh Binh at sunrise' },
  },
  {
    title: 'Solution',
    body: '<p>One partner from idea to container: product development, sampling, production, quality control, packing and export documents.</p>',
    image: { key: MEDIA_KEYS.about.solution, alt: 'From sample basket to packed carton to container ship' },
  },
];

const ABOUT_FACTS: BlockText[] = [
  { title: '4 production sites', body: '<p>Workshops in Hanoi and Ninh Binh, each specialised in its own materials and techniques.</p>' },
  { title: '18 containers a month', body: '<p>A maximum capacity of 18 forty-foot containers per month.</p>' },
  { title: 'Since 1991', body: '<p>Three generations of weaving experience in the craft villages around Hanoi.</p>' },
  {
    title: 'Exporting since 2007',
    body: '<p>Shipping to importers, retailers and trading companies in Europe, North America, Australia and Asia.</p>',
  },
];

const ABOUT_STORY: BlockText[] = [
  {
    title: 'Our origins',
    body: '<p>Our story began in 1991 in a rattan village south-west of Hanoi, where a small family workshop wove baskets and trays for local markets. The skills passed down in that village are still the heart of everything we make.</p>',
  },
  {
    title: 'Nature',
    body: '<p>We work only with natural fibres (rattan, seagrass, water hyacinth, bamboo, jute and more) harvested in Vietnam, dried in the sun and treated without harsh chemicals.</p>',
  },
  {
    title: 'Quality',
    body: '<p>Every piece is shaped on a mould, woven by hand and checked several times before packing, so that the thousandth basket in an order matches the approved sample.</p>',
  },
  {
    title: 'Satisfaction',
    body: '<p>We answer every enquiry within 24 hours, share photos at each production stage and follow up after delivery, because long partnerships matter more to us than single orders.</p>',
  },
  {
    title: 'Our story',
    body: '<p>In 2007 we shipped our first container for a trading company and have been exporting ever since. Today four production sites in Hanoi and Ninh Binh serve customers around the world as Hanoi Natural Weaving Joint Stock Company.</p>',
  },
];

const MEETING_CAPTIONS = [
  { title: 'Sample review with a Danish buyer', body: '<p>Choosing seagrass weaves and colour swatches for a new storage collection.</p>' },
  { title: 'Developing a tray range', body: '<p>Working through rattan tray sizes and finishes with a buyer from the Netherlands.</p>' },
  { title: 'Comparing weaves', body: '<p>Water hyacinth and rattan samples side by side before the order is confirmed.</p>' },
  { title: 'Catalogue selection', body: '<p>Selecting paper rope pieces for an Australian retailer’s spring catalogue.</p>' },
  { title: 'Bamboo and palm leaf', body: '<p>A buyer from Japan reviewing bamboo trays and palm leaf swatches.</p>' },
  { title: 'Planning the season', body: '<p>Confirming kaisa grass and cattail baskets for the autumn season with a German importer.</p>' },
];

const PROCESS_STEPS: BlockText[] = [
  {
    title: 'Raw materials',
    body: '<p>Rattan, seagrass, water hyacinth and other fibres are harvested in season and bought directly from growing regions across Vietnam.</p>',
  },
  {
    title: 'Materials processing',
    body: '<p>Stems are cleaned, split or twisted into rope and dried in the sun until they are strong, pliable and even in colour.</p>',
  },
  {
    title: 'Shaping',
    body: '<p>Frames and wooden moulds give every piece its exact size and shape, so repeat orders match the approved sample.</p>',
  },
  {
    title: 'Weaving',
    body: '<p>Artisans weave the fibre over the frame or mould by hand, row by row, in the pattern chosen for the item.</p>',
  },
  { title: 'Cleaning', body: '<p>Loose ends and fibres are trimmed and each piece is brushed clean.</p>' },
  { title: 'Gluing', body: '<p>Rims, handles and joints are glued and clamped for extra strength where the design needs it.</p>' },
  {
    title: 'Drying',
    body: '<p>Finished pieces are dried in the sun and in drying rooms until the moisture content is between 7 and 12%.</p>',
  },
  {
    title: 'Finishing',
    body: '<p>Items are trimmed, painted or lacquered to the chosen colour, and linings, labels and hardware are fitted.</p>',
  },
  {
    title: 'Packing',
    body: '<p>Goods are wrapped, nested and packed in export cartons with silica gel, following the customer’s packing instructions.</p>',
  },
  { title: 'Warehouse', body: '<p>Packed cartons are stored in dry, ventilated warehouses and counted against the packing list.</p>' },
  {
    title: 'Exporting',
    body: '<p>Containers are loaded under supervision and shipped from Hai Phong or Ho Chi Minh City ports with full export documents.</p>',
  },
];

const PROCESS_ALTS = [
  'Bundles of raw water hyacinth, seagrass and rattan stems',
  'Water hyacinth strands drying on a bamboo pole above a basin',
  'Wooden basket mould with rattan stakes spread around its base',
  'Seagrass basket being woven around upright stakes',
  'Rattan basket beside a brush and a bucket of water',
  'Kaisa grass basket with clamps holding the glued rim',
  'Baskets and a storage box drying on a rack in the sun',
  'Rattan tray with scissors after trimming',
  'Water hyacinth basket packed into an export carton with a barcode label',
  'Warehouse shelves stacked with export cartons',
  'Container ship loaded with containers at sea',
];

const QUALITY_CHECKS: BlockText[] = [
  { title: 'General product check', body: '<p>Shape, weave, colour and finish are compared with the approved sample for every item.</p>' },
  {
    title: 'Function check',
    body: '<p>Handles, lids, hinges and closures are opened, lifted and loaded to make sure they work and hold.</p>',
  },
  { title: 'Dimension check', body: '<p>Height, width and depth are measured against the specification and the agreed tolerance.</p>' },
  { title: 'Moisture check', body: '<p>A moisture meter confirms that every batch is between 7 and 12% moisture before packing.</p>' },
  {
    title: 'Barcode or QR check',
    body: '<p>Labels, barcodes and QR codes on products and cartons are scanned and checked against the order.</p>',
  },
  { title: 'Carton drop test', body: '<p>Packed cartons are drop-tested according to ISTA 1A to make sure goods arrive undamaged.</p>' },
  {
    title: '3M adhesive tape test',
    body: '<p>Adhesive tape is pressed onto painted and lacquered surfaces and pulled off to check that the finish stays in place.</p>',
  },
  {
    title: 'Colour fastness test',
    body: '<p>Dyed and painted fibres are rubbed with a white cloth, dry and wet, to make sure the colour does not transfer.</p>',
  },
];

const QUALITY_ALTS = [
  'Seagrass basket inspected under a magnifying glass',
  'Rattan basket lifted by its handle',
  'Banana bark storage box with measuring arrows and a tape measure',
  'Moisture meter next to a woven water hyacinth panel',
  'Export carton label being scanned',
  'Carton falling in a drop test',
  'Adhesive tape peeled from a woven seagrass panel',
  'White cloth rubbed over dyed woven samples',
];

const TRADING_TERMS: BlockText[] = [
  {
    title: 'Minimum order',
    body: '<p>100 pieces per colour per item. Mix items and colours in one container; small (LCL) shipments are welcome.</p>',
  },
  {
    title: 'Quotation and samples',
    body: '<p>A quotation within 3 to 5 days of your inquiry. Samples are ready in 5 to 10 days.</p>',
  },
  {
    title: 'Production',
    body: '<p>35 to 65 days from the deposit and approved sample, or more for large orders and peak season.</p>',
  },
  {
    title: 'Quality',
    body: '<p>Moisture content of 7 to 12%. Final inspection by AQL sampling at general level GII, acceptance 2.5 for major and 4.0 for minor defects. Pre-shipment inspection 3 to 7 days before shipment; export cartons drop-tested to ISTA 1A.</p>',
  },
  {
    title: 'Shipping',
    body: '<p>Loading ports Hai Phong and Ho Chi Minh City. Full containers and small (LCL) shipments.</p>',
  },
  {
    title: 'Prices and payment',
    body: '<p>Prices in US dollars. T/T: a 30% deposit with the order, the balance before loading. L/C at sight is accepted for a first order over USD 45,000.</p>',
  },
];

/**
 * The privacy notice's questions. Who the controller is and how long data is kept are not here: the page writes them
 * from the company's details and from the retention periods the server enforces.
 */
const PRIVACY_TOPICS: BlockText[] = [
  {
    title: 'What we collect and why',
    body: `<p>Our website has four forms, and each asks only for what we need to answer it:</p>
<ul>
<li><strong>Request quotation</strong> (on a product, or for the products in your quote basket): your name, phone number and e-mail address, a subject and your message, with the products, colours and quantities you ask about. We use them to prepare and send you a quotation and to discuss it with you.</li>
<li><strong>Contact</strong>: your name, phone number, your e-mail address if you give it, and your message, to answer your question.</li>
<li><strong>Product catalogue</strong>: your e-mail address, to send you our catalogue.</li>
</ul>
<p>With every request we also record the internet address it was sent from, only to stop the forms being abused. We do not use your details for advertising, we do not sell them, and we do not build profiles of visitors.</p>`,
  },
  {
    title: 'Legal basis',
    body: '<p>We process your details because you asked us for something: to take steps at your request before entering into a contract (Article 6(1)(b) GDPR), such as a quotation or a catalogue. Recording the internet address a request came from rests on our legitimate interest in keeping the forms free of abuse (Article 6(1)(f) GDPR).</p>',
  },
  {
    title: 'Who receives it',
    body: '<p>Your request goes to our sales staff in Hanoi, who answer it. Our e-mail provider delivers the e-mails we send you and receives the ones you send us; it processes them on our behalf and for no other purpose. Our website and its database are hosted by our hosting provider under the same terms. Nobody else receives your details, unless the law obliges us to give them.</p>',
  },
  {
    title: 'Your rights',
    body: `<p>You may ask us at any time:</p>
<ul>
<li>to see everything we hold about you, and to receive a copy of it in a file (access and portability);</li>
<li>to correct what is wrong (rectification);</li>
<li>to erase it (erasure): we then remove your name, e-mail address, phone number, messages, e-mails and files, and keep only figures that do not name you, such as the products and quantities a request asked about;</li>
<li>to stop or limit what we do with it (objection and restriction).</li>
</ul>
<p>You may also complain to the data protection authority of the country you live or work in.</p>`,
  },
  {
    title: 'How to use your rights',
    body: '<p>Write to us from the e-mail address you used with us, at the address shown under “Who is responsible for your data”, and say what you would like us to do. We answer within one month, and we do not charge for it.</p>',
  },
];

export function contentBlocks(): Block[] {
  return [
    ...section('about-us', 'pillars', ABOUT_PILLARS),
    ...section('about-us', 'facts', ABOUT_FACTS),
    ...section('about-us', 'story', ABOUT_STORY),
    ...section(
      'about-us',
      'customer-photos',
      MEETING_CAPTIONS.map((c, i) => ({ ...c, image: { key: MEDIA_KEYS.meetingPhotos[i]!, alt: c.title } })),
    ),
    ...section(
      'how-we-make',
      'steps',
      PROCESS_STEPS.map((s, i) => ({ ...s, image: { key: PROCESS_STEP_KEYS[i]!, alt: PROCESS_ALTS[i]! } })),
    ),
    ...section('quality-control', 'intro', [
      {
        title: 'Systematic quality control',
        body: '<p>Our QC team checks materials on arrival, goods during production and every order before packing. Final inspection follows AQL sampling at general inspection level GII with acceptance levels of 2.5 for major and 4.0 for minor defects, and the pre-shipment inspection takes place 3 to 7 days before shipment.</p>',
      },
    ]),
    ...section('trading', 'intro', [
      {
        title: 'Trading terms',
        body: '<p>What to expect when you order from us, from the first inquiry to the loaded container. Ask us about anything not covered here: we answer within 24 hours.</p>',
      },
    ]),
    ...section('trading', 'terms', TRADING_TERMS),
    ...section('privacy', 'intro', [
      {
        title: 'Privacy notice',
        body: '<p>This notice says what we do with the personal details you give us through this website, how long we keep them and how you can see, take away or erase them.</p>',
      },
    ]),
    ...section('privacy', 'topics', PRIVACY_TOPICS),
    ...section(
      'quality-control',
      'checks',
      QUALITY_CHECKS.map((c, i) => ({ ...c, image: { key: QUALITY_CHECK_KEYS[i]!, alt: QUALITY_ALTS[i]! } })),
    ),
  ];
}
