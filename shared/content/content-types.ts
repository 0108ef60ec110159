import { BADGES_PER_STRIP, FAQ_GROUPS, HERO_SLIDE_COUNT, SEO_DESCRIPTION_MAX } from '../catalogue';
import { type ContentChoice, type ContentField, type ContentFields, PATH_MAX } from './fields';
import { MESSAGING_APPS } from '../messaging-apps';
import { MINIMUM_ORDER_PER_COLOUR } from '../inquiries';
import { CERTIFICATE_PRODUCTS_MAX, CERTIFICATE_STANDARDS, type StoredDocument } from '../certificates';
import type { Picture } from '../picture';
import { englishPageLabel } from '../page-labels';

// Every kind of public content staff edit, described once: the back office's list and form, the server's checks,
// its history and audit entries all derive from these. A field's name is its column's name.

export interface ContentType {
  key: string;
  /** The table its published items are kept in (server/db/database.ts types its columns from the fields below). */
  table: string;
  /** One item, as a sentence names it ("Save the FAQ"). */
  label: string;
  /** The kind as a heading or a link names it ("Company page blocks", "Why choose us"). */
  plural: string;
  /** Several items, as a sentence counts them ("46 page blocks", "15 FAQs"): not every heading lower-cases into one. */
  pluralInText: string;
  fields: ContentFields;
  /** The field that names an item in lists, in its history and in the audit log. */
  titleField: string;
  /** Fields the list shows beside the title. */
  listFields: readonly string[];
  /** Fields the list's search box looks in. */
  searchFields: readonly string[];
  /** Staff put the items in order, by drag and drop; `scope` orders them within each value of that field. */
  ordered?: { scope?: string };
  /** Some items (those with `field` set) are shown in an order of their own, kept in `column`: the featured products. */
  orderedSubset?: { field: string; column: string; label: string };
  /** The item has an address on the site: an old one keeps working as a redirect. */
  redirects?: 'product' | 'category' | 'material';
  /** Items start as drafts, invisible to the public site until published (now, or at a date). */
  drafts?: boolean;
  /** One item only, always there: edited, never listed, created or deleted. */
  singleton?: boolean;
  /** The public site shows only the first so many (in order). */
  shownAtMost?: number;
  /** What the list's filter offers, for a field with choices. */
  filterField?: string;
  /**
   * The all-or-none group of fields that must be filled in before an item is published (the buyer's consent to a
   * testimonial): the server refuses to publish, or schedule, one without it.
   */
  publishedOnlyWith?: string;
}

/**
 * The company pages whose copy is kept in blocks, and the sections of each: the names the page's route looks its
 * blocks up by (client/routes/<page>.route.tsx), with what an editor sees there. A page is named as the site names
 * it (shared/page-labels.ts).
 */
const COMPANY_PAGES = [
  {
    value: 'about-us',
    label: englishPageLabel('aboutUs'),
    sections: [
      { value: 'pillars', label: 'Pillars (cards with a picture)' },
      { value: 'facts', label: 'Key figures' },
      { value: 'story', label: 'Our story' },
      { value: 'customer-photos', label: 'Photos with customers' },
    ],
  },
  { value: 'how-we-make', label: englishPageLabel('howWeMake'), sections: [{ value: 'steps', label: 'Steps of the making' }] },
  {
    value: 'quality-control',
    label: englishPageLabel('qualityControl'),
    sections: [
      { value: 'intro', label: 'Introduction' },
      { value: 'checks', label: 'Checks (with a picture)' },
    ],
  },
  {
    value: 'trading',
    label: englishPageLabel('trading'),
    sections: [
      { value: 'intro', label: 'Introduction' },
      { value: 'terms', label: 'Terms' },
    ],
  },
  {
    value: 'privacy',
    label: englishPageLabel('privacy'),
    sections: [
      { value: 'intro', label: 'Introduction' },
      { value: 'topics', label: 'What we do with personal data (one block per question)' },
    ],
  },
] as const;
const PAGE_CHOICES = COMPANY_PAGES.map(({ value, label }) => ({ value, label }));
const SECTIONS_BY_PAGE = Object.fromEntries(COMPANY_PAGES.map((page) => [page.value, page.sections]));
/** Every page's sections, each once (an introduction is a section of two pages). */
const ALL_SECTIONS: ContentChoice[] = [
  ...new Map(COMPANY_PAGES.flatMap((page): readonly ContentChoice[] => page.sections).map((s) => [s.value, s])).values(),
];

const name = { kind: 'text', label: 'Name', required: true, maxLength: 120 } as const;
/** The name of what buyers browse (a product, a category): translated, where a company's or a person's is not. */
const translatedName = { ...name, translatable: true } as const;
/** An item's address: translated, each locale's made from the translated name until an editor types one. */
const path = {
  kind: 'text',
  label: 'Path',
  required: true,
  maxLength: PATH_MAX,
  format: 'path',
  pathFrom: 'name',
  hint: 'The last part of its address. Changing it keeps the old address working.',
  translatable: true,
} as const;
const title = { kind: 'text', label: 'Title', required: true, maxLength: 160 } as const;
const PACKING = 'Packing, for the container estimate';
/** What the product's spec table shows beside its packing; no prices. */
const SPECIFICATIONS = 'Specifications, for the spec table';
const days = (label: string, hint: string) =>
  ({ kind: 'number', label, min: 1, max: 365, decimals: 0, unit: 'days', hint, group: SPECIFICATIONS }) as const;
const SEARCH_ENGINES = 'For search engines';
/** The company's account for buyers' payments, printed on every quotation under its payment terms. */
const BANK = 'Bank details for T/T payments';
const bankText = (label: string, maxLength: number, more: { format?: 'swift' | 'account-number'; hint?: string } = {}) =>
  ({ kind: 'text', label, maxLength, group: BANK, allOrNone: true, ...more }) as const;
/** The messaging apps the company is on: a number for each, any of them, at least one. */
const MESSAGING = 'Messaging apps';
type MessagingApp = (typeof MESSAGING_APPS)[number];
const messagingNumberField = (app: MessagingApp) =>
  ({
    kind: 'text',
    label: `${app.label} number`,
    maxLength: 30,
    format: 'tel',
    group: MESSAGING,
    atLeastOne: true,
    hint: `The number buyers reach on ${app.label}, with the country code: the site shows it and makes the chat link from it. Empty: not on ${app.label}.`,
  }) as const;
/** One field per app, named by its column (`zalo_number`), so that the company's columns are known by name. */
const messagingNumberFields = Object.fromEntries(MESSAGING_APPS.map((app) => [app.column, messagingNumberField(app)])) as {
  [App in MessagingApp as App['column']]: ReturnType<typeof messagingNumberField>;
};
/**
 * A buyer's consent to be named on the site (their words, their company's logo): who gave it, on which day and
 * how, so that it can be shown when asked. All or none.
 */
export const CONSENT = "Buyer's consent to be shown on the site";
const consentFields = {
  consent_given_by: {
    kind: 'text',
    label: 'Consent given by',
    maxLength: 160,
    group: CONSENT,
    allOrNone: true,
    hint: 'Who agreed, with their role: "Anna Berg, head of purchasing".',
  },
  consent_date: { kind: 'date', label: 'Consent given on', group: CONSENT, allOrNone: true },
  consent_how: {
    kind: 'text',
    label: 'How consent was given',
    maxLength: 200,
    group: CONSENT,
    allOrNone: true,
    hint: 'Where it is kept, like "e-mail of 12 March 2026" or "signed form, order HW-2291".',
  },
} as const;

/** The person buyers deal with, shown as a card on the contact page: all filled in, or none (no card). */
const SALES_CONTACT = 'Sales contact on the contact page';
const salesContact = <F extends ContentField>(field: F) => ({ ...field, group: SALES_CONTACT, allOrNone: true }) as const;
const salesContactFields = {
  sales_contact_name: salesContact({
    kind: 'text',
    label: 'Name',
    maxLength: 120,
    hint: 'Left empty with the rest, the page shows no card.',
  }),
  sales_contact_role: salesContact({
    kind: 'text',
    label: 'Role',
    maxLength: 120,
    hint: 'Like "Export sales manager".',
    translatable: true,
  }),
  sales_contact_photo: salesContact({ kind: 'picture', label: 'Photo' }),
  sales_contact_email: salesContact({ kind: 'text', label: 'E-mail', maxLength: 254, format: 'email' }),
  sales_contact_phone: salesContact({ kind: 'text', label: 'Phone', maxLength: 30, format: 'tel', hint: 'With the country code.' }),
  sales_contact_languages: salesContact({ kind: 'text-list', label: 'Languages spoken', maxItems: 8, maxLength: 40 }),
  sales_contact_whatsapp: { kind: 'boolean', label: 'Reachable on WhatsApp at this phone number', group: SALES_CONTACT },
} as const satisfies ContentFields;

/** What search engines show of a page: its title and the description under it, as long as they show them. */
const seoTitle = (hint: string, group: string = SEARCH_ENGINES) =>
  ({ kind: 'text', label: 'Title for search engines', maxLength: 70, hint, group }) as const;
const seoDescription = (hint: string, group: string = SEARCH_ENGINES) =>
  ({ kind: 'textarea', label: 'Description for search engines', maxLength: SEO_DESCRIPTION_MAX, hint, group }) as const;
const centimetres = (label: string) => ({ kind: 'number', label, min: 1, max: 500, decimals: 1, unit: 'cm', group: PACKING }) as const;

/** A page's name as the first part of its columns' names: 'about-us' → 'about_us'. */
type ColumnPrefix<Page extends string> = Page extends `${infer Head}-${infer Tail}` ? `${Head}_${ColumnPrefix<Tail>}` : Page;

/** The company's details' columns of a company page's texts for search engines: `about_us_seo_title`, … */
export const companyPageSeoColumns = <Page extends string>(page: Page) => {
  const prefix = page.replace(/-/g, '_') as ColumnPrefix<Page>;
  return { title: `${prefix}_seo_title`, description: `${prefix}_seo_description` } as const;
};

/**
 * The site's other pages whose texts for search engines editors set (a product, category or material sets its own):
 * the names their route modules ask for them by.
 */
export const OTHER_PAGES_WITH_SEO = [
  { value: 'home', label: 'Home' },
  { value: 'products', label: 'All products' },
  { value: 'categories', label: 'Categories' },
  { value: 'materials', label: 'Materials' },
  { value: 'faqs', label: 'FAQs' },
  { value: 'contact', label: 'Contact' },
  { value: 'product-videos', label: 'Product videos' },
] as const;

/** Texts for search engines as buyers read them: translated, as the page they describe is. */
const translatedSeoTitle = (hint: string, group?: string) => ({ ...seoTitle(hint, group), translatable: true }) as const;
const translatedSeoDescription = (hint: string, group?: string) => ({ ...seoDescription(hint, group), translatable: true }) as const;

type SeoTitleField = ReturnType<typeof translatedSeoTitle>;
type SeoDescriptionField = ReturnType<typeof translatedSeoDescription>;
/** A page's two fields for search engines, by their column names, so the compiler knows each of them. */
type PageSeoFields<Page extends string> = { [Column in `${ColumnPrefix<Page>}_seo_title`]: SeoTitleField } & {
  [Column in `${ColumnPrefix<Page>}_seo_description`]: SeoDescriptionField;
};

/**
 * The fields for search engines of `pages`, typed by the pages' names: the names are built from the pages' values,
 * so the one cast sits here, where the mapped type spells how.
 */
function pageSeoFieldsOf<const Pages extends readonly { value: string; label: string }[]>(
  pages: Pages,
): PageSeoFields<Pages[number]['value']> {
  const fields: Record<string, SeoTitleField | SeoDescriptionField> = {};
  for (const { value, label } of pages) {
    const group = `${label} page, for search engines`;
    const columns = companyPageSeoColumns(value);
    fields[columns.title] = translatedSeoTitle("Empty: the page's own title.", group);
    fields[columns.description] = translatedSeoDescription(
      value === 'about-us' ? 'Empty: made from the company facts the page shows, so it follows them.' : "Empty: the page's own summary.",
      group,
    );
  }
  return fields as PageSeoFields<Pages[number]['value']>;
}

/** Each company page's, and each other page's, texts for search engines, under the page's name in the company's details. */
const companyPageSeoFields = pageSeoFieldsOf([...PAGE_CHOICES, ...OTHER_PAGES_WITH_SEO]);

/** Categories and materials: the same fields, each with its own addresses. */
const taxonomy = <K extends 'category' | 'material'>(key: K, plural: string) =>
  ({
    key,
    table: key,
    label: key,
    plural,
    pluralInText: plural.toLowerCase(),
    titleField: 'name',
    listFields: ['path'],
    searchFields: ['name', 'path'],
    redirects: key,
    ordered: {},
    fields: {
      name: translatedName,
      path,
      description: { kind: 'rich-text', label: 'Description', maxLength: 2000, translatable: true },
      image: { kind: 'picture', label: 'Picture', required: true },
      seo_title: translatedSeoTitle('Empty: from the name.'),
      seo_description: translatedSeoDescription('Empty: a sentence made from the name.'),
    },
  }) as const;

export const CONTENT_TYPES = {
  product: {
    key: 'product',
    table: 'product',
    label: 'product',
    plural: 'Products',
    pluralInText: 'products',
    titleField: 'name',
    listFields: ['category_id', 'material_id', 'featured'],
    searchFields: ['name', 'path'],
    redirects: 'product',
    drafts: true,
    orderedSubset: { field: 'featured', column: 'featured_order', label: 'Featured products' },
    filterField: 'category_id',
    fields: {
      name: translatedName,
      path,
      category_id: { kind: 'reference', label: 'Category', required: true, to: 'category' },
      material_id: { kind: 'reference', label: 'Material', required: true, to: 'material' },
      description: {
        kind: 'rich-text',
        label: 'Description',
        required: true,
        maxLength: 2000,
        hint: 'Shown on cards and listings.',
        translatable: true,
      },
      detail: { kind: 'rich-text', label: 'Details', required: true, maxLength: 20000, translatable: true },
      gallery: { kind: 'gallery', label: 'Gallery', required: true, max: 12, hint: 'The first picture is the one listings show.' },
      colours: { kind: 'text-list', label: 'Colours offered', maxItems: 20, maxLength: 40, translatable: true },
      featured: { kind: 'boolean', label: 'Featured on the home page' },
      size: {
        kind: 'text',
        label: 'Product size',
        maxLength: 120,
        hint: 'As buyers read it, like "Ø 40 × H 35 cm" or "Set of 3: 30/35/40 cm".',
        group: SPECIFICATIONS,
        translatable: true,
      },
      hs_code: {
        kind: 'text',
        label: 'HS code',
        maxLength: 20,
        format: 'hs-code',
        hint: 'The customs code, like 4602.12.10 (rattan basketwork); 6 to 10 digits.',
        group: SPECIFICATIONS,
      },
      moq_pieces: {
        kind: 'number',
        label: 'Minimum order per colour',
        min: 1,
        max: 100000,
        decimals: 0,
        unit: 'pieces',
        hint: `Empty: the company's minimum of ${MINIMUM_ORDER_PER_COLOUR} pieces.`,
        group: SPECIFICATIONS,
      },
      sample_lead_time_days: days('Sample lead time', 'Days from the order of a sample to its dispatch.'),
      production_lead_time_days: days('Production lead time', 'Days from the deposit to an order ready to load.'),
      carton_length_cm: centimetres('Carton length'),
      carton_width_cm: centimetres('Carton width'),
      carton_height_cm: centimetres('Carton height'),
      carton_gross_weight_kg: {
        kind: 'number',
        label: 'Gross weight per carton',
        min: 0.1,
        max: 2000,
        decimals: 2,
        unit: 'kg',
        group: PACKING,
      },
      carton_net_weight_kg: {
        kind: 'number',
        label: 'Net weight per carton',
        min: 0.1,
        max: 2000,
        decimals: 2,
        unit: 'kg',
        hint: 'The pieces alone, without the carton: at most the gross weight.',
        atMost: 'carton_gross_weight_kg',
        group: PACKING,
      },
      pieces_per_carton: { kind: 'number', label: 'Pieces per carton', min: 1, max: 10000, decimals: 0, group: PACKING },
      packing_note: { kind: 'textarea', label: 'Nesting or knock-down note', maxLength: 300, group: PACKING, translatable: true },
      seo_title: translatedSeoTitle('Empty: the product name.'),
      seo_description: translatedSeoDescription('Empty: from the description.'),
    },
  },
  category: taxonomy('category', 'Categories'),
  material: taxonomy('material', 'Materials'),
  slide: {
    key: 'slide',
    table: 'slide',
    label: 'slide',
    plural: 'Hero slides',
    pluralInText: 'hero slides',
    titleField: 'content_link',
    listFields: ['redirect_to'],
    searchFields: ['content_link', 'description'],
    ordered: {},
    drafts: true,
    shownAtMost: HERO_SLIDE_COUNT,
    fields: {
      background: { kind: 'picture', label: 'Picture', required: true },
      description: { kind: 'rich-text', label: 'Caption', required: true, maxLength: 1000, translatable: true },
      redirect_to: { kind: 'text', label: 'Link', required: true, maxLength: 300, format: 'link' },
      content_link: { kind: 'text', label: 'Link text', required: true, maxLength: 60, translatable: true },
    },
  },
  badge: {
    key: 'badge',
    table: 'badge',
    label: 'badge',
    plural: 'Badges',
    pluralInText: 'badges',
    titleField: 'title',
    listFields: [],
    searchFields: ['title'],
    ordered: {},
    shownAtMost: BADGES_PER_STRIP * 2,
    fields: {
      title: { ...title, translatable: true },
      icon: { kind: 'picture', label: 'Icon', required: true },
      color: {
        kind: 'text',
        label: 'Background (colour or gradient)',
        maxLength: 200,
        format: 'colour',
        hint: 'Empty for black, or a colour like #2d4f5c, or a gradient like linear-gradient(135deg, #4d7482 0%, #2d4f5c 100%).',
      },
    },
  },
  'why-item': {
    key: 'why-item',
    table: 'why_item',
    label: 'reason to choose us',
    plural: 'Why choose us',
    pluralInText: 'reasons to choose us',
    titleField: 'title',
    listFields: [],
    searchFields: ['title', 'content'],
    ordered: {},
    fields: {
      title: { ...title, translatable: true },
      icon: { kind: 'picture', label: 'Icon', required: true },
      content: { kind: 'rich-text', label: 'Text', required: true, maxLength: 2000, translatable: true },
    },
  },
  faq: {
    key: 'faq',
    table: 'faq',
    label: 'FAQ',
    plural: 'FAQs',
    pluralInText: 'FAQs',
    titleField: 'question',
    listFields: ['type'],
    searchFields: ['question', 'answer'],
    ordered: { scope: 'type' },
    filterField: 'type',
    fields: {
      type: { kind: 'choice', label: 'Group', required: true, options: FAQ_GROUPS.map((g) => ({ value: g.type, label: g.title })) },
      question: { kind: 'text', label: 'Question', required: true, maxLength: 300, translatable: true },
      answer: { kind: 'rich-text', label: 'Answer', required: true, maxLength: 5000, translatable: true },
    },
  },
  customer: {
    key: 'customer',
    table: 'customer',
    label: 'customer',
    plural: 'Customers',
    pluralInText: 'customers',
    titleField: 'name',
    listFields: ['country', 'consent_date'],
    searchFields: ['name', 'country'],
    ordered: {},
    fields: {
      name,
      country: { kind: 'text', label: 'Country', required: true, maxLength: 80 },
      logo: { kind: 'picture', label: 'Logo', required: true },
      ...consentFields,
    },
  },
  testimonial: {
    key: 'testimonial',
    table: 'testimonial',
    label: 'testimonial',
    plural: 'Testimonials',
    pluralInText: 'testimonials',
    titleField: 'person_name',
    listFields: ['company', 'country'],
    searchFields: ['person_name', 'company', 'quote'],
    ordered: {},
    drafts: true,
    publishedOnlyWith: CONSENT,
    fields: {
      quote: {
        kind: 'textarea',
        label: 'What they said',
        required: true,
        maxLength: 600,
        hint: 'In their words, without quotation marks.',
        translatable: true,
      },
      person_name: { ...name, label: "Person's name" },
      person_role: { kind: 'text', label: 'Role', required: true, maxLength: 120, hint: 'Like "Head of purchasing".', translatable: true },
      company: { kind: 'text', label: 'Company', required: true, maxLength: 160 },
      country: { kind: 'text', label: 'Country', required: true, maxLength: 80 },
      photo: {
        kind: 'picture',
        label: "Photo or the client's logo",
        hint: "The person's photo, or their company's logo. Empty: their initials.",
      },
      ...consentFields,
    },
  },
  video: {
    key: 'video',
    table: 'video',
    label: 'video',
    plural: 'Stored videos',
    pluralInText: 'stored videos',
    titleField: 'title',
    listFields: ['video_id', 'published_at'],
    searchFields: ['title', 'video_id'],
    fields: {
      video_id: {
        kind: 'text',
        label: 'Video id',
        required: true,
        maxLength: 11,
        format: 'video-id',
        hint: 'Shown when the video platform cannot be asked.',
      },
      title: { ...title, translatable: true },
      published_at: { kind: 'date', label: 'Published on', required: true },
      poster: {
        kind: 'picture',
        label: 'Poster',
        hint: "Shown on the video's tile until it plays. Without one, the video platform's picture of it is shown.",
      },
    },
  },
  social: {
    key: 'social',
    table: 'social',
    label: 'social link',
    plural: 'Social links',
    pluralInText: 'social links',
    titleField: 'name',
    listFields: ['url'],
    searchFields: ['name', 'url'],
    ordered: {},
    fields: {
      name,
      url: { kind: 'text', label: 'Address', required: true, maxLength: 300, format: 'url' },
      icon: { kind: 'svg-icon', label: 'Icon (SVG)', required: true, maxLength: 4000, hint: 'Shapes only; anything else is removed.' },
    },
  },
  'page-block': {
    key: 'page-block',
    table: 'content_block',
    label: 'page block',
    plural: 'Company page blocks',
    pluralInText: 'page blocks',
    titleField: 'title',
    listFields: ['page', 'section'],
    searchFields: ['title', 'body'],
    ordered: { scope: 'page' },
    drafts: true,
    filterField: 'page',
    fields: {
      page: { kind: 'choice', label: 'Page', required: true, options: PAGE_CHOICES },
      section: {
        kind: 'choice',
        label: 'Section',
        required: true,
        options: ALL_SECTIONS,
        optionsBy: { field: 'page', options: SECTIONS_BY_PAGE },
        hint: 'Where on the page the block is shown.',
      },
      title: { ...title, translatable: true },
      body: { kind: 'rich-text', label: 'Text', required: true, maxLength: 10000, translatable: true },
      image: { kind: 'picture', label: 'Picture' },
    },
  },
  certificate: {
    key: 'certificate',
    table: 'certificate',
    label: 'certificate',
    plural: 'Certificates and audits',
    pluralInText: 'certificates',
    titleField: 'name',
    listFields: ['standard', 'valid_until'],
    searchFields: ['name', 'issuer', 'number'],
    drafts: true,
    filterField: 'standard',
    fields: {
      name: { ...translatedName, hint: 'As buyers know it, like "FSC Chain of Custody" or "Food-contact test: bread baskets".' },
      standard: { kind: 'choice', label: 'Standard', required: true, options: CERTIFICATE_STANDARDS },
      issuer: { kind: 'text', label: 'Issued by', required: true, maxLength: 160, hint: 'The certification body or laboratory.' },
      scope: {
        kind: 'textarea',
        label: 'Scope',
        required: true,
        maxLength: 1000,
        hint: 'What it covers, as the certificate says.',
        translatable: true,
      },
      number: { kind: 'text', label: 'Certificate number', required: true, maxLength: 80 },
      valid_from: { kind: 'date', label: 'Valid from', required: true },
      valid_until: {
        kind: 'date',
        label: 'Valid until',
        required: true,
        notBefore: 'valid_from',
        hint: 'Its last valid day: the site stops showing it after that day, and the owners are told a month before.',
      },
      scan: { kind: 'document', label: 'Scan', required: true, hint: 'A PDF or a picture (JPEG, PNG or WebP) of the certificate.' },
      product_ids: {
        kind: 'product-list',
        label: 'Products it covers',
        max: CERTIFICATE_PRODUCTS_MAX,
        hint: 'Their pages show it, and tell search engines so.',
      },
    },
  },
  company: {
    key: 'company',
    table: 'site_config',
    label: 'company information',
    plural: 'Company information',
    pluralInText: 'company information',
    titleField: 'company_name',
    listFields: [],
    searchFields: [],
    singleton: true,
    fields: {
      company_name: { ...name, label: 'Company name', maxLength: 200 },
      short_name: { ...name, label: 'Short name' },
      phone: {
        kind: 'text',
        label: 'Phone',
        required: true,
        maxLength: 30,
        format: 'tel',
        hint: 'As buyers abroad dial it, with the country code.',
      },
      emails: { kind: 'text-list', label: 'E-mail addresses', required: true, maxItems: 5, maxLength: 254, format: 'email' },
      address: { kind: 'textarea', label: 'Address', required: true, maxLength: 300 },
      registered_address: { kind: 'textarea', label: 'Registered address', required: true, maxLength: 300 },
      tax_number: { kind: 'text', label: 'Tax number', required: true, maxLength: 40 },
      registration_date: { kind: 'date', label: 'Registration date', required: true },
      ...messagingNumberFields,
      info_html: { kind: 'rich-text', label: 'About the company (footer)', required: true, maxLength: 3000, translatable: true },
      logo: { kind: 'picture', label: 'Logo', required: true },
      map_image: { kind: 'picture', label: 'Map picture', required: true },
      intro_video_id: { kind: 'text', label: 'Introduction video id', required: true, maxLength: 11, format: 'video-id' },
      intro_video_title: { kind: 'text', label: 'Introduction video title', required: true, maxLength: 160, translatable: true },
      intro_caption_html: { kind: 'rich-text', label: 'Introduction caption', required: true, maxLength: 3000, translatable: true },
      ...salesContactFields,
      bank_beneficiary: bankText('Beneficiary', 200, {
        hint: 'The account holder as the bank names it. Quotations print these under the payment terms; left empty, they print none.',
      }),
      bank_account_number: bankText('Account number', 40, { format: 'account-number', hint: 'The US dollar account, or its IBAN.' }),
      bank_name: bankText('Bank', 200, { hint: 'With the branch, as the bank writes it.' }),
      bank_address: bankText('Bank address', 300),
      bank_swift: bankText('SWIFT code', 11, { format: 'swift' }),
      ...companyPageSeoFields,
    },
  },
} as const satisfies Record<string, ContentType>;

export type ContentTypeKey = keyof typeof CONTENT_TYPES;
export const CONTENT_TYPE_KEYS = Object.keys(CONTENT_TYPES) as ContentTypeKey[];
/** The table a kind's published items are kept in. */
export type ContentTableOf<K extends ContentTypeKey> = (typeof CONTENT_TYPES)[K]['table'];
/** A kind's fields, each with its literal description (its kind, whether it is required, its choices). */
export type ContentFieldsOf<K extends ContentTypeKey> = (typeof CONTENT_TYPES)[K]['fields'];

// The values of one item as the back office's form holds them, and as a draft keeps them: a type for each kind,
// derived from its fields' declarations in content-types.ts. A field added there is a value here at once.

type ChoiceValue<F> = F extends { options: readonly (infer O extends ContentChoice)[] } ? O['value'] : never;

/** One field's value in a form, by its kind: numbers as typed (text), an empty choice or reference as ''. */
export type FieldValueOf<F extends ContentField> = F extends { kind: 'text' | 'textarea' | 'rich-text' | 'svg-icon' | 'date' | 'number' }
  ? string
  : F extends { kind: 'boolean' }
    ? boolean
    : F extends { kind: 'choice' }
      ? ChoiceValue<F> | ''
      : F extends { kind: 'reference' }
        ? number | ''
        : F extends { kind: 'picture' }
          ? Picture | null
          : F extends { kind: 'gallery' }
            ? Picture[]
            : F extends { kind: 'document' }
              ? StoredDocument | null
              : F extends { kind: 'product-list' }
                ? number[]
                : F extends { kind: 'text-list' }
                  ? string[]
                  : never;

/** The values of an item of some kind, for the code that serves every kind alike (and so reads fields by name). */
export type ContentValues = Record<string, unknown>;

/**
 * An item's values, field by field: of one kind (`ContentValuesOf<'product'>`), or `ContentValues` when the kind may
 * be any of them.
 */
export type ContentValuesOf<K extends ContentTypeKey> = [ContentTypeKey] extends [K]
  ? ContentValues
  : {
      -readonly [Name in keyof ContentFieldsOf<K>]: ContentFieldsOf<K>[Name] extends ContentField
        ? FieldValueOf<ContentFieldsOf<K>[Name]>
        : never;
    };

/** So many items of a kind, as a sentence says it: "1 FAQ", "15 FAQs". */
export const countOf = (type: ContentType, count: number) => `${count} ${count === 1 ? type.label : type.pluralInText}`;

export const contentTypeOf = (key: string): ContentType | undefined =>
  Object.hasOwn(CONTENT_TYPES, key) ? (CONTENT_TYPES as Record<string, ContentType>)[key] : undefined;

/** What staff see of an item in a list. */
export interface ContentListItem {
  id: number;
  title: string;
  /** The list's other columns, as text. */
  columns: Record<string, string>;
  status: 'published' | 'draft' | 'scheduled';
  publishAt: string | null;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
  /** A picture to recognise it by. */
  thumbnail: string | null;
  /** A published item with changes saved as a draft, not yet on the site. */
  changesPending: boolean;
}

/**
 * Changes to a published item kept beside it until they are published (now or at `publishAt`) or discarded: the
 * site shows the published values meanwhile. `version` counts the draft's own saves.
 */
export type PendingChanges<K extends ContentTypeKey = ContentTypeKey> = PendingValues<ContentValuesOf<K>>;

// The item and its pending changes are declared over their values' type rather than the kind: TypeScript then sees
// that a product's item is also an item of some kind (the kind's conditional in ContentValuesOf would hide that).
interface PendingValues<Values extends ContentValues> {
  values: Values;
  version: number;
  publishAt: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
  /** The fields whose values differ from the published ones. */
  changedFields: string[];
}

/** An item as its form edits it: of one kind (`ContentItem<'product'>`), or of any. */
export type ContentItem<K extends ContentTypeKey = ContentTypeKey> = ItemValues<ContentValuesOf<K>>;

interface ItemValues<Values extends ContentValues> {
  id: number;
  values: Values;
  status: 'published' | 'draft' | 'scheduled';
  publishAt: string | null;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
  /** The item's page on the public site, when it is published and has one. */
  publicUrl: string | null;
  /** A published item's changes not yet on the site (kinds with drafts only). */
  draft: PendingValues<Values> | null;
}

export interface ContentHistoryEntry {
  id: string;
  version: number;
  action: string;
  changedFields: string[];
  by: string | null;
  at: string;
  /** More than the action says: what a copy was copied from. */
  note: string | null;
}

/** A choice for a reference field: the categories or materials. */
export interface ContentOption {
  id: number;
  title: string;
}
