import request from 'supertest';
import { AUTH_TOKEN_HEADER, type Contract, type Endpoint } from '../../../shared/contracts/define-endpoint';
import { buyerDataApi } from '../../../shared/contracts/buyer-data';
import { contentApi } from '../../../shared/contracts/content';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { inboxApi } from '../../../shared/contracts/inbox';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { mediaApi } from '../../../shared/contracts/media';
import { documentsApi } from '../../../shared/contracts/documents';
import { productCsvApi } from '../../../shared/contracts/product-csv';
import { quotesApi } from '../../../shared/contracts/quotes';
import { replyToolsApi } from '../../../shared/contracts/reply-tools';
import { staffApi } from '../../../shared/contracts/staff';
import { STAFF_ROLES, type StaffRole } from '../../../shared/staff/roles';
import { hashPassword } from './password';
import { hashOfToken, newSecretToken } from '../../http/secret-token';
import { databaseFingerprint } from '../../../test/database-fingerprint';
import { EMPTY_QUOTE_DRAFT } from '../../../test/quote-fixtures';
import { inquiryExamples } from '../../../test/api-examples';
import { signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp, TEST_BASE_URL } from '../../../test/test-app';

// Who may call which endpoint of the staff API: every endpoint of every staff contract, asked by nobody, by a
// signed-in owner, sales person and editor, and by an API token of each role. The expected matrix is written here
// by hand, apart from the contracts' own `access` lists, so that a slip in either shows; an endpoint without a row
// fails the test.
//
// - nobody signed in, on an endpoint that names roles: 401, and the database is exactly as before;
// - a role the endpoint does not admit: 403, and the database is exactly as before;
// - a role it admits (and everybody on an open endpoint): anything but 401 and 403. The requests are valid, so most
//   answer 200; a 400, 404 or 409 (a stale version, an unknown link) still shows the request was let in, and no
//   request may ever get a 5xx.
//
// The test runs on a database of its own, so that "exactly as before" is not disturbed by tests running beside it.

type Admitted = 'open' | readonly StaffRole[];

const ANY_STAFF = ['owner', 'sales', 'editor'] as const;
const OWNER = ['owner'] as const;
const INBOX = ['owner', 'sales'] as const;
const CONTENT = ['owner', 'editor'] as const;

const MATRIX: Record<string, Admitted> = {
  'staff.signIn': 'open',
  'staff.signOut': ANY_STAFF,
  'staff.signOutEverywhere': ANY_STAFF,
  'staff.me': ANY_STAFF,
  'staff.requestPasswordReset': 'open',
  'staff.linkInfo': 'open',
  'staff.useLink': 'open',
  'staff.listStaff': OWNER,
  'staff.invite': OWNER,
  'staff.reinvite': OWNER,
  'staff.updateStaff': OWNER,
  'staff.listTokens': OWNER,
  'staff.createToken': OWNER,
  'staff.revokeToken': OWNER,
  'staff.audit': OWNER,
  'inbox.list': INBOX,
  'inbox.exportCsv': INBOX,
  'inbox.attachment': INBOX,
  'inbox.unmatchedMail': INBOX,
  'inbox.matchMail': INBOX,
  'inbox.inquiryFromMail': INBOX,
  'inbox.poll': INBOX,
  'inbox.pollInquiry': INBOX,
  'inbox.get': INBOX,
  'inbox.setStatus': INBOX,
  'inbox.assign': INBOX,
  'inbox.addNote': INBOX,
  'inbox.reply': INBOX,
  'inbox.recordReply': INBOX,
  'inbox.merge': INBOX,
  'inbox.settings': INBOX,
  'inbox.saveSettings': OWNER,
  'inbox.dashboard': OWNER,
  'replyTools.tools': INBOX,
  'replyTools.createTemplate': OWNER,
  'replyTools.updateTemplate': OWNER,
  'replyTools.removeTemplate': OWNER,
  'replyTools.saveSignature': INBOX,
  'replyTools.uploadFile': INBOX,
  'replyTools.file': INBOX,
  'quotes.workspace': INBOX,
  'quotes.saveDraft': INBOX,
  'quotes.send': INBOX,
  'quotes.pdf': INBOX,
  'quotes.products': INBOX,
  'quotes.figures': OWNER,
  'content.list': CONTENT,
  'content.ordered': CONTENT,
  'content.reorder': CONTENT,
  'content.options': CONTENT,
  'content.get': CONTENT,
  'content.create': CONTENT,
  'content.update': CONTENT,
  'content.remove': CONTENT,
  'content.history': CONTENT,
  'content.restore': CONTENT,
  'content.historyVersion': CONTENT,
  'content.saveDraft': CONTENT,
  'content.discardDraft': CONTENT,
  'content.publish': CONTENT,
  'content.preview': CONTENT,
  'content.bulk': CONTENT,
  'content.duplicate': CONTENT,
  'media.upload': CONTENT,
  'media.replaceFile': CONTENT,
  'media.list': CONTENT,
  'media.get': CONTENT,
  'media.update': CONTENT,
  'media.retry': CONTENT,
  'media.remove': CONTENT,
  'productCsv.exportCsv': CONTENT,
  'productCsv.importCsv': CONTENT,
  'buyerData.find': INBOX,
  'buyerData.exportFile': INBOX,
  'buyerData.erase': OWNER,
  'documents.upload': CONTENT,
};

/** Every staff contract, by the name the matrix gives it. */
const CONTRACTS: Record<string, Contract> = {
  staff: staffApi,
  inbox: inboxApi,
  replyTools: replyToolsApi,
  quotes: quotesApi,
  content: contentApi,
  media: mediaApi,
  productCsv: productCsvApi,
  buyerData: buyerDataApi,
  documents: documentsApi,
};

const ENDPOINTS: [string, Endpoint][] = Object.entries(CONTRACTS).flatMap(([contractName, contract]) =>
  Object.entries(contract).map(([name, endpoint]): [string, Endpoint] => [`${contractName}.${name}`, endpoint]),
);

/** What the API answers an address no route serves (server/app.ts). */
const UNKNOWN_ENDPOINT = 'Unknown API endpoint';
const PASSWORD = 'woven seagrass 2026 baskets';
/** An API token's expiry a month ahead: within the limit. */
const MONTH_AHEAD = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const FAR_FUTURE = new Date('2099-12-31T00:00:00Z');

interface Fixtures {
  signInEmail: string;
  invitedId: number;
  salesId: number;
  tokenId: number;
  inquiryId: string;
  otherInquiryId: string;
  /** The address of the fixture inquiry's buyer: their data is found and exported. */
  buyerEmail: string;
  faqId: number;
  otherFaqId: number;
  slideId: number;
  mediaId: number;
  /** A picture for the delete endpoint: the first admitted role deletes it, the next ones find it gone (404). */
  doomedMediaId: number;
}

type Parts = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

let made = 0;
const unique = (tag: string) => `${tag}-${process.pid}-${Date.now()}-${++made}`;

/** A valid request to each endpoint, so that an admitted role is not refused for its input. */
const EXAMPLES: Record<string, (f: Fixtures) => Parts> = {
  'staff.signIn': (f) => ({ body: { email: f.signInEmail, password: PASSWORD } }),
  'staff.signOut': () => ({}),
  'staff.signOutEverywhere': () => ({}),
  'staff.me': () => ({}),
  'staff.requestPasswordReset': () => ({ body: { email: `${unique('nobody')}@example.com` } }),
  // A link nobody was given: 404, which still shows the request was let in.
  'staff.linkInfo': () => ({ params: { token: 'A'.repeat(43) } }),
  'staff.useLink': () => ({ params: { token: 'A'.repeat(43) }, body: { password: PASSWORD } }),
  'staff.listStaff': () => ({}),
  'staff.invite': () => ({ body: { email: `${unique('invitee')}@staff.test`, name: 'New colleague', role: 'editor' } }),
  'staff.reinvite': (f) => ({ params: { id: f.invitedId } }),
  'staff.updateStaff': (f) => ({ params: { id: f.salesId }, body: { role: 'sales' } }),
  'staff.listTokens': () => ({}),
  'staff.createToken': () => ({ body: { name: 'Spreadsheet sync', role: 'sales', expiresAt: MONTH_AHEAD } }),
  'staff.revokeToken': (f) => ({ params: { id: f.tokenId } }),
  'staff.audit': () => ({ query: { about: 'staff', action: 'staff.invited' } }),
  'inbox.list': () => ({ query: { status: 'new' } }),
  'inbox.exportCsv': () => ({ query: {} }),
  // A file nobody received: 404, which still shows the request was let in.
  'inbox.attachment': () => ({ params: { id: '999999999' } }),
  'inbox.unmatchedMail': () => ({}),
  // A mail nobody received: 404, which still shows the request was let in.
  'inbox.matchMail': () => ({ params: { id: '999999999' }, body: { reference: 'Q-2611-ABCDE' } }),
  // A mail nobody received: 404, which still shows the request was let in.
  'inbox.inquiryFromMail': () => ({ params: { id: '999999999' } }),
  'inbox.poll': () => ({}),
  'inbox.pollInquiry': (f) => ({ params: { id: f.inquiryId } }),
  'inbox.get': (f) => ({ params: { id: f.inquiryId } }),
  // Version 1 may be stale by the time a later role asks: a 409 still shows the request was let in.
  'inbox.setStatus': (f) => ({ params: { id: f.inquiryId }, body: { status: 'open', version: 1 } }),
  'inbox.assign': (f) => ({ params: { id: f.inquiryId }, body: { assigneeId: null, version: 1 } }),
  'inbox.addNote': (f) => ({ params: { id: f.inquiryId }, body: { body: 'Called the buyer about colours.' } }),
  'inbox.reply': (f) => ({ params: { id: f.inquiryId }, body: { subject: 'Your baskets', body: 'Prices attached.', version: 1 } }),
  'inbox.recordReply': (f) => ({ params: { id: f.inquiryId }, body: { how: 'By phone', version: 1 } }),
  'inbox.merge': (f) => ({ params: { id: f.otherInquiryId }, body: { intoId: f.inquiryId, version: 1 } }),
  'inbox.settings': () => ({}),
  'inbox.saveSettings': () => ({ body: { autoAssign: false, holidays: [] } }),
  'inbox.dashboard': () => ({ query: { weeks: '4' } }),
  'replyTools.tools': () => ({}),
  'replyTools.createTemplate': () => ({ body: { name: unique('Template'), body: 'Dear {buyer name},' } }),
  // A template nobody made: 404, which still shows the request was let in.
  'replyTools.updateTemplate': () => ({ params: { id: '999999' }, body: { name: unique('Template'), body: 'Hello', version: 1 } }),
  'replyTools.removeTemplate': () => ({ params: { id: '999999' }, body: { version: 1 } }),
  'replyTools.saveSignature': () => ({ body: { signature: 'Export sales' } }),
  'replyTools.uploadFile': () => ({ query: { name: 'catalogue.pdf' }, body: Buffer.from('%PDF-1.4\n%%EOF\n') }),
  'replyTools.file': () => ({ params: { id: '999999999' } }),
  'quotes.workspace': (f) => ({ params: { id: f.inquiryId } }),
  // The first admitted asker makes the quote; the next ones, still naming "no quote yet", get a 409 (let in).
  'quotes.saveDraft': (f) => ({ params: { id: f.inquiryId }, body: EMPTY_QUOTE_DRAFT }),
  // Names the quote as it was before the first admitted asker saved: a 409 for everyone (let in), nothing sent.
  'quotes.send': (f) => ({ params: { id: f.inquiryId }, body: { version: 1, number: 1 } }),
  // Version 1 is made by the first admitted asker of quotes.saveDraft; the endpoints run in the contract's order.
  'quotes.pdf': (f) => ({ params: { id: f.inquiryId, number: '1' } }),
  'quotes.products': () => ({ query: { q: 'basket' } }),
  'quotes.figures': () => ({ query: { weeks: '4' } }),
  'content.list': () => ({ params: { type: 'faq' }, query: { q: 'order' } }),
  'content.ordered': () => ({ params: { type: 'faq' }, query: { scope: '1' } }),
  // Names one FAQ of its group's several: a 409 (the list is not the whole list), which still shows the request was let in.
  'content.reorder': (f) => ({ params: { type: 'faq' }, body: { ids: [f.faqId], scope: '1' } }),
  'content.options': () => ({ params: { type: 'category' } }),
  'content.get': (f) => ({ params: { type: 'faq', id: f.faqId } }),
  'content.create': () => ({ params: { type: 'faq' }, body: { values: { type: 1, question: unique('Question'), answer: '<p>Yes.</p>' } } }),
  'content.update': (f) => ({
    params: { type: 'faq', id: f.faqId },
    body: { values: { type: 1, question: unique('Question'), answer: '<p>Yes.</p>' }, version: 1 },
  }),
  'content.remove': (f) => ({ params: { type: 'faq', id: f.otherFaqId }, body: { version: 1 } }),
  'content.history': (f) => ({ params: { type: 'faq', id: f.faqId } }),
  'content.restore': (f) => ({ params: { type: 'faq', id: f.faqId }, body: { historyId: '1', version: 1 } }),
  'content.historyVersion': (f) => ({ params: { type: 'faq', id: f.faqId, historyId: '1' } }),
  // A 409 once a draft is there (this version of the slide no longer is): still let in.
  'content.saveDraft': (f) => ({
    params: { type: 'slide', id: f.slideId },
    body: { values: { description: `<p>${unique('Slide')}</p>` }, version: 1 },
  }),
  'content.discardDraft': (f) => ({ params: { type: 'slide', id: f.slideId }, body: { draftVersion: 1 } }),
  'content.publish': (f) => ({ params: { type: 'slide', id: f.slideId }, body: { state: 'draft', version: 1 } }),
  'content.preview': (f) => ({ params: { type: 'faq', id: f.faqId } }),
  // Names a version the FAQ never had: a 409 (let in), and nothing deleted.
  'content.bulk': (f) => ({ params: { type: 'faq' }, body: { action: 'delete', items: [{ id: f.faqId, version: 999 }] } }),
  // Each admitted asker makes its own draft copy of the slide.
  'content.duplicate': (f) => ({ params: { type: 'slide', id: f.slideId } }),
  // A new picture each time (its bytes differ), so each admitted asker really uploads.
  'media.upload': () => ({ query: { name: `${unique('photo')}.png` }, body: pngWithText(unique('upload')) }),
  // A new scan each time (its bytes differ), so each admitted asker really uploads.
  'documents.upload': () => ({ query: { name: `${unique('scan')}.pdf` }, body: Buffer.from(`%PDF-1.4\n% ${unique('scan')}\n%%EOF\n`) }),
  // A new file each time; on a version somebody changed meanwhile it is a 409, which still shows it was let in.
  'media.replaceFile': (f) => ({
    params: { id: String(f.mediaId) },
    query: { name: `${unique('photo')}.png`, version: '1' },
    body: pngWithText(unique('replace')),
  }),
  'media.list': () => ({ query: { q: 'basket' } }),
  'media.get': (f) => ({ params: { id: String(f.mediaId) } }),
  'media.update': (f) => ({ params: { id: String(f.mediaId) }, body: { alt: 'A basket', focus: { x: 0.5, y: 0.5 }, version: 1 } }),
  // Not failed: a 409, which still shows the request was let in.
  'media.retry': (f) => ({ params: { id: String(f.mediaId) }, body: { version: 1 } }),
  'media.remove': (f) => ({ params: { id: String(f.doomedMediaId) }, body: { version: 1 } }),
  'productCsv.exportCsv': () => ({}),
  // A dry run of a file whose row is refused (no such category): it writes nothing, for any role.
  'productCsv.importCsv': () => ({ body: { csv: 'name,path,category\nLidded basket,lidded-basket,teapots\n', dryRun: true } }),
  'buyerData.find': (f) => ({ query: { email: f.buyerEmail } }),
  'buyerData.exportFile': (f) => ({ query: { email: f.buyerEmail } }),
  // An address nobody wrote from: a 404 (let in), and nothing erased.
  'buyerData.erase': () => {
    const email = `${unique('nobody')}@example.com`;
    return { body: { email, confirmation: email } };
  },
};

/** A small PNG whose bytes carry `text` (a comment chunk), so that no two are the same picture. */
function pngWithText(text: string): Buffer {
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

let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let fixtures: Fixtures;
let lastOctet = 0;
const newIp = () => `10.88.${Math.floor(lastOctet / 250)}.${(lastOctet++ % 250) + 1}`;

async function newInquiry(): Promise<string> {
  const response = await request(site.app)
    .post(`/api${inquiriesApi.sendContact.path}`)
    .set('X-Forwarded-For', newIp())
    .send({ ...inquiryExamples.sendContact, email: `${unique('buyer')}@example.com` });
  expect(response.status).toBe(201);
  const row = await site.database.db
    .selectFrom('inquiry')
    .select('id')
    .where('reference', '=', response.body.reference)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A picture in the library, uploaded by an editor. */
async function newMedia(tag: string): Promise<number> {
  const editor = await signedInAs(site.database.db, 'editor');
  const response = await request(site.app)
    .post(endpointUrl(mediaApi.upload, { query: { name: `${tag}.png` } }))
    .set(editor.headers)
    .set('Content-Type', 'image/png')
    .send(pngWithText(unique(tag)));
  expect(response.status).toBe(201);
  return (response.body as { id: number }).id;
}

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
  const req = (endpoint.method === 'GET' ? request(site.app).get(url) : request(site.app).post(url))
    .set(headers)
    .set('X-Forwarded-For', newIp());
  if (parts.body === undefined) return req;
  // An upload's body is the file's bytes.
  return Buffer.isBuffer(parts.body) ? req.set('Content-Type', 'image/png').send(parts.body) : req.send(parts.body as object);
}

beforeAll(async () => {
  site = await createIsolatedTestApp();
  const db = site.database.db;
  const account = async (role: StaffRole, password: boolean) => {
    const email = `${unique(role)}@staff.test`;
    const { id } = await db
      .insertInto('staff')
      .values({ email, name: `Fixture ${role}`, role, password_hash: password ? await hashPassword(PASSWORD) : null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, email };
  };
  const signIn = await account('editor', true);
  const invited = await account('sales', false);
  const sales = await account('sales', true);
  const owner = await account('owner', true);
  const { id: tokenId } = await db
    .insertInto('api_token')
    .values({ name: 'To revoke', role: 'editor', token_hash: hashOfToken(newSecretToken()), created_by: owner.id, expires_at: FAR_FUTURE })
    .returning('id')
    .executeTakeFirstOrThrow();
  fixtures = {
    signInEmail: signIn.email,
    invitedId: invited.id,
    salesId: sales.id,
    tokenId,
    inquiryId: await newInquiry(),
    otherInquiryId: await newInquiry(),
    buyerEmail: (await db.selectFrom('inquiry').select('email').orderBy('id', 'desc').executeTakeFirstOrThrow()).email!,
    ...(await (async () => {
      const faqs = await db.selectFrom('faq').select('id').orderBy('id').limit(2).execute();
      const slide = await db.selectFrom('slide').select('id').orderBy('id').executeTakeFirstOrThrow();
      return { faqId: faqs[0]!.id, otherFaqId: faqs[1]!.id, slideId: slide.id };
    })()),
    mediaId: await newMedia('fixture'),
    doomedMediaId: await newMedia('doomed'),
  };
});
afterAll(() => site.dispose());

it('has a row for every endpoint of every staff contract, and no row without an endpoint', () => {
  expect(Object.keys(MATRIX).sort()).toEqual(ENDPOINTS.map(([name]) => name).sort());
  expect(Object.keys(EXAMPLES).sort()).toEqual(ENDPOINTS.map(([name]) => name).sort());
});

describe.each(ENDPOINTS)('%s', (name, endpoint) => {
  it(`admits ${JSON.stringify(MATRIX[name] ?? 'a row of the matrix')} and nobody else`, async () => {
    const admitted = MATRIX[name];
    const example = EXAMPLES[name];
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
