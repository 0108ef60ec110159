// The inquiry inbox at 100,000 inquiries: its list (filters, count, paging) and its search, timed as the back office
// calls them (the service, in-process), p95 against a 50 ms target. `bench/run.ts` calls `measureInbox` on its own
// database; `npx tsx bench/inbox.ts` runs this part alone on a scratch database and drops it afterwards.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { seededRandom, type Random } from '../demo/catalogue/random';
import { seedDatabase } from '../demo/catalogue/seed';
import { demoPictures } from '../test/demo-pictures';
import { openPostgres } from '../server/db/connect';
import type { Db } from '../server/db/connect';
import type { InquiryKind, InquiryStatus } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { countryOf } from '../server/features/inbox/buyer-origin';
import { companyDomainOf } from '../server/features/inbox/company-domain';
import { createServices } from '../server/services';
import { createLogger } from '../server/logger';
import { COMPANY_WORKING_TIME, addWorkingMinutes, replyDueAt } from '../server/features/inbox/reply-clock';
import { newReference } from '../server/features/inquiries/reference.public';
import { createTestDatabase, dropTestDatabase } from '../test/test-database';

export const BENCH_INQUIRIES = 100_000;
export const INBOX_TARGET_P95_MS = 50;
const BATCH = 1_000;
const YEARS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The bench's "now": the newest inquiry arrived just before. */
const NOW = new Date('2026-11-18T03:00:00Z');

export interface InboxFigure {
  name: string;
  kind: 'list' | 'search';
  p50Ms: number;
  p95Ms: number;
  /** How many inquiries the case finds (as the list counts them). */
  found: string;
}

const FIRST = [
  'Anna',
  'James',
  'Marie',
  'Sofia',
  'Emma',
  'Daan',
  'Olivia',
  'Kenji',
  'Hannah',
  'Thu Hà',
  'Carlos',
  'Liam',
  'Chloé',
  'Ahmed',
  'Zofia',
  'Ethan',
  'Lucas',
  'Mia',
  'Noah',
  'Lea',
  'Paul',
  'Julia',
  'Mateo',
  'Elena',
  'Ivan',
  'Yuki',
  'Omar',
  'Sara',
  'Tom',
  'Nina',
];
const LAST = [
  'Schmidt',
  'Carter',
  'Dubois',
  'Rossi',
  'Johansson',
  'de Vries',
  'Brown',
  'Satō',
  'Müller',
  'Nguyễn',
  'García',
  'Wilson',
  'Lefèvre',
  'Al-Farsi',
  'Kowalska',
  'Clarke',
  'Martin',
  'Bernard',
  'Novak',
  'Horvat',
  'Jensen',
  'Larsen',
  'Silva',
  'Costa',
  'Kim',
  'Tanaka',
  'Ivanova',
  'Weber',
  'Fischer',
  'Moreau',
];
const WORDS = [
  'natur',
  'casa',
  'wohn',
  'home',
  'deco',
  'living',
  'atelier',
  'maison',
  'nordic',
  'coastal',
  'green',
  'craft',
  'basket',
  'interior',
  'design',
  'trade',
  'import',
  'store',
];
const TLDS = ['de', 'fr', 'it', 'co.uk', 'nl', 'se', 'es', 'pl', 'com', 'com.au', 'jp', 'ae', 'us', 'ca', 'dk'];
const FREE = ['gmail.com', 'outlook.com', 'yahoo.com', 'hotmail.fr', 'web.de'];
const PHONES: Record<string, string> = {
  de: '+49 30 123',
  fr: '+33 1 42 68',
  it: '+39 02 1234',
  'co.uk': '+44 20 7946',
  nl: '+31 20 123',
  es: '+34 912 34',
};
const SUBJECTS = [
  'Price list for seagrass baskets',
  'Quotation for rattan lamps',
  'Samples of water hyacinth storage',
  'Catalogue and MOQ',
  'Private label baskets',
  'Christmas collection 2027',
  'Jute rugs for our stores',
  'Bamboo trays, custom sizes',
];
const SENTENCES = [
  'We are an importer of home decoration looking for a new supplier.',
  'Please send your price list and minimum order quantity.',
  'Could you make this basket in a darker colour?',
  'We need 500 pieces per colour delivered before March.',
  'Do you offer FSC certified rattan?',
  'What are the carton sizes and the loading per 40 ft container?',
  'Our customers love natural fibre products, especially seagrass.',
  'Is it possible to visit your workshop near Hanoi?',
  'We would like samples of the water hyacinth laundry hamper.',
  'Please quote FOB Hai Phong for the items below.',
];

interface Row {
  kind: InquiryKind;
  created: Date;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  status: InquiryStatus;
  firstReply: Date | null;
  assignee: number | null;
  products: { path: string; pieces: number | null }[];
}

function inquiryOf(random: Random, domains: string[], paths: string[], staff: number[]): Row {
  const roll = random.next();
  const kind: InquiryKind = roll < 0.4 ? 'quotation' : roll < 0.65 ? 'order' : roll < 0.9 ? 'contact' : 'catalogue';
  const created = new Date(NOW.getTime() - random.next() ** 1.5 * YEARS * 365 * DAY_MS);
  const first = random.pick(FIRST);
  const last = random.pick(LAST);
  const free = random.next() < 0.3;
  const domain = free ? random.pick(FREE) : random.pick(domains);
  const local = `${first}.${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '');
  const tld = domain.slice(domain.indexOf('.') + 1);
  const phone = PHONES[tld] ? `${PHONES[tld]} ${random.int(1000, 9999)}` : `0${random.int(100000000, 999999999)}`;
  const ageDays = (NOW.getTime() - created.getTime()) / DAY_MS;
  const waiting = ageDays < 2 ? random.next() < 0.7 : random.next() < 0.02;
  const statuses: InquiryStatus[] = kind === 'quotation' || kind === 'order' ? ['open', 'quoted', 'won', 'lost'] : ['open', 'closed'];
  const status: InquiryStatus = random.next() < 0.04 ? 'spam' : waiting ? 'new' : random.pick(statuses);
  const firstReply = status === 'new' || status === 'spam' ? null : addWorkingMinutes(created, random.int(10, 2_000), COMPANY_WORKING_TIME);
  const count = kind === 'order' ? random.int(1, 4) : kind === 'quotation' ? 1 : 0;
  const products = random
    .shuffle(paths.slice(0, 400))
    .slice(0, count)
    .map((path) => ({ path, pieces: kind === 'order' ? random.int(1, 20) * 100 : null }));
  return {
    kind,
    created,
    name: `${first} ${last}`,
    email: `${local}@${domain}`,
    phone,
    subject: random.pick(SUBJECTS),
    message: `${random.pick(SENTENCES)} ${random.pick(SENTENCES)}`,
    status,
    firstReply: firstReply && firstReply < NOW ? firstReply : null,
    assignee: random.next() < 0.8 ? random.pick(staff) : null,
    products,
  };
}

function payloadOf(row: Row) {
  if (row.kind === 'catalogue') return { email: row.email };
  const contact = { name: row.name, phone_number: row.phone, email: row.email };
  if (row.kind === 'order') {
    return {
      ...contact,
      message: row.message,
      items: row.products.map((p) => ({ path: p.path, name: p.path, variants: [{ colour: 'Natural', quantity: p.pieces }] })),
    };
  }
  const product = row.products[0] ? { product: { link: `/product/${row.products[0].path}`, name: row.products[0].path } } : {};
  return { ...contact, subject: row.subject, message: row.message, ...product };
}

/** Inquiries up to `total`, as two years of a busy inbox would hold them; VACUUM ANALYZE after, as after any bulk load. */
export async function seedBenchInquiries(db: Db, total = BENCH_INQUIRIES): Promise<void> {
  const { n } = await db
    .selectFrom('inquiry')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  if (n >= total) return;
  const random = seededRandom(20261118);
  const paths = (await db.selectFrom('product').select('path').orderBy('id').limit(2_000).execute()).map((p) => p.path);
  const staff: number[] = [];
  for (let i = 0; i < 5; i++) {
    const { id } = await db
      .insertInto('staff')
      .values({ email: `bench-sales-${i}@bench.test`, name: `Bench Sales ${i}`, role: 'sales', password_hash: null })
      .onConflict((oc) => oc.column('email').doUpdateSet({ active: true }))
      .returning('id')
      .executeTakeFirstOrThrow();
    staff.push(id);
  }
  // Five random letters a month: a reference drawn twice is drawn again.
  const references = new Set<string>();
  const uniqueReference = (row: Row): string => {
    for (;;) {
      const reference = newReference(row.kind, row.created);
      if (references.has(reference)) continue;
      references.add(reference);
      return reference;
    }
  };
  const domains = Array.from({ length: 400 }, () => `${random.pick(WORDS)}${random.pick(WORDS)}${random.int(1, 99)}.${random.pick(TLDS)}`);
  for (let done = n; done < total; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - done) }, () => inquiryOf(random, domains, paths, staff));
    const ids = await db
      .insertInto('inquiry')
      .values(
        rows.map((row) => ({
          reference: uniqueReference(row),
          kind: row.kind,
          idempotency_key: null,
          name: row.kind === 'catalogue' ? null : row.name,
          email: row.email,
          phone: row.kind === 'catalogue' ? null : row.phone,
          payload: JSON.stringify(payloadOf(row)),
          response: null,
          client_ip: null,
          created_at: row.created,
          updated_at: row.firstReply ?? row.created,
          status: row.status,
          assignee_id: row.assignee,
          reply_due_at: replyDueAt(row.created, COMPANY_WORKING_TIME),
          first_reply_at: row.firstReply,
          country: countryOf(row),
          company_domain: companyDomainOf(row.email),
        })),
      )
      .returning('id')
      .execute();
    const products = rows.flatMap((row, i) =>
      row.products.map((p) => ({ inquiry_id: ids[i]!.id, product_path: p.path, pieces: p.pieces })),
    );
    if (products.length)
      await db
        .insertInto('inquiry_product')
        .values(products)
        .onConflict((oc) => oc.doNothing())
        .execute();
  }
  await sql`vacuum analyze`.execute(db);
}

const RUNS = 100;
const WARM_UP = 10;
const TIME_BOX_MS = 4_000;
const percentileOf = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Seeds the database at `databaseUrl` (migrated, with products) up to 100,000 inquiries and times the inbox on it. */
export async function measureInbox(databaseUrl: string): Promise<InboxFigure[]> {
  const database = openPostgres(databaseUrl, 4);
  const db = database.db;
  try {
    await seedBenchInquiries(db);
    const { inbox } = createServices(db, {
      config: { publicBaseUrl: 'http://localhost' },
      logger: createLogger({ env: 'production', logLevel: 'silent' }),
      clock: () => NOW,
    });
    const sample = await db
      .selectFrom('inquiry')
      .select(['reference', 'email', 'assignee_id'])
      .where('kind', '=', 'quotation')
      .where('assignee_id', 'is not', null)
      .orderBy('id')
      .offset(5_000)
      .limit(1)
      .executeTakeFirstOrThrow();
    const product = await db
      .selectFrom('inquiry_product')
      .select('product_path')
      .groupBy('product_path')
      .orderBy(sql`count(*)`, 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const month = (d: Date) => d.toISOString().slice(0, 10);
    const cases: { name: string; kind: InboxFigure['kind']; query: Parameters<typeof inbox.list>[0] }[] = [
      { name: 'newest, no filter', kind: 'list', query: {} },
      { name: 'page 100', kind: 'list', query: { page: 100 } },
      { name: 'kind', kind: 'list', query: { kind: 'order' } },
      { name: 'waiting', kind: 'list', query: { status: 'waiting' } },
      { name: 'overdue', kind: 'list', query: { overdue: 'true' } },
      { name: 'status won', kind: 'list', query: { status: 'won' } },
      { name: 'assignee', kind: 'list', query: { assignee: String(sample.assignee_id) } },
      { name: 'unassigned', kind: 'list', query: { assignee: 'none' } },
      { name: 'country', kind: 'list', query: { country: 'DE' } },
      { name: 'most-asked product', kind: 'list', query: { product: product.product_path } },
      { name: 'last 30 days', kind: 'list', query: { from: month(new Date(NOW.getTime() - 30 * DAY_MS)), to: month(NOW) } },
      { name: 'a month a year ago', kind: 'list', query: { from: '2025-10-01', to: '2025-10-31' } },
      { name: 'kind, status and country', kind: 'list', query: { kind: 'quotation', status: 'quoted', country: 'FR' } },
      { name: 'a name', kind: 'search', query: { q: 'Schmidt' } },
      { name: 'first and last name', kind: 'search', query: { q: 'Anna Schmidt' } },
      { name: 'a name’s beginning', kind: 'search', query: { q: 'Sch' } },
      { name: 'an e-mail address', kind: 'search', query: { q: sample.email! } },
      { name: 'a reference', kind: 'search', query: { q: sample.reference } },
      { name: 'a common word', kind: 'search', query: { q: 'seagrass' } },
      { name: 'two words', kind: 'search', query: { q: 'water hyacinth' } },
      { name: 'one letter', kind: 'search', query: { q: 'a' } },
      { name: 'a word that is nowhere', kind: 'search', query: { q: 'zyzzyva' } },
      { name: 'a common word, page 50', kind: 'search', query: { q: 'price', page: 50 } },
      { name: 'a word and a kind', kind: 'search', query: { q: 'basket', kind: 'contact' } },
    ];
    const figures: InboxFigure[] = [];
    for (const { name, kind, query } of cases) {
      let found = '';
      for (let i = 0; i < WARM_UP; i++) {
        const page = await inbox.list(query);
        found = `${page.total.toLocaleString('en')}${page.totalCapped ? '+' : ''}`;
      }
      const times: number[] = [];
      const deadline = performance.now() + TIME_BOX_MS;
      while (times.length < RUNS && performance.now() < deadline) {
        const start = performance.now();
        await inbox.list(query);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 100) / 100;
      figures.push({ name, kind, p50Ms: round(percentileOf(times, 50)), p95Ms: round(percentileOf(times, 95)), found });
    }
    return figures;
  } finally {
    await database.close();
  }
}

/** The slowest case of a kind: what the bench's row reports. */
export function slowestOf(figures: InboxFigure[], kind: InboxFigure['kind']): InboxFigure {
  return figures.filter((f) => f.kind === kind).reduce((a, b) => (b.p95Ms > a.p95Ms ? b : a));
}

/** `--keep`: the scratch database is kept (its address printed) to look at plans with EXPLAIN. */
async function runAlone(keep: boolean) {
  const { name, url } = await createTestDatabase('catalogue_bench_inbox');
  try {
    const setup = openPostgres(url, 2);
    await migrateToLatest(setup.db);
    await seedDatabase(setup.db, await demoPictures());
    await setup.close();
    const seeded = performance.now();
    const figures = await measureInbox(url);
    console.log(`Seeded and measured in ${Math.round((performance.now() - seeded) / 1000)} s`);
    for (const f of figures) {
      console.log(
        `${f.p95Ms <= INBOX_TARGET_P95_MS ? 'PASS' : 'FAIL'}  ${f.kind} · ${f.name}: p50 ${f.p50Ms} ms, p95 ${f.p95Ms} ms (${f.found} found)`,
      );
    }
  } finally {
    if (keep) console.log(`Kept ${url}`);
    else await dropTestDatabase(name);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runAlone(process.argv.includes('--keep'));
