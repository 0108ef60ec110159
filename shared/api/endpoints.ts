// The JSON API, one row an endpoint: the browser client calls these, the server mounts them, and the API tests
// check every row answers as documented. All paths are under API_BASE. Errors: 400 {errors: {field: message}}
// for bad input, 404 {error} for an unknown path or record, 413 for a body over the limit.
export const API_BASE = '/api';
export const AUTH_TOKEN_HEADER = 'auth-token';
export const USER_TOKEN_KEY = 'USER_TOKEN';

export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  request: string;
  response: string;
  /** A valid request body (POST) or path (GET with a parameter), answered with 200 on the seeded catalogue. */
  example?: unknown;
}

export const endpoints = {
  site: { method: 'GET', path: '/site', request: 'none', response: 'SiteInfo' },
  categorySearch: {
    method: 'POST',
    path: '/category/search',
    request: '{page, pageSize}',
    response: '{data: Taxonomy[], total}',
    example: { page: 1, pageSize: 8 },
  },
  materialSearch: {
    method: 'POST',
    path: '/material/search',
    request: '{page, pageSize}',
    response: '{data: Taxonomy[], total}',
    example: { page: 1, pageSize: 8 },
  },
  customerSearch: {
    method: 'POST',
    path: '/customer/search',
    request: '{name}',
    response: '{data: Customer[], total}',
    example: { name: '' },
  },
  slideSearch: {
    method: 'POST',
    path: '/slide/search',
    request: '{page, pageSize}',
    response: '{data: Slide[], total}',
    example: { page: 1, pageSize: 5 },
  },
  homeBlocks: { method: 'GET', path: '/home/blocks', request: 'none', response: '{badges: Badge[], why: WhyItem[]}' },
  featuredProducts: {
    method: 'POST',
    path: '/product/searchFeaturedProducts',
    request: '{page, pageSize}',
    response: '{data: ProductSummary[], total}',
    example: { page: 1, pageSize: 24 },
  },
  productSearch: {
    method: 'POST',
    path: '/product/search',
    request: '{name, page?, pageSize?} (page 1 and 20 results by default)',
    response: '{data: ProductSummary[], total}; an empty or too short name gives an empty list',
    example: { name: 'seagrass basket' },
  },
  productList: {
    method: 'POST',
    path: '/product/list',
    request: '{page, pageSize, sort?}',
    response: '{data: ProductSummary[], total}',
    example: { page: 1, pageSize: 8, sort: 'newest' },
  },
  productsByCategory: {
    method: 'POST',
    path: '/product/getByCategory',
    request: '{page, pageSize, path, sort?, exclude?}',
    response: '{data: ProductSummary[], total}; 404 for an unknown category',
    example: { page: 1, pageSize: 8, path: 'baskets', sort: 'az' },
  },
  productsByMaterial: {
    method: 'POST',
    path: '/product/getByMaterial',
    request: '{page, pageSize, path, sort?, exclude?}',
    response: '{data: ProductSummary[], total}; 404 for an unknown material',
    example: { page: 1, pageSize: 12, path: 'rattan' },
  },
  productByPath: { method: 'GET', path: '/product/getByPath/:path', request: 'none', response: 'ProductDetail; 404 when unknown' },
  faqs: { method: 'GET', path: '/faq', request: 'none', response: 'Faq[]' },
  pageContent: {
    method: 'GET',
    path: '/page/:page',
    request: 'none',
    response: 'ContentBlock[]; 404 for an unknown page',
    example: '/page/about-us',
  },
  videoSearch: {
    method: 'GET',
    path: '/video/search',
    request: 'query ?pageSize=8|16|24|100|1000 (8 when absent)&pageToken= (from a previous answer)',
    response: '{items: {videoId, title}[], nextPageToken?, prevPageToken?}',
  },
} as const satisfies Record<string, Endpoint>;

/** A form field people never see; a value in it marks the sender as a bot. */
export const HONEYPOT_FIELD = 'website';

// Buyers' inquiries. Each takes an optional Idempotency-Key header; answers 201 {reference} once stored,
// 200 {reference} for a repeat of the same key, 400 {errors: {field: message}} for every failing field,
// 429 when one address sends too many in a minute, 413 for a body over 32 kB.
export const inquiryEndpoints = {
  sendContact: {
    method: 'POST',
    path: '/contact/send-contact',
    request: '{name, phone_number, email, subject, message, product?: {link, name}}: with product it is a quotation request',
    response: '{reference}',
    example: {
      name: 'Anna Berg',
      phone_number: '+(123) 456-7890',
      email: 'anna@example.com',
      subject: 'Baskets',
      message: 'Please send a quote.',
    },
  },
  sendMessage: {
    method: 'POST',
    path: '/contact/send-message',
    request: '{name, email?, phone, content}: the contact page',
    response: '{reference}',
    example: { name: 'Anna Berg', phone: '123.456.7890', content: 'Do you make custom sizes?' },
  },
  registerEmail: {
    method: 'POST',
    path: '/contact/register-email',
    request: '{email}: a catalogue request; an empty e-mail is accepted',
    response: '{reference}',
    example: { email: 'buyer@shop.example' },
  },
  sendOrder: {
    method: 'POST',
    path: '/contact/send-order',
    request: '{name, phone_number, email, message?, items: [{path, name, variants: [{colour, quantity}]}]}',
    response: '{reference}',
    example: {
      name: 'Anna Berg',
      phone_number: '091-234-5678',
      email: 'anna@example.com',
      items: [{ path: 'any-product', name: 'Seagrass basket', variants: [{ colour: 'Natural', quantity: 200 }] }],
    },
  },
} as const satisfies Record<string, Endpoint>;
