import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Response } from 'supertest';
import { API_BASE } from '../../shared/contracts/define-endpoint';
import { catalogueApi } from '../../shared/contracts/catalogue';
import { companyApi } from '../../shared/contracts/company';
import { inquiriesApi } from '../../shared/contracts/inquiries';
import { videosApi } from '../../shared/contracts/videos';
import { IDEMPOTENCY_HEADER } from '../../shared/inquiries';
import { inquiryExamples } from '../../test/api-examples';
import { paths } from '../../shared/paths';
import { httpClient } from '../../test/http';
import { createTestApp } from '../../test/test-app';

// What a browser or a CDN in front of the site is told about each kind of answer: every answer says it, so none
// is kept for a cache's own default (often a day). server/http/cache-policy.ts gives the reasons.
const SHARED_FOR_A_MINUTE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const NOT_STORED = 'no-store';
const ASKED_EACH_TIME = 'no-cache';

type TestApp = ReturnType<typeof createTestApp>;
let site: TestApp;
let outage: TestApp;
let secured: TestApp;
let strictLimit: TestApp;
let clientDir: string;

beforeAll(() => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), 'console.log("entry");');
  fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(clientDir, 'brand'));
  fs.writeFileSync(path.join(clientDir, 'brand', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  site = createTestApp({ clientDir, pageCache: true });
  // Nothing listens on port 1: every query is refused at once, as when the database host is down.
  outage = createTestApp({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
  secured = createTestApp({ config: { forceHttps: true, publicBaseUrl: 'https://shop.example' } });
  strictLimit = createTestApp({ config: { inquiryRateLimitPerMinute: 1 } });
});
afterAll(async () => {
  await Promise.all([site, outage, secured, strictLimit].map((app) => app.database.close()));
  fs.rmSync(clientDir, { recursive: true, force: true });
});

// Inquiries are limited per address: each case speaks from its own.
let lastOctet = 0;
const newIp = () => `10.61.${Math.floor(lastOctet / 250)}.${(lastOctet++ % 250) + 1}`;
const { get, post } = httpClient(() => site.app);
const duringOutage = httpClient(() => outage.app);
const message = { path: inquiriesApi.sendMessage.path, example: inquiryExamples.sendMessage };

const answers: { answer: string; ask: () => Promise<Response>; status: number; cacheControl: string }[] = [
  {
    answer: 'a script of the build',
    ask: () => get('/assets/entry-abc123.js'),
    status: 200,
    cacheControl: 'public, max-age=31536000, immutable',
  },
  { answer: 'a file at the top of the build', ask: () => get('/favicon.svg'), status: 200, cacheControl: 'public, max-age=3600' },
  {
    answer: "the company's logo, a file of the build",
    ask: () => get('/brand/logo.svg'),
    status: 200,
    cacheControl: 'public, max-age=3600',
  },
  {
    answer: "a catalogue picture (the library's, by its content hash)",
    ask: async () => {
      const product = await site.database.db.selectFrom('product').select('gallery').limit(1).executeTakeFirstOrThrow();
      return get(product.gallery[0]!.src);
    },
    status: 200,
    cacheControl: 'public, max-age=31536000, immutable',
  },
  { answer: 'a missing picture', ask: () => get('/media/no-such-picture.webp'), status: 404, cacheControl: ASKED_EACH_TIME },
  { answer: 'robots.txt', ask: () => get('/robots.txt'), status: 200, cacheControl: 'public, max-age=3600' },
  { answer: 'sitemap.xml', ask: () => get('/sitemap.xml'), status: 200, cacheControl: 'public, max-age=3600' },
  { answer: 'a kept page', ask: () => get(paths.faqs()), status: 200, cacheControl: SHARED_FOR_A_MINUTE },
  {
    answer: 'a kept page the browser has already',
    ask: async () => get(paths.faqs()).set('If-None-Match', (await get(paths.faqs())).headers.etag!),
    status: 304,
    cacheControl: SHARED_FOR_A_MINUTE,
  },
  {
    answer: 'a page rendered for this request',
    ask: () => get(`${paths.faqs()}?utm_source=mail`),
    status: 200,
    cacheControl: SHARED_FOR_A_MINUTE,
  },
  { answer: 'search results', ask: () => get(paths.search('seagrass basket')), status: 200, cacheControl: ASKED_EACH_TIME },
  { answer: 'the product videos page', ask: () => get(paths.productVideos()), status: 200, cacheControl: SHARED_FOR_A_MINUTE },
  { answer: 'the not-found page', ask: () => get(paths.notFound()), status: 404, cacheControl: ASKED_EACH_TIME },
  {
    answer: 'the page of an unknown product',
    ask: () => get(paths.product('no-such-product')),
    status: 404,
    cacheControl: ASKED_EACH_TIME,
  },
  { answer: 'a list address moved to its first page', ask: () => get('/categories'), status: 301, cacheControl: ASKED_EACH_TIME },
  { answer: 'an unknown address sent to /not-found', ask: () => get('/no/such/page'), status: 302, cacheControl: ASKED_EACH_TIME },
  { answer: 'an address with a NUL in it', ask: () => get('/faqs%00'), status: 400, cacheControl: NOT_STORED },
  { answer: 'a page while the database is away', ask: () => duringOutage.get(paths.faqs()), status: 503, cacheControl: NOT_STORED },
  {
    answer: 'the API while the database is away',
    ask: () => duringOutage.get(`${API_BASE}${companyApi.faqs.path}`),
    status: 503,
    cacheControl: NOT_STORED,
  },
  {
    answer: 'FORCE_HTTPS moving a plain-HTTP visitor',
    ask: () => httpClient(secured.app).get(paths.faqs()).set('X-Forwarded-Proto', 'http'),
    status: 308,
    cacheControl: NOT_STORED,
  },
  {
    answer: 'public JSON of the API',
    ask: () => get(`${API_BASE}${companyApi.faqs.path}`),
    status: 200,
    cacheControl: SHARED_FOR_A_MINUTE,
  },
  {
    answer: 'the videos of the API',
    ask: () => get(`${API_BASE}${videosApi.videoSearch.path}?pageSize=8`),
    status: 200,
    cacheControl: SHARED_FOR_A_MINUTE,
  },
  {
    answer: 'an unknown product in the API',
    ask: () => get(`${API_BASE}${catalogueApi.productByPath.path.replace(':path', 'no-such-product')}`),
    status: 404,
    cacheControl: ASKED_EACH_TIME,
  },
  {
    answer: 'an API query it refuses',
    ask: () => get(`${API_BASE}${videosApi.videoSearch.path}?pageSize=7`),
    status: 400,
    cacheControl: NOT_STORED,
  },
  { answer: 'an unknown API address', ask: () => get(`${API_BASE}/no/such/endpoint`), status: 404, cacheControl: ASKED_EACH_TIME },
  {
    answer: 'a catalogue search (POST)',
    ask: () => post(`${API_BASE}${catalogueApi.categorySearch.path}`, { page: 1, pageSize: 8 }),
    status: 200,
    cacheControl: NOT_STORED,
  },
  {
    answer: 'an unknown API address asked with POST',
    ask: () => post(`${API_BASE}/no/such/endpoint`, {}),
    status: 404,
    cacheControl: NOT_STORED,
  },
  {
    answer: 'malformed JSON',
    ask: () => post(`${API_BASE}${catalogueApi.categorySearch.path}`, '{"page":').set('Content-Type', 'application/json'),
    status: 400,
    cacheControl: NOT_STORED,
  },
  {
    answer: 'an inquiry',
    ask: () => post(`${API_BASE}${message.path}`, message.example).set('X-Forwarded-For', newIp()),
    status: 201,
    cacheControl: NOT_STORED,
  },
  {
    answer: 'the replay of an inquiry, which only its sender may see',
    ask: async () => {
      const [ip, key] = [newIp(), randomUUID()];
      const send = () => post(`${API_BASE}${message.path}`, message.example).set('X-Forwarded-For', ip).set(IDEMPOTENCY_HEADER, key);
      expect((await send()).status).toBe(201);
      return send();
    },
    status: 200,
    cacheControl: NOT_STORED,
  },
  {
    answer: 'an inquiry over the rate limit',
    ask: async () => {
      const ip = newIp();
      const send = () => httpClient(strictLimit.app).post(`${API_BASE}${message.path}`, message.example).set('X-Forwarded-For', ip);
      expect((await send()).status).toBe(201);
      return send();
    },
    status: 429,
    cacheControl: NOT_STORED,
  },
  { answer: '/healthz', ask: () => get('/healthz'), status: 200, cacheControl: NOT_STORED },
  { answer: '/readyz', ask: () => get('/readyz'), status: 200, cacheControl: NOT_STORED },
  { answer: '/readyz while the database is away', ask: () => duringOutage.get('/readyz'), status: 503, cacheControl: NOT_STORED },
];

describe('every answer says how long it may be kept', () => {
  it.each(answers)('$answer: $status, Cache-Control $cacheControl', async ({ ask, status, cacheControl }) => {
    const response = await ask();
    expect({ status: response.status, cacheControl: response.headers['cache-control'] }).toEqual({ status, cacheControl });
  });
});
