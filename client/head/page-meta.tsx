import type { Picture } from '../../shared/picture';
import { useLayoutData } from '../routes/layout-data';

// One entry per page type of the specification (§1). `name` is the category, material or product shown.
const PAGE_META = {
  home: {
    title: () => 'Rattan, Seagrass & Water Hyacinth Handicraft Manufacturer in Vietnam',
    description: () =>
      'Vietnamese manufacturer and exporter of natural-fibre woven goods: baskets, storage, lamp shades, trays and home decor in rattan, seagrass, water hyacinth and bamboo. Ask for a quotation.',
    keywords: () => 'rattan manufacturer, seagrass baskets, water hyacinth, bamboo handicrafts, Vietnam exporter, wholesale woven goods',
  },
  category: {
    title: () => 'Product Categories',
    description: () =>
      'Browse every category of our handwoven natural-fibre products: baskets, storage, lighting, tableware, furniture and decor.',
    keywords: () => 'handicraft categories, woven baskets, storage boxes, lamp shades, home decor wholesale',
  },
  material: {
    title: () => 'Natural Materials',
    description: () =>
      'The natural fibres we weave: rattan, seagrass, water hyacinth, bamboo, jute and more, sourced and processed in Vietnam.',
    keywords: () => 'natural materials, rattan, seagrass, water hyacinth, bamboo, jute, eco-friendly materials',
  },
  products: {
    title: () => 'All Products',
    description: () => 'Our full catalogue of handwoven products for wholesale and retail buyers. Request a quotation for any item.',
    keywords: () => 'handicraft products, woven products catalogue, wholesale baskets, Vietnam handicrafts',
  },
  product: {
    title: (name: string) => name,
    description: (name: string) => `${name}: handwoven in Vietnam from natural fibres. Custom sizes and colours; request a quotation.`,
    keywords: (name: string) => `${name}, ${name.toLowerCase()} wholesale, handwoven, Vietnam manufacturer`,
  },
  productByCategory: {
    title: (name: string) => `${name} | Category`,
    description: (name: string) => `${name} handwoven from natural fibres in Vietnam, made to order for importers and retailers.`,
    keywords: (name: string) => `${name}, ${name.toLowerCase()} wholesale, ${name.toLowerCase()} manufacturer Vietnam`,
  },
  productByMaterial: {
    title: (name: string) => `${name} Products | Material`,
    description: (name: string) => `Products woven from ${name.toLowerCase()} by our artisans in Vietnam, for wholesale and retail buyers.`,
    keywords: (name: string) =>
      `${name.toLowerCase()} products, ${name.toLowerCase()} baskets, ${name.toLowerCase()} handicrafts wholesale`,
  },
  about: {
    title: () => 'About Us',
    description: () =>
      'A family craft since 1991, exporting since 2007: four production sites in Hanoi and Ninh Binh, up to 18 forty-foot containers a month.',
    keywords: () => 'about us, handicraft manufacturer Vietnam, Hanoi, Ninh Binh, woven goods exporter',
  },
  faqs: {
    title: () => 'Frequently Asked Questions',
    description: () =>
      'Answers about orders, mass production, shipment and payment: minimum order, lead times, ports, inspections and terms.',
    keywords: () => 'FAQ, minimum order quantity, lead time, shipment, payment terms, handicraft export',
  },
  contact: {
    title: () => 'Contact Us',
    description: () => 'Contact our sales team in Hanoi by phone, e-mail or messaging app. We answer every inquiry within 24 hours.',
    keywords: () => 'contact, handicraft supplier contact, Hanoi office, inquiry',
  },
  howWeMake: {
    title: () => 'How We Make Our Products',
    description: () =>
      'Eleven steps from raw materials to export: processing, shaping, weaving, cleaning, gluing, drying, finishing and packing.',
    keywords: () => 'production process, how baskets are made, weaving process, handicraft production',
  },
  qualityControl: {
    title: () => 'Quality Control',
    description: () =>
      'Eight checks on every order: product, function, dimension, moisture, barcode, carton drop test, adhesive tape and colour fastness.',
    keywords: () => 'quality control, AQL inspection, moisture test, drop test ISTA 1A, colour fastness',
  },
  productVideos: {
    title: () => 'Product Videos',
    description: () => 'Watch our products and workshops on video: weaving, finishing and packing of natural-fibre goods.',
    keywords: () => 'product videos, handicraft videos, weaving videos',
  },
  trading: {
    title: () => 'Trading',
    description: () => 'Trading and sourcing services for importers of Vietnamese natural-fibre products.',
    keywords: () => 'trading, sourcing, Vietnam handicraft sourcing',
  },
  orderMobile: {
    title: (name: string) => `Request a Quotation: ${name}`,
    description: (name: string) => `Ask for a quotation for ${name}. We reply within 24 hours.`,
    keywords: (name: string) => `${name} quotation, request quote, ${name.toLowerCase()} price request`,
  },
  search: {
    title: (query: string) => `Search: ${query}`,
    description: (query: string) => `Products matching “${query}” in our catalogue of natural-fibre woven goods.`,
    keywords: (query: string) => `${query}, search, woven products`,
  },
  notFound: {
    title: () => 'Page Not Found',
    description: () => 'The page you were looking for could not be found.',
    keywords: () => 'not found',
  },
} satisfies Record<string, { title: (name: string) => string; description: (name: string) => string; keywords: (name: string) => string }>;

export type PageType = keyof typeof PAGE_META;
export const PAGE_TYPES = Object.keys(PAGE_META) as PageType[];

export interface PageMetaProps {
  type: PageType;
  /** The category, material or product the page is about. */
  name?: string;
  /** Page number of a listing, added to the title after page 1. */
  page?: number;
  /** Path of the canonical URL (defaults to none). */
  canonicalPath?: string;
  /** Crawlers should not index this page. */
  noIndex?: boolean;
  /** The picture shared with the link (Open Graph, Twitter); the company logo when absent. */
  image?: Picture | null;
}

export function pageMetaText({ type, name = '', page }: Pick<PageMetaProps, 'type' | 'name' | 'page'>) {
  const meta = PAGE_META[type];
  const title = meta.title(name) + (page && page > 1 ? ` - Page ${page}` : '');
  return { title, description: meta.description(name), keywords: meta.keywords(name) };
}

export function PageMeta(props: PageMetaProps) {
  const { site, baseUrl } = useLayoutData();
  const { title, description, keywords } = pageMetaText(props);
  const fullTitle = `${title} | ${site.shortName}`;
  const canonical = props.canonicalPath ? `${baseUrl}${props.canonicalPath}` : null;
  const image = props.image ?? site.logo;
  return (
    // React hoists these into <head>, on the server and in the browser alike.
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      {props.noIndex ? <meta name="robots" content="noindex" /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      <meta property="og:site_name" content={site.shortName} />
      <meta property="og:type" content={props.type === 'product' ? 'product' : 'website'} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      <meta property="og:image" content={`${baseUrl}${image.src}`} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={`${baseUrl}${image.src}`} />
    </>
  );
}
