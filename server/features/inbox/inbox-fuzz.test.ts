import fc from 'fast-check';
import request from 'supertest';
import { API_BASE } from '../../../shared/contracts/define-endpoint';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { inboxApi } from '../../../shared/contracts/inbox';
import { databaseFingerprint } from '../../../test/database-fingerprint';
import { fuzzRuns, hostileLeaf, hostileSegment, rawBody } from '../../../test/hostile-values';
import { insertInquiry, vn } from '../../../test/inbox-fixtures';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp } from '../../../test/test-app';

// Property: whatever a signed-in owner's browser sends to the inbox, the answer is never a 5xx, and a 4xx changed
// nothing in the database.

let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let owner: SignedIn;
let inquiryId: string;
let otherId: string;

beforeAll(async () => {
  site = await createIsolatedTestApp({ clock: () => vn('2026-11-18 10:00') });
  owner = await signedInAs(site.database.db, 'owner');
  inquiryId = (await insertInquiry(site.database.db, { receivedAt: vn('2026-11-17 09:00'), message: 'Fuzzed' })).id;
  otherId = (await insertInquiry(site.database.db, { receivedAt: vn('2026-11-17 10:00') })).id;
});
afterAll(() => site.dispose());

const examples: Record<string, Record<string, unknown>> = {
  setStatus: { status: 'open', version: 1 },
  assign: { assigneeId: null, version: 1 },
  addNote: { body: 'A note' },
  reply: { subject: 'Re', body: 'Hello', version: 1 },
  recordReply: { how: 'By phone', version: 1 },
  merge: { intoId: '1', version: 1 },
  saveSettings: { autoAssign: false, holidays: [{ day: '2026-12-24', name: 'Christmas Eve' }] },
  matchMail: { reference: 'Q-2611-ABCDE' },
};
const posts = Object.entries(inboxApi)
  // The changes with a body: an endpoint without one (making an inquiry of a mail) has only its id to get wrong.
  .filter(([, endpoint]) => endpoint.method === 'POST' && 'body' in endpoint)
  .map(([name, endpoint]) => ({ name, path: endpoint.path, example: examples[name]! }));

it('answers every hostile body and inquiry id with a 2xx or a 4xx, and a 4xx changes nothing', async () => {
  const cases = fc.record({
    target: fc.constantFrom(...posts).chain((post) => fc.record({ post: fc.constant(post), body: rawBody(post.example) })),
    id: fc.oneof(
      fc.constant(() => inquiryId),
      fc.constant(() => otherId),
      hostileSegment.map((s) => () => s),
    ),
  });
  await fc.assert(
    fc.asyncProperty(cases, async ({ target: { post, body }, id }) => {
      const before = await databaseFingerprint(site.database.db);
      const response = await request(site.app)
        .post(`${API_BASE}${post.path.replace(':id', id())}`)
        .set(owner.headers)
        .set('Content-Type', 'application/json')
        .send(body);
      expect(response.status).toBeLessThan(500);
      if (response.status >= 400) expect(await databaseFingerprint(site.database.db)).toBe(before);
    }),
    { numRuns: fuzzRuns(200) },
  );
});

it('answers every hostile filter of the list, the export and the dashboard with a 2xx or a 4xx', async () => {
  const names = ['kind', 'status', 'assignee', 'overdue', 'from', 'to', 'product', 'country', 'q', 'page', 'weeks'];
  // Every byte percent-encoded: text (a lone surrogate becomes U+FFFD's bytes) and raw bytes that are no UTF-8 at all.
  const percentEncoded = (bytes: Uint8Array) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  const value = fc.oneof(
    hostileLeaf.map((v) => percentEncoded(Buffer.from((typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).slice(0, 2_000)))),
    fc.constantFrom('2026-02-29', '2026-13-01', '0000-01-01', '9999-12-31', 'waiting', 'none', 'true', "'):*&|!").map(encodeURIComponent),
    fc.uint8Array({ maxLength: 30 }).map(percentEncoded),
  );
  const cases = fc.record({
    endpoint: fc.constantFrom(inboxApi.list, inboxApi.exportCsv, inboxApi.dashboard),
    query: fc.array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 4 }),
  });
  await fc.assert(
    fc.asyncProperty(cases, async ({ endpoint, query }) => {
      const search = query.map(([name, v]) => `${name}=${v}`).join('&');
      const response = await request(site.app)
        .get(`${endpointUrl(endpoint)}?${search}`)
        .set(owner.headers);
      expect(response.status).toBeLessThan(500);
    }),
    { numRuns: fuzzRuns(200) },
  );
});
