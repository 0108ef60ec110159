// Company details, social links, customers and testimonials, home-page slides, selling points and why-choose-us items.

import type { Insertable } from 'kysely';
import type {
  BadgeTable,
  CustomerTable,
  SiteConfigTable,
  SlideTable,
  SocialTable,
  TestimonialTable,
  WhyItemTable,
} from '../../server/db/database';
import { BRAND_PICTURES, brandPictureOf, customerLogoKey, MEDIA_KEYS, pictureOf } from '../pictures/media-catalogue';

const json = (value: unknown) => JSON.stringify(value);

export const COMPANY_NAME = 'Hanoi Natural Weaving Joint Stock Company';
export const SHORT_NAME = 'HanoWeave';

/**
 * What search engines show of the company's pages, written for the buyers who search for a weaver: About us's
 * description is left to the facts the page shows. page-texts.ts translates them by these texts.
 */
export const PAGE_SEARCH_TEXTS = {
  about_us_seo_title: 'About Us: Natural-Fibre Weavers in Hanoi Since 1991',
  how_we_make_seo_title: 'How We Make Handwoven Baskets, Step by Step',
  how_we_make_seo_description:
    'From raw rattan, seagrass and water hyacinth to a packed export carton: the eleven steps every handwoven piece goes through.',
  quality_control_seo_title: 'Quality Control: AQL Inspection of Every Order',
  quality_control_seo_description:
    'How we check woven homeware before it ships: materials on arrival, checks during production and an AQL final inspection.',
  trading_seo_title: 'Trading Terms: MOQ, Lead Times and Payment',
  trading_seo_description:
    'Minimum order, samples, lead times, loading from Hai Phong, prices in US dollars and payment by T/T or L/C: how to order from us.',
} as const satisfies Partial<Insertable<SiteConfigTable>>;

export function siteConfig(): Insertable<SiteConfigTable> {
  return {
    id: 1,
    company_name: COMPANY_NAME,
    short_name: SHORT_NAME,
    phone: '+84 24 3791 6688',
    emails: ['sales@hanoweave.com.vn', 'info@hanoweave.com.vn', 'export@hanoweave.com.vn'],
    address: 'Floor 5, 18 Hoang Quoc Viet Street, Cau Giay, Hanoi, Vietnam',
    registered_address: 'Phu Vinh Village, Phu Nghia Commune, Chuong My District, Hanoi, Vietnam',
    tax_number: '0109527164',
    registration_date: '2023-02-16',
    // Buyers in Vietnam write on Zalo; those in Europe and the US on WhatsApp, to the export desk's own mobile.
    zalo_number: '+84 98 321 6688',
    whatsapp_number: '+84 91 245 7730',
    info_html:
      '<p>We design and weave baskets, storage, lighting, furniture and home decor from rattan, seagrass, water hyacinth, bamboo and other natural fibres for importers, retailers and trading companies around the world.</p>',
    logo: json(brandPictureOf(BRAND_PICTURES.logo, `${SHORT_NAME} logo`)),
    map_image: json(
      pictureOf(
        MEDIA_KEYS.map,
        'Map of northern Vietnam showing our office in Hanoi, our workshops in Ninh Binh and the port of Hai Phong',
      ),
    ),
    intro_video_id: 'Hq3vN8wKd2E',
    intro_video_title: 'Inside our weaving workshops in Hanoi and Ninh Binh',
    intro_caption_html:
      '<h2>Handwoven in Vietnam since 1991</h2>' +
      '<p>From the craft villages around Hanoi to our four production sites in Hanoi and Ninh Binh, our artisans turn rattan, seagrass, water hyacinth and bamboo into homeware for customers in Europe, North America, Australia and Asia.</p>',
    // The export desk's manager, whom European and US buyers deal with; her portrait is a drawing.
    sales_contact_name: 'Nguyen Thu Trang',
    sales_contact_role: 'Export sales manager',
    sales_contact_photo: json(pictureOf(MEDIA_KEYS.salesContact, 'Nguyen Thu Trang, export sales manager')),
    sales_contact_email: 'export@hanoweave.com.vn',
    sales_contact_phone: '+84 91 245 7730',
    sales_contact_whatsapp: true,
    sales_contact_languages: ['English', 'Vietnamese', 'French'],
    // The US dollar account buyers pay deposits and balances into (the account number is made up).
    bank_beneficiary: COMPANY_NAME,
    bank_account_number: '0451 0003 86917',
    bank_name: 'Joint Stock Commercial Bank for Foreign Trade of Vietnam (Vietcombank), Thang Long Branch',
    bank_address: '98 Hoang Quoc Viet Street, Cau Giay District, Hanoi, Vietnam',
    bank_swift: 'BFTVVNVX',
    ...PAGE_SEARCH_TEXTS,
  };
}

const ICON_ATTRS =
  'xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"';

/** The mark of X (formerly Twitter), filled, scaled to the other icons' 3–21 box. */
export const X_MARK = `<svg ${ICON_ATTRS}><path transform="translate(3 3) scale(0.75)" fill="currentColor" stroke="none" d="M18.901 1.153h3.68l-8.04 9.19L24 22.846h-7.406l-5.8-7.584-6.638 7.584H.474l8.6-9.83L0 1.154h7.594l5.243 6.932ZM17.61 20.644h2.039L6.486 3.24H4.298Z"/></svg>`;

/** The speech bubble the demo gave twitter before it had the network's own mark: an older database may still show it. */
export const RETIRED_TWITTER_ICON = `<svg ${ICON_ATTRS}><path d="M21 12a8.5 8.5 0 0 1-12.4 7.5L3.5 21l1.5-4.6A8.5 8.5 0 1 1 21 12z"/></svg>`;

export const SOCIALS: Insertable<SocialTable>[] = [
  {
    name: 'facebook',
    url: 'https://www.facebook.com/hanoweave',
    icon: `<svg ${ICON_ATTRS}><rect x="3" y="3" width="18" height="18" rx="4"/><path d="M15.5 7.5H14a2.5 2.5 0 0 0-2.5 2.5v11M8.5 13h6"/></svg>`,
    sort_order: 2,
  },
  {
    name: 'instagram',
    url: 'https://www.instagram.com/hanoweave',
    icon: `<svg ${ICON_ATTRS}><rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none"/></svg>`,
    sort_order: 3,
  },
  {
    name: 'twitter',
    url: 'https://twitter.com/hanoweave',
    icon: X_MARK,
    sort_order: 4,
  },
  {
    name: 'youtube',
    url: 'https://www.youtube.com/@hanoweave',
    icon: `<svg ${ICON_ATTRS}><rect x="2.5" y="5" width="19" height="14" rx="4"/><path d="M10 9.5v5l4.5-2.5z" fill="currentColor"/></svg>`,
    sort_order: 5,
  },
];

/** A buyer's consent to be named on the site: who gave it, on which day and how. */
interface Consent {
  givenBy: string;
  on: string;
  how: string;
}

/** Two clients have not answered the request to be named yet: their logos are kept, and no public page shows them. */
const CUSTOMERS: { key: string; name: string; country: string; consent?: Consent }[] = [
  {
    key: 'nordlys-living',
    name: 'Nordlys Living ApS',
    country: 'Denmark',
    consent: { givenBy: 'Mette Kjær, head of purchasing', on: '2026-03-12', how: 'e-mail of 12 March 2026' },
  },
  {
    key: 'maison-verdelle',
    name: 'Maison Verdelle SARL',
    country: 'France',
    consent: { givenBy: 'Claire Dubois, managing director', on: '2026-02-03', how: 'signed reference form, order HW-2291' },
  },
  {
    key: 'hausfreude-wohnen',
    name: 'Hausfreude Wohnen GmbH',
    country: 'Germany',
    consent: { givenBy: 'Jonas Becker, category buyer', on: '2026-04-21', how: 'e-mail of 21 April 2026' },
  },
  {
    key: 'willow-and-pine',
    name: 'Willow & Pine Home Inc.',
    country: 'United States',
    consent: { givenBy: 'Rachel Moore, VP of sourcing', on: '2026-05-08', how: 'e-mail of 8 May 2026' },
  },
  {
    key: 'sandy-creek-trading',
    name: 'Sandy Creek Trading Co. Pty Ltd',
    country: 'Australia',
    consent: { givenBy: 'Liam Carter, director', on: '2025-11-17', how: 'e-mail of 17 November 2025' },
  },
  { key: 'kumo-living', name: 'Kumo Living K.K.', country: 'Japan' },
  {
    key: 'van-dalen-interiors',
    name: 'Van Dalen Interiors B.V.',
    country: 'Netherlands',
    consent: { givenBy: 'Sanne de Vries, buying manager', on: '2026-01-26', how: 'signed reference form, order HW-2204' },
  },
  {
    key: 'harbour-lane',
    name: 'Harbour Lane Homewares Ltd',
    country: 'United Kingdom',
    consent: { givenBy: 'Oliver Hughes, sourcing manager', on: '2026-06-02', how: 'e-mail of 2 June 2026' },
  },
  {
    key: 'lumo-koti',
    name: 'Lumo Koti Oy',
    country: 'Finland',
    consent: { givenBy: 'Aino Virtanen, owner', on: '2026-03-30', how: 'e-mail of 30 March 2026' },
  },
  {
    key: 'atelier-sabbia',
    name: 'Atelier Sabbia S.r.l.',
    country: 'Italy',
    consent: { givenBy: 'Giulia Romano, product manager', on: '2026-02-19', how: 'e-mail of 19 February 2026' },
  },
  {
    key: 'cedar-hollow',
    name: 'Cedar Hollow Market Ltd',
    country: 'Canada',
    consent: { givenBy: 'Emily Tremblay, merchandising director', on: '2026-04-07', how: 'e-mail of 7 April 2026' },
  },
  { key: 'casa-ola', name: 'Casa Ola S.L.', country: 'Spain' },
];

/** The consent's columns, empty without one. */
const consentColumns = (consent: Consent | undefined) => ({
  consent_given_by: consent?.givenBy ?? '',
  consent_date: consent?.on ?? null,
  consent_how: consent?.how ?? '',
});

export function customers(): Insertable<CustomerTable>[] {
  return CUSTOMERS.map((c, i) => ({
    name: c.name,
    country: c.country,
    logo: json(pictureOf(customerLogoKey(c.key), `${c.name} logo`)),
    ...consentColumns(c.consent),
    sort_order: i + 1,
  }));
}

/** What buyers wrote to us after their orders, each with their consent to be quoted; shown with their company's logo. */
const TESTIMONIALS: { customer: string; quote: string; name: string; role: string; consent: Consent }[] = [
  {
    customer: 'nordlys-living',
    quote:
      'Three seasons of seagrass baskets and not one carton came back. The pre-shipment photos arrive before we ask, and the colours match the approved sample every time.',
    name: 'Mette Kjær',
    role: 'Head of purchasing',
    consent: { givenBy: 'Mette Kjær, head of purchasing', on: '2026-03-12', how: 'e-mail of 12 March 2026' },
  },
  {
    customer: 'willow-and-pine',
    quote:
      'They reworked our water hyacinth hamper to nest four to a carton, which took a third off our freight to Savannah. Samples came in twelve days.',
    name: 'Rachel Moore',
    role: 'VP of sourcing',
    consent: { givenBy: 'Rachel Moore, VP of sourcing', on: '2026-05-08', how: 'e-mail of 8 May 2026' },
  },
  {
    customer: 'maison-verdelle',
    quote:
      'Our rattan pendant shades passed the third-party inspection first time, and the team answers our questions in French within the day.',
    name: 'Claire Dubois',
    role: 'Managing director',
    consent: { givenBy: 'Claire Dubois, managing director', on: '2026-02-03', how: 'signed reference form, order HW-2291' },
  },
  {
    customer: 'hausfreude-wohnen',
    quote:
      'A reliable partner for our private-label storage range: moisture readings and carton drop tests come with every shipment, as our QA team asks.',
    name: 'Jonas Becker',
    role: 'Category buyer',
    consent: { givenBy: 'Jonas Becker, category buyer', on: '2026-04-21', how: 'e-mail of 21 April 2026' },
  },
];

export function testimonials(): Insertable<TestimonialTable>[] {
  return TESTIMONIALS.map((t, i) => {
    const customer = CUSTOMERS.find((c) => c.key === t.customer)!;
    return {
      quote: t.quote,
      person_name: t.name,
      person_role: t.role,
      company: customer.name,
      country: customer.country,
      photo: json(pictureOf(customerLogoKey(customer.key), `${customer.name} logo`)),
      ...consentColumns(t.consent),
      sort_order: i + 1,
    };
  });
}

const SLIDES = [
  {
    alt: 'Living room with a rattan pendant shade, a rattan tray on a console and seagrass baskets',
    description: '<h2>Rattan for Every Room</h2><p>Pendant shades, trays and baskets handwoven from rattan in our Hanoi workshops.</p>',
    redirectTo: '/materials/rattan/page/1',
    contentLink: 'Discover Rattan',
  },
  {
    alt: 'Open shelving with water hyacinth, banana bark and rush storage boxes beside a cattail laundry hamper',
    description: '<h2>Storage That Lasts</h2><p>Lidded boxes, nested baskets and hampers on sturdy frames, ready for your range.</p>',
    redirectTo: '/categories/storage-boxes/page/1',
    contentLink: 'Explore Storage',
  },
  {
    alt: 'Dining table with bamboo, palm leaf and seagrass pendant shades over coiled placemats',
    description: '<h2>Light Through the Weave</h2><p>Bamboo, palm leaf and seagrass pendant shades made to your size and colour.</p>',
    redirectTo: '/categories/lamp-shades/page/1',
    contentLink: 'See Lamp Shades',
  },
  {
    alt: 'Bedroom corner with kaisa grass wall plates, a jute pouf and a paper rope pet bed',
    description:
      '<h2>Natural Texture, Every Day</h2><p>Twelve categories of homeware, from wall decor to pet beds, in twelve natural fibres.</p>',
    redirectTo: '/categories/page/1',
    contentLink: 'View Categories',
  },
  {
    alt: 'Console table with paper rope Christmas trees, a cattail basket and a rattan sunburst mirror',
    description:
      '<h2>Handwoven Since 1991</h2><p>Four production sites in Hanoi and Ninh Binh, exporting for trading companies since 2007.</p>',
    redirectTo: '/about-us',
    contentLink: 'About Us',
  },
];

export function slides(): Insertable<SlideTable>[] {
  return SLIDES.map((s, i) => ({
    background: json(pictureOf(MEDIA_KEYS.slides[i]!, s.alt)),
    description: s.description,
    redirect_to: s.redirectTo,
    content_link: s.contentLink,
    sort_order: i + 1,
  }));
}

export function badges(): Insertable<BadgeTable>[] {
  const list = [
    { title: 'GLOBE EXPORT', icon: 'globe-export', color: 'linear-gradient(135deg, #4d7482 0%, #2d4f5c 100%)' },
    { title: 'VARIOUS PRODUCTS', icon: 'various-products', color: '' },
    { title: 'VERY REASONABLE PRICE', icon: 'reasonable-price', color: 'linear-gradient(135deg, #c98d47 0%, #8a5526 100%)' },
    { title: 'STRONG CUSTOMIZATION', icon: 'strong-customization', color: '' },
    { title: 'SYSTEMATICAL QUALITY CONTROL', icon: 'quality-control', color: 'linear-gradient(135deg, #5f8a4a 0%, #3c5e2e 100%)' },
    { title: 'NATURAL MATERIALS', icon: 'natural-materials', color: '' },
  ] as const;
  return list.map((b, i) => ({
    title: b.title,
    icon: json(brandPictureOf(BRAND_PICTURES.badge(b.icon), b.title.toLowerCase())),
    color: b.color,
    sort_order: i + 1,
  }));
}

export function whyItems(): Insertable<WhyItemTable>[] {
  const list = [
    {
      title: 'Very Reasonable Price',
      icon: 'price',
      content:
        'We buy materials directly from the growing regions and make everything in our own workshops, with no middlemen, so our quotations stay competitive for large and small orders alike.',
    },
    {
      title: 'High-Quality Product',
      icon: 'quality',
      content:
        'Skilled artisans, carefully selected fibres and systematic checks at every step, from moisture control of raw materials to drop-tested export cartons.',
    },
    {
      title: 'Reliability',
      icon: 'reliability',
      content:
        'More than three decades of weaving and over fifteen years of exporting: clear communication, realistic lead times and shipments that leave on schedule.',
    },
  ] as const;
  return list.map((w, i) => ({
    title: w.title,
    icon: json(brandPictureOf(BRAND_PICTURES.why(w.icon), w.title)),
    content: w.content,
    sort_order: i + 1,
  }));
}
