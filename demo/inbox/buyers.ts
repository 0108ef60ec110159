// Buyers who write to the demo company: importers, retailers and designers abroad, as the real inbox would see
// them (international phone numbers, company and free-mail addresses, accents in names).

export interface DemoBuyer {
  name: string;
  email: string;
  phone: string;
}

export const DEMO_BUYERS: readonly DemoBuyer[] = [
  { name: 'Anna Schmidt', email: 'anna.schmidt@wohnhaus-berlin.de', phone: '+49 30 1234567' },
  { name: 'James Carter', email: 'james@carterhome.co.uk', phone: '+44 20 7946 0958' },
  { name: 'Marie Dubois', email: 'marie.dubois@maison-provence.fr', phone: '+33 4 91 23 45 67' },
  { name: 'Sofia Rossi', email: 'sofia@casarossi.it', phone: '+39 02 1234 5678' },
  { name: 'Emma Johansson', email: 'emma.johansson@nordiskhem.se', phone: '+46 8 123 456 78' },
  { name: 'Daan de Vries', email: 'daan@woonlab.nl', phone: '+31 20 123 4567' },
  { name: 'Olivia Brown', email: 'olivia.brown.designs@gmail.com', phone: '+1 212 555 0147' },
  { name: 'Kenji Satō', email: 'k.sato@kurashi-zakka.jp', phone: '+81 3-1234-5678' },
  { name: 'Hannah Müller', email: 'h.mueller@wohnhaus-berlin.de', phone: '+49 30 7654321' },
  { name: 'Nguyễn Thu Hà', email: 'thuha.decor@gmail.com', phone: '+84 912345678' },
  { name: 'Carlos García', email: 'carlos@hogarnatural.es', phone: '+34 912 34 56 78' },
  { name: 'Liam Wilson', email: 'liam@coastalliving.com.au', phone: '+61 2 9374 4000' },
  { name: 'Chloé Lefèvre', email: 'chloe.lefevre@atelier-osier.fr', phone: '+33 1 42 68 53 00' },
  { name: 'Ahmed Al-Farsi', email: 'ahmed@dunehome.ae', phone: '+971 4 123 4567' },
  { name: 'Zofia Kowalska', email: 'zofia@domiogrod.pl', phone: '+48 22 123 45 67' },
  { name: 'Ethan Clarke', email: 'ethan.clarke@outlook.com', phone: '0912 345 678' },
];

export const DEMO_SUBJECTS = [
  'Price list for seagrass baskets',
  'Private label for our spring collection',
  'Sample request before a first order',
  'Lead time for a 40 ft container',
  'Can you make this in natural and black?',
  'Looking for a new rattan supplier',
];

export const DEMO_MESSAGES = [
  'We are a home-decor importer with 12 stores. Could you send prices FOB Hai Phong and your minimum per colour?',
  'Our buyers liked your catalogue at the fair. We would need about 600 pieces in two colours by March.',
  'Do you offer custom sizes? We need the basket 10 % smaller to nest in our shelving system.',
  'Please advise the carton size and how many pieces fit a 40 HQ container.',
  'We sell online in Europe and need products with FSC or similar certificates. What can you offer?',
  'Could you send two samples of each colour to Rotterdam? We pay the courier.',
  'Bonjour, nous cherchons des paniers en jacinthe d’eau pour une boutique à Lyon. Merci de nous envoyer vos prix.',
  'Hello, is the lamp shade available with a white wash finish? Quantity around 300 pcs.',
];

export const DEMO_COLOURS = ['Natural', 'Black', 'White wash', 'Grey', 'Honey brown'];
