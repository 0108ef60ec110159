import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import request from 'supertest';
import { API_BASE, type Endpoint } from '../../shared/contracts/define-endpoint';
import { inquiriesApi } from '../../shared/contracts/inquiries';
import { allContracts, buyerActionExamples, inquiryExamples, readExamples } from '../../test/api-examples';
import { buyerQuoteApi } from '../../shared/contracts/buyer-quote';
import { databaseFingerprint } from '../../test/database-fingerprint';
import { fuzzRuns, hostileJson, hostileSegment, rawBody } from '../../test/hostile-values';
import { createIsolatedTestApp } from '../../test/test-app';

// Property: whatever a client sends, the answer is never a 5xx, and an answer of 4xx changed nothing in the
// database. Runs a few hundred cases in `npm test`; FUZZ_RUNS=10000 in the stress run.
let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
beforeAll(async () => {
  site = await createIsolatedTestApp();
});
afterAll(() => site.dispose());

let address = 0;
const nextIp = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`;

const examples = new Map<string, unknown>([
  ...readExamples('any-product').map(({ endpoint, input }) => [endpoint.path, input.body] as const),
  ...Object.entries(inquiryExamples).map(([name, body]) => [inquiriesApi[name as keyof typeof inquiriesApi].path, body] as const),
  ...Object.entries(buyerActionExamples).map(
    ([name, body]) => [buyerQuoteApi[name as keyof typeof buyerActionExamples].path, body] as const,
  ),
]);
const postEndpoints = allContracts
  .flatMap((contract): Endpoint[] => Object.values(contract))
  .filter((e) => e.method === 'POST')
  .map((e) => ({ path: e.path, example: (examples.get(e.path) ?? {}) as Record<string, unknown> }));

function expectNoPollution() {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
}

it('answers every hostile POST body with a 2xx or a 4xx, and a 4xx stores nothing', async () => {
  const cases = fc.record({
    target: fc
      .constantFrom(...postEndpoints)
      .chain((endpoint) => fc.record({ endpoint: fc.constant(endpoint), body: rawBody(endpoint.example) })),
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded'),
    idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 300 })), { nil: undefined }),
  });
  const seen = { accepted: 0, refused: 0 };
  await fc.assert(
    fc.asyncProperty(cases, async ({ target: { endpoint, body }, contentType, idempotencyKey }) => {
      const before = await databaseFingerprint(site.database.db);
      let req = request(site.app).post(`${API_BASE}${endpoint.path}`).set('Content-Type', contentType).set('X-Forwarded-For', nextIp());
      if (idempotencyKey !== undefined) req = req.set('Idempotency-Key', encodeURIComponent(idempotencyKey));
      const response = await req.send(body);
      expect(response.status).toBeLessThan(500);
      if (response.status >= 400) expect(await databaseFingerprint(site.database.db)).toBe(before);
      seen[response.status >= 400 ? 'refused' : 'accepted']++;
      expectNoPollution();
    }),
    { numRuns: fuzzRuns(300) },
  );
  // The cases reach past the parser: some bodies are still valid (and stored), most are refused.
  expect(seen.accepted).toBeGreaterThan(0);
  expect(seen.refused).toBeGreaterThan(seen.accepted);
});

const PAGE_ROUTES = [
  (a: string) => `/product/${a}`,
  (a: string) => `/order/${a}`,
  (a: string, b: string) => `/categories/${a}/page/${b}`,
  (a: string, b: string) => `/materials/${a}/page/${b}`,
  (a: string, b: string) => `/search/${a}/page/${b}`,
  (_a: string, b: string) => `/products/page/${b}`,
  (_a: string, b: string) => `/categories/page/${b}`,
  (a: string) => `${API_BASE}/product/getByPath/${a}`,
  (a: string) => `${API_BASE}/page/${a}`,
  (a: string, b: string) => `${API_BASE}/video/search?pageSize=${b}&pageToken=${a}`,
  (a: string) => `/${a}`,
];

it('answers every hostile route parameter with a page or a 3xx/4xx, never a 5xx', async () => {
  const cases = fc.record({
    route: fc.constantFrom(...PAGE_ROUTES),
    first: hostileSegment,
    second: fc.oneof(hostileSegment, fc.integer({ min: -5, max: 100_000 }).map(String)),
  });
  await fc.assert(
    fc.asyncProperty(cases, async ({ route, first, second }) => {
      const response = await request(site.app).get(route(first, second));
      expect(response.status).toBeLessThan(500);
    }),
    { numRuns: fuzzRuns(200) },
  );
});

it('answers hostile JSON on GET-only and unknown API paths with a 4xx', async () => {
  await fc.assert(
    fc.asyncProperty(hostileSegment, hostileJson, async (segment, body) => {
      const response = await request(site.app)
        .post(`${API_BASE}/${segment}`)
        .set('Content-Type', 'application/json')
        .set('Idempotency-Key', randomUUID())
        .send(JSON.stringify(body) ?? 'null');
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }),
    { numRuns: fuzzRuns(50) },
  );
});
