import type { SiteLocale } from './i18n/locales';
import type { MessageDescriptor } from '@lingui/core';
import type { CartonData } from './container-estimate';
import type { Picture } from './picture';
import type { MessagingContact } from './messaging-apps';
import type { ProductSpec } from './product-spec';

// Limits and sizes from the specification (§9); both sides import them from here.
export const PAGE_SIZE = 8;
export const SHARED_LIST_SIZE = 1000;
export const MAX_PAGE_SIZE = 1000;
export const FEATURED_COUNT = 24;
export const RELATED_COUNT = 12;
export const HERO_SLIDE_COUNT = 5;
/** The home page shows its badges in two strips of this many. */
export const BADGES_PER_STRIP = 3;

export const SORT_VALUES = ['', 'newest', 'az', 'za'] as const;
export type Sort = (typeof SORT_VALUES)[number];
/** The orders a listing offers, named as the message catalogue has them. */
export const SORT_OPTIONS: { title: MessageDescriptor; value: Sort }[] = [
  { title: /*i18n*/ { id: 'Default' }, value: '' },
  { title: /*i18n*/ { id: 'Newest' }, value: 'newest' },
  { title: /*i18n*/ { id: 'A-Z' }, value: 'az' },
  { title: /*i18n*/ { id: 'Z-A' }, value: 'za' },
];
export function isSort(value: unknown): value is Sort {
  return typeof value === 'string' && (SORT_VALUES as readonly string[]).includes(value);
}

/** What an empty listing says (the spec's words), in the message catalogue. */
export const EMPTY_LIST_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'There is no products' };
/** The note under listings and beside a product, in the message catalogue: a page says it with `i18n._`. */
export const INQUIRY_NOTE_MESSAGE: MessageDescriptor = /*i18n*/ {
  id: 'Welcome inquiry. We will do our best to accommodate your needs and get back to you within 24 hours.',
};
/** The same note in English, for what has no reader's language (the e-mails). */
export const INQUIRY_NOTE = INQUIRY_NOTE_MESSAGE.id;

export interface ListResponse<T> {
  data: T[];
  total: number;
}

/** A search's page: `total` stops at SEARCH_MATCH_LIMIT, and `capped` says when more products match. */
export interface SearchResponse<T> extends ListResponse<T> {
  capped: boolean;
}

export interface PageQuery {
  page: number;
  pageSize: number;
}

export interface ProductQuery extends PageQuery {
  path: string;
  sort?: Sort;
  /** Path of a product to leave out (the product a related list is shown beside). */
  exclude?: string;
}

export interface ProductSearchQuery {
  name: string;
  page?: number;
  pageSize?: number;
}

export interface ProductListQuery extends PageQuery {
  sort?: Sort;
}

/**
 * What a page in another locale than English needs to know of an item's translation (shared/content/translatable.ts):
 * the fields it shows in English, as none is published for them (the page marks them `lang="en"`), and the
 * locales the item is published in with its address there (the page's hreflang alternates and language links).
 */
export interface TranslationNote {
  /** Content field names (`name`, `description`…) shown in English. Absent: none, or the page is English. */
  untranslated?: string[];
  /** Each locale the item is published in, English first, with its path there. */
  translations?: LocalePath[];
}

export interface LocalePath {
  locale: SiteLocale;
  path: string;
}

export interface Taxonomy extends TranslationNote {
  _id: number;
  name: string;
  path: string;
  description: string;
  thumbnail: Picture;
}

/** The path that names a product to the endpoints, in whichever locale it was shown. */
export const sourcePathOf = (product: Pick<ProductSummary, 'path' | 'sourcePath'>) => product.sourcePath ?? product.path;

export interface TaxonomyRef {
  _id: number;
  path: string;
  name: string;
}

export interface ProductSummary extends Pick<TranslationNote, 'untranslated'> {
  _id: number;
  name: string;
  /** The last part of its address in the answer's locale: what links are made of. */
  path: string;
  /**
   * Its English path, when the answer's locale has another: what names the product to the quote basket, an inquiry
   * and the other endpoints, whichever language the buyer saw it in (`sourcePathOf`).
   */
  sourcePath?: string;
  /** Sanitised HTML. */
  description: string;
  thumbnail: Picture | null;
  category: TaxonomyRef;
  material: TaxonomyRef;
}

export interface ProductDetail extends ProductSummary, TranslationNote {
  /** Sanitised HTML. */
  detail: string;
  gallery: Picture[];
  updatedAt: string;
  /** What editors set for search engines, when it differs from the name and description. */
  seo?: SeoText;
  /** What the spec table is made from (shared/product-spec.ts): no prices. */
  spec: ProductSpec;
}

/** The longest description search engines show whole under a page's title. */
export const SEO_DESCRIPTION_MAX = 160;

/** What editors set for search engines, when it differs from a page's own texts; an absent one is made for the page. */
export interface SeoText {
  title?: string;
  description?: string;
}

/** A category's or a material's page of products, with what its editors set for search engines. */
export interface TaxonomyProducts extends ListResponse<ProductSummary> {
  seo?: SeoText;
  /**
   * In another locale than English: the category's or material's name there (its page's title, which English pages
   * make from the path) and its translation's note.
   */
  owner?: { name: string } & TranslationNote;
}

/**
 * A product's export packing, as the quote basket and /order ask for it to estimate a container: the carton (any
 * value missing: estimate on request), the colours offered and the editor's nesting or knock-down note.
 */
export interface ProductPacking {
  path: string;
  name: string;
  colours: string[];
  carton: CartonData | null;
  packingNote: string | null;
}

export interface Customer {
  _id: number;
  name: string;
  country: string;
  logo: Picture;
}

/** A buyer's words, published with their consent recorded (the record itself stays in the back office). */
export interface Testimonial extends Pick<TranslationNote, 'untranslated'> {
  _id: number;
  quote: string;
  personName: string;
  personRole: string;
  company: string;
  country: string;
  /** The person's photo or their company's logo; null: their initials are shown. */
  photo: Picture | null;
}

/** What buyers who bought say, and the clients who agreed to be named: both only with the buyer's consent. */
export interface References {
  testimonials: Testimonial[];
  clients: Customer[];
}

/** The person buyers deal with, as the contact page's card shows them. */
export interface SalesContact extends Pick<TranslationNote, 'untranslated'> {
  name: string;
  role: string;
  photo: Picture;
  email: string;
  phone: string;
  /** The phone's WhatsApp chat link, when the contact is on WhatsApp at that number. */
  whatsappUrl: string | null;
  languages: string[];
}

export interface Social {
  name: string;
  url: string;
  /** Inline SVG markup, sanitised. */
  icon: string;
  order: number;
}

/** The company's details; `untranslated` names the content fields shown in English (info_html…). */
export interface SiteInfo extends Pick<TranslationNote, 'untranslated'> {
  companyName: string;
  shortName: string;
  phone: string;
  email: string[];
  address: string;
  registeredAddress: string;
  taxNumber: string;
  /** 'YYYY-MM-DD' */
  registrationDate: string;
  /** The messaging apps the company is on, each with its number and chat link: at least one. */
  messaging: MessagingContact[];
  /** Sanitised HTML. */
  info: string;
  logo: Picture;
  mapImage: Picture;
  /** The contact page's card; null when the company names none. */
  salesContact: SalesContact | null;
  introVideo: { id: string; title: string; caption: string } & Pick<TranslationNote, 'untranslated'>;
  socials: Social[];
}

/** The company as every page shows it (header, footer, meta, structured data): the map and intro video are their pages' own. */
export type LayoutSite = Omit<SiteInfo, 'mapImage' | 'introVideo' | 'salesContact'>;

export interface Slide extends Pick<TranslationNote, 'untranslated'> {
  _id: number;
  backgroundImage: Picture;
  /** Sanitised HTML. */
  description: string;
  redirectTo: string;
  contentLink: string;
}

export interface Badge extends Pick<TranslationNote, 'untranslated'> {
  title: string;
  icon: Picture;
  color: string;
}

/** A reason to choose the company: `content` is sanitised HTML. */
export interface WhyItem extends Pick<TranslationNote, 'untranslated'> {
  title: string;
  icon: Picture;
  content: string;
}

export interface HomeBlocks {
  badges: Badge[];
  why: WhyItem[];
}

export const FAQ_GROUPS = [
  { type: 1, title: 'Order' },
  { type: 2, title: 'Mass production' },
  { type: 3, title: 'Shipment' },
  { type: 4, title: 'Payment' },
] as const;

export interface Faq extends Pick<TranslationNote, 'untranslated'> {
  _id: number;
  type: number;
  question: string;
  /** Sanitised HTML. */
  answer: string;
}

export interface ContentBlock extends Pick<TranslationNote, 'untranslated'> {
  section: string;
  title: string;
  /** Sanitised HTML. */
  body: string;
  image: Picture | null;
}

/** The first gallery image stands in when a product has no thumbnail of its own. */
export function thumbnailOf(product: { thumbnail: Picture | null; gallery?: Picture[] }): Picture | null {
  return product.thumbnail ?? product.gallery?.[0] ?? null;
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
