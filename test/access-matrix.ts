import { AUTH_TOKEN_HEADER, type Contract, type Endpoint } from '../shared/contracts/define-endpoint';
import { buyerDataApi } from '../shared/contracts/buyer-data';
import { contentApi } from '../shared/contracts/content';
import { documentsApi } from '../shared/contracts/documents';
import { endpointUrl } from '../shared/contracts/endpoint-url';
import { inboxApi } from '../shared/contracts/inbox';
import { inquiriesApi } from '../shared/contracts/inquiries';
import { mediaApi } from '../shared/contracts/media';
import { productCsvApi } from '../shared/contracts/product-csv';
import { quotesApi } from '../shared/contracts/quotes';
import { replyToolsApi } from '../shared/contracts/reply-tools';
import { staffApi } from '../shared/contracts/staff';
import { translationsApi } from '../shared/contracts/translations';
import { STAFF_ROLES, type StaffRole } from '../shared/staff/roles';
import { hashPassword } from '../server/features/staff/password';
import { hashOfToken, newSecretToken } from '../server/http/secret-token';
import { inquiryExamples } from './api-examples';
import { databaseFingerprint } from './database-fingerprint';
import { httpClient } from './http';
import { signedInAs } from './staff-sessions';
import { createIsolatedTestApp, OWN_DATABASE_SETUP_MS, TEST_BASE_URL } from './test-app';

// Who may call which endpoint of the staff API: every endpoint of every staff contract, asked by nobody, by a
// signed-in owner, sales person and editor, and by an API token of each role. The expected matrix is written by
// hand in the permissions-*.api.test.ts files, one part of the contracts each, apart from the contracts' own
// `access` lists, so that a slip in either shows; an endpoint without a row fails its part's test.
//
// - nobody signed in, on an endpoint that names roles: 401, and the database is exactly as before;
// - a role the endpoint does not admit: 403, and the database is exactly as before;
// - a role it admits (and everybody on an open endpoint): anything but 401 and 403. The requests are valid, so most
//   answer 200; a 400, 404 or 409 (a stale version, an unknown link) still shows the request was let in, and no
//   request may ever get a 5xx.
//
// Each part runs on a database of its own, so that "exactly as before" is not disturbed by tests running beside it.

export type Admitted = 'open' | readonly StaffRole[];

export const ANY_STAFF = ['owner', 'sales', 'editor'] as const;
export const OWNER = ['owner'] as const;
export const INBOX = ['owner', 'sales'] as const;
export const CONTENT = ['owner', 'editor'] as const;

/** Every staff contract, by the name the matrix gives it, in the part of the matrix (a test file) that covers it. */
export const STAFF_CONTRACTS = {
  accounts: { staff: staffApi },
  sales: { inbox: inboxApi, replyTools: replyToolsApi, quotes: quotesApi, buyerData: buyerDataApi },
  content: { content: contentApi, media: mediaApi, productCsv: productCsvApi, documents: documentsApi, translations: translationsApi },
} satisfies Record<string, Record<string, Contract>>;

export type MatrixPart = keyof typeof STAFF_CONTRACTS;

/** A request's parts, as endpointUrl fills them in; an upload's body is the file's bytes. */
export type Parts = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** What the API answers an address no route serves (server/app.ts). */
const UNKNOWN_ENDPOINT = 'Unknown API endpoint';
/** The password of the accounts the fixtures make with one. */
export const PASSWORD = 'woven seagrass 2026 baskets';
const FAR_FUTURE = new Date('2099-12-31T00:00:00Z');

let made = 0;
/** A name no other row has: `tag`, the process, the time and a count. */
export const unique = (tag: string) => `${tag}-${process.pid}-${Date.now()}-${++made}`;

/** A small PNG whose bytes carry `text` (a comment chunk), so that no two are the same picture. */
export function pngWithText(text: string): Buffer {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const data = Buffer.from(`Comment\0${text}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  // After the header chunk (8 bytes of signature, 25 of IHDR).
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

type Asker = 'anonymous' | `${StaffRole} session` | `${StaffRole} token`;
const ASKERS: Asker[] = ['anonymous', ...STAFF_ROLES.map((r) => `${r} session` as const), ...STAFF_ROLES.map((r) => `${r} token` as const)];

const roleOf = (asker: Asker): StaffRole | null => (asker === 'anonymous' ? null : (asker.split(' ')[0] as StaffRole));

function expectedOutcome(admitted: Admitted, asker: Asker): string {
  const role = roleOf(asker);
  if (admitted === 'open') return 'let in';
  if (!role) return '401, nothing changed';
  return admitted.includes(role) ? 'let in' : '403, nothing changed';
}

type Site = Awaited<ReturnType<typeof createIsolatedTestApp>>;

/** What a part's fixtures are made with: its site's database, and rows made as the back office and buyers make them. */
function fixtureMakers(site: Site, newIp: () => string) {
  const db = site.database.db;
  const visitor = httpClient(() => site.app);
  return {
    db,
    /** A staff account of `role`, with the fixtures' password or none (invited). */
    async account(role: StaffRole, password: boolean) {
      const email = `${unique(role)}@staff.test`;
      const { id } = await db
        .insertInto('staff')
        .values({ email, name: `Fixture ${role}`, role, password_hash: password ? await hashPassword(PASSWORD) : null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, email };
    },
    /** An API token of `role` made by an owner, that nobody was given; its id. */
    async token(role: StaffRole, createdBy: number) {
      const row = await db
        .insertInto('api_token')
        .values({ name: 'To revoke', role, token_hash: hashOfToken(newSecretToken()), created_by: createdBy, expires_at: FAR_FUTURE })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** An inquiry sent through the contact form by a buyer of its own: its id and the buyer's address. */
    async inquiry(): Promise<{ id: string; email: string }> {
      const email = `${unique('buyer')}@example.com`;
      const response = await visitor
        .post(`/api${inquiriesApi.sendContact.path}`, { ...inquiryExamples.sendContact, email })
        .set('X-Forwarded-For', newIp());
      expect(response.status).toBe(201);
      const row = await db.selectFrom('inquiry').select('id').where('reference', '=', response.body.reference).executeTakeFirstOrThrow();
      return { id: row.id, email };
    },
    /** A picture in the library, uploaded by an editor. */
    async media(tag: string): Promise<number> {
      const editor = await signedInAs(db, 'editor');
      const response = await visitor
        .post(endpointUrl(mediaApi.upload, { query: { name: `${tag}.png` } }), pngWithText(unique(tag)), editor)
        .set('Content-Type', 'image/png');
      expect(response.status).toBe(201);
      return (response.body as { id: number }).id;
    },
  };
}

export type FixtureMakers = ReturnType<typeof fixtureMakers>;

/**
 * The tests of one part of the matrix, on a site of its own (made in a `beforeAll` with the part's fixtures, dropped
 * in an `afterAll`): that the part's rows are exactly its contracts' endpoints, and for each endpoint, in the
 * contracts' order, that every asker gets what its row says.
 */
export function accessMatrix<F>(
  part: MatrixPart,
  {
    matrix,
    examples,
    fixtures: makeFixtures,
  }: {
    matrix: Record<string, Admitted>;
    /** A valid request to each endpoint, so that an admitted role is not refused for its input. */
    examples: Record<string, (fixtures: F) => Parts>;
    fixtures: (make: FixtureMakers) => Promise<F>;
  },
) {
  const contracts: Record<string, Contract> = STAFF_CONTRACTS[part];
  const endpoints: [string, Endpoint][] = Object.entries(contracts).flatMap(([contractName, contract]) =>
    Object.entries(contract).map(([name, endpoint]): [string, Endpoint] => [`${contractName}.${name}`, endpoint]),
  );

  let site: Site;
  let fixtures: F;
  let lastOctet = 0;
  const newIp = () => `10.88.${Math.floor(lastOctet / 250)}.${(lastOctet++ % 250) + 1}`;
  const client = httpClient(() => site.app);

  beforeAll(async () => {
    site = await createIsolatedTestApp();
    fixtures = await makeFixtures(fixtureMakers(site, newIp));
  }, OWN_DATABASE_SETUP_MS);
  afterAll(() => site.dispose());

  /** Headers that make each asker who they are; nobody, too, asks from the back office's own page. */
  async function headersOf(asker: Asker): Promise<Record<string, string>> {
    const role = roleOf(asker);
    if (!role) return { Origin: TEST_BASE_URL };
    if (asker.endsWith('session')) return (await signedInAs(site.database.db, role)).headers;
    const token = newSecretToken();
    const creator = await signedInAs(site.database.db, 'owner');
    await site.database.db
      .insertInto('api_token')
      .values({
        name: unique(`${role} integration`),
        role,
        token_hash: hashOfToken(token),
        created_by: creator.staffId,
        expires_at: FAR_FUTURE,
        // As if used a moment ago: its first use below is not recorded as a change.
        last_used_at: new Date(),
      })
      .execute();
    // An integration sends no Origin: the token alone names it.
    return { [AUTH_TOKEN_HEADER]: token };
  }

  function send(endpoint: Endpoint, parts: Parts, headers: Record<string, string>) {
    const url = endpointUrl(endpoint, parts);
    const req = (endpoint.method === 'GET' ? client.get(url) : client.post(url)).set(headers).set('X-Forwarded-For', newIp());
    if (parts.body === undefined) return req;
    // An upload's body is the file's bytes.
    return Buffer.isBuffer(parts.body) ? req.set('Content-Type', 'image/png').send(parts.body) : req.send(parts.body as object);
  }

  it(`has a row for every endpoint of ${Object.keys(contracts).join(', ')}, and no row without an endpoint`, () => {
    expect(Object.keys(matrix).sort()).toEqual(endpoints.map(([name]) => name).sort());
    expect(Object.keys(examples).sort()).toEqual(endpoints.map(([name]) => name).sort());
  });

  describe.each(endpoints)('%s', (name, endpoint) => {
    it(`admits ${JSON.stringify(matrix[name] ?? 'a row of the matrix')} and nobody else`, async () => {
      const admitted = matrix[name];
      const example = examples[name];
      if (!admitted || !example) throw new Error(`${name} has no row in the matrix: say who may call it`);
      const outcomes: Record<string, string> = {};
      for (const asker of ASKERS) {
        const headers = await headersOf(asker);
        const before = await databaseFingerprint(site.database.db);
        const response = await send(endpoint, example(fixtures), headers);
        if (response.status >= 500) outcomes[asker] = `server error ${response.status}`;
        else if (response.status === 401 || response.status === 403) {
          const unchanged = (await databaseFingerprint(site.database.db)) === before;
          outcomes[asker] = `${response.status}, ${unchanged ? 'nothing changed' : 'CHANGED the database'}`;
        } else if (response.status === 404 && response.body?.error === UNKNOWN_ENDPOINT) {
          // The contract names it, but nothing serves it (yet): no answer at all says nothing about who may ask.
          outcomes[asker] = 'no route serves it';
        } else outcomes[asker] = 'let in';
      }
      expect(outcomes).toEqual(Object.fromEntries(ASKERS.map((asker) => [asker, expectedOutcome(admitted, asker)])));
    });
  });
}
