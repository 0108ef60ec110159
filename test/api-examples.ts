import type { App } from 'supertest/types';
import request from 'supertest';
import { packingApi } from '../shared/contracts/packing';
import { catalogueApi } from '../shared/contracts/catalogue';
import { companyApi } from '../shared/contracts/company';
import type { Endpoint, InputArgs } from '../shared/contracts/define-endpoint';
import { endpointUrl } from '../shared/contracts/endpoint-url';
import { inquiriesApi } from '../shared/contracts/inquiries';
import { searchApi } from '../shared/contracts/search';
import { videosApi } from '../shared/contracts/videos';
import { buyerQuoteApi } from '../shared/contracts/buyer-quote';

// Valid requests for the API's tests: examples belong to the tests, the contracts only say what is valid.

/** Every contract of the JSON API. */
export const allContracts = [catalogueApi, packingApi, companyApi, searchApi, videosApi, inquiriesApi, buyerQuoteApi];

type Parts = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** A request to an endpoint, built as the browser's client builds it (params encoded, query as text, JSON body). */
export function requestTo<E extends Endpoint>(app: App, endpoint: E, ...[input]: InputArgs<E>) {
  const parts = (input ?? {}) as Parts;
  const url = endpointUrl(endpoint, parts);
  if (endpoint.method === 'GET') return request(app).get(url);
  const post = request(app).post(url);
  return parts.body === undefined ? post : post.send(parts.body as object);
}

export interface Example {
  /** `METHOD /path`, for messages. */
  name: string;
  endpoint: Endpoint;
  input: Parts;
}
const example = <E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E>): Example => ({
  name: `${endpoint.method} ${endpoint.path}`,
  endpoint,
  input: (input ?? {}) as Parts,
});

/** One request per read endpoint, each answered with 200 on the seeded catalogue. */
export function readExamples(productPath: string): Example[] {
  return [
    example(companyApi.site, { query: {} }),
    example(companyApi.customerSearch, { body: { name: '' } }),
    example(companyApi.references, { query: {} }),
    example(companyApi.slideSearch, { body: { page: 1, pageSize: 5 } }),
    example(companyApi.homeBlocks, { query: {} }),
    example(companyApi.faqs, { query: {} }),
    example(companyApi.pageContent, { params: { page: 'about-us' }, query: {} }),
    example(companyApi.pageSeo, { params: { page: 'about-us' }, query: {} }),
    example(companyApi.retention),
    example(catalogueApi.categorySearch, { body: { page: 1, pageSize: 8 } }),
    example(catalogueApi.materialSearch, { body: { page: 1, pageSize: 8 } }),
    example(catalogueApi.featuredProducts, { body: { page: 1, pageSize: 24 } }),
    example(catalogueApi.productList, { body: { page: 1, pageSize: 8, sort: 'newest' } }),
    example(catalogueApi.productsByCategory, { body: { page: 1, pageSize: 8, path: 'baskets', sort: 'az' } }),
    example(catalogueApi.productsByMaterial, { body: { page: 1, pageSize: 12, path: 'rattan' } }),
    example(catalogueApi.productByPath, { params: { path: productPath }, query: {} }),
    example(packingApi.productPacking, { body: { paths: [productPath] } }),
    example(searchApi.productSearch, { body: { name: 'seagrass basket' } }),
    example(videosApi.videoSearch, { query: { pageSize: 8 } }),
  ];
}

/** A valid body of each inquiry endpoint, as a form sends it (optional fields left out). */
export const inquiryExamples = {
  sendContact: {
    name: 'Anna Berg',
    phone_number: '+(123) 456-7890',
    email: 'anna@example.com',
    subject: 'Baskets',
    message: 'Please send a quote.',
  },
  sendMessage: { name: 'Anna Berg', phone: '123.456.7890', content: 'Do you make custom sizes?' },
  registerEmail: { email: 'buyer@shop.example' },
  sendOrder: {
    name: 'Anna Berg',
    phone_number: '091-234-5678',
    email: 'anna@example.com',
    items: [{ path: 'any-product', name: 'Seagrass basket', variants: [{ colour: 'Natural', quantity: 200 }] }],
  },
} satisfies Record<keyof typeof inquiriesApi, object>;

/** A valid body of each action on a buyer's page (their address needs a token the tests make). */
export const buyerActionExamples = {
  answer: { version: 1, answer: 'decline', reason: 'Our budget is lower.' },
  ask: { message: 'Can you make the black ones in 200 pieces?' },
} satisfies Partial<Record<keyof typeof buyerQuoteApi, object>>;
