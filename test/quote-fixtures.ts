import { endpointUrl } from '../shared/contracts/endpoint-url';
import { inquiriesApi } from '../shared/contracts/inquiries';
import { quotesApi, type QuoteWorkspace } from '../shared/contracts/quotes';
import type { Db } from '../server/db/connect';
import { httpClient } from './http';
import { insertInquiry, testClock, vn } from './inbox-fixtures';
import { type SignedIn, signedInAs } from './staff-sessions';
import { createIsolatedTestApp, createTestApp, OWN_DATABASE_SETUP_MS, TEST_BASE_URL } from './test-app';

// Quotes for the tests: a draft on the builder's starting terms, sent quotes written straight to the database, the
// builder's API as the back office uses it, and quotes sent to buyers through it on a database of its own.

/** The specification's terms, which the builder starts a quote on. */
const STARTING_TERMS = {
  incoterm: 'fob-hai-phong',
  port: '',
  paymentTerms: 'tt-30',
  samplesDays: { from: 5, to: 10 },
  productionDays: { from: 35, to: 65 },
};

/** A first save of a quote (no quote yet: version null), on the specification's terms, without lines. */
export const EMPTY_QUOTE_DRAFT = { version: null, ...STARTING_TERMS, validUntil: null, notes: '', lines: [] } as const;

export interface FixtureVersion {
  sentAt: Date;
  validUntil: string;
  totalCents: number;
  answer?: { answer: 'accepted' | 'declined'; at: Date; reason?: string };
  /** The version's lines, one colour of one product each (none unless given). */
  lines?: { path: string; name: string; colour: string; quantity: number; unitPriceCents: number }[];
}

/**
 * A quote of the inquiry with `versions` sent (numbered from 1, in order), with the lines given (none otherwise),
 * written straight to the database with the times a test needs: what the outcomes, the dashboard and the buyer's
 * page read.
 */
export async function insertSentQuote(db: Db, inquiryId: string, versions: FixtureVersion[]) {
  const quote = await db.insertInto('quote').values({ inquiry_id: inquiryId }).returning('id').executeTakeFirstOrThrow();
  const ids: string[] = [];
  for (const [index, version] of versions.entries()) {
    const row = await db
      .insertInto('quote_version')
      .values({
        quote_id: quote.id,
        number: index + 1,
        status: 'sent',
        incoterm: 'fob-hai-phong',
        payment_terms: 'tt-30',
        samples_days_from: 5,
        samples_days_to: 10,
        production_days_from: 35,
        production_days_to: 65,
        valid_until: version.validUntil,
        total_cents: version.totalCents,
        priced: true,
        sent_at: version.sentAt,
        buyer_answer: version.answer?.answer ?? null,
        buyer_answer_reason: version.answer?.reason ?? null,
        buyer_answered_at: version.answer?.at ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (version.lines?.length) {
      await db
        .insertInto('quote_line')
        .values(
          version.lines.map((line, position) => ({
            version_id: row.id,
            position,
            product_path: line.path,
            product_name: line.name,
            carton: null,
            colour: line.colour,
            quantity: line.quantity,
            unit_price_cents: line.unitPriceCents,
            below_minimum_reason: null,
          })),
        )
        .execute();
    }
    ids.push(row.id);
  }
  return { quoteId: quote.id, versionIds: ids };
}

/** The address of an endpoint on one inquiry: its quote's, or its page's in the inbox. */
export const inquiryUrl = (endpoint: { path: string; method: 'GET' | 'POST' }, id: string) =>
  endpointUrl(endpoint as typeof quotesApi.workspace, { params: { id } });

/** Where the builder's tests' clock stands: Tuesday 24 November 2026, 10:00 in Ho Chi Minh City ("today" 2026-11-24). */
export const BUILDER_NOW = vn('2026-11-24 10:00');

/**
 * The quote builder's API as the back office uses it, on the run's seeded catalogue and a clock at BUILDER_NOW:
 * a sales person (Lan) and an owner signed in and two catalogue products with packing data (`given`, made in a
 * `beforeAll`); `get`, `open` and `save` ask as Lan unless told whom. With the terms a save sends, a line of a
 * save, an order basket of the two products, and the versions and audit entries stored.
 */
export function quoteBuilderSite() {
  const clock = testClock(BUILDER_NOW);
  const { app, database } = createTestApp({ clock: clock.now });
  const db = database.db;
  const given = {} as { sales: SignedIn; owner: SignedIn; basket: { path: string; name: string; colours: string[] }[] };
  beforeAll(async () => {
    given.sales = await signedInAs(db, 'sales', { name: 'Lan Nguyen' });
    given.owner = await signedInAs(db, 'owner', { name: 'Olivia Owner' });
    given.basket = await db
      .selectFrom('product')
      .select(['path', 'name', 'colours'])
      .where('pieces_per_carton', 'is not', null)
      .where('carton_length_cm', 'is not', null)
      .orderBy('id')
      .limit(2)
      .execute();
  });
  afterAll(() => database.close());

  const { get, post } = httpClient(app, () => given.sales);
  const workspaceUrl = (id: string) => inquiryUrl(quotesApi.workspace, id);
  const open = async (id: string, who?: SignedIn): Promise<QuoteWorkspace> => {
    const response = await get(workspaceUrl(id), who);
    expect(response.status).toBe(200);
    return response.body as QuoteWorkspace;
  };
  const save = (id: string, body: unknown, who?: SignedIn) => post(workspaceUrl(id), body, who);

  const terms = { ...STARTING_TERMS, validUntil: '2026-12-24', notes: 'Prices for the colours asked; other colours on request.' };
  const line = (path: string, colour: string, quantity: number, unitPriceCents: number | null, belowMinimumReason = '') => ({
    path,
    colour,
    quantity,
    unitPriceCents,
    belowMinimumReason,
  });

  /** An order basket of the two products: the first in two colours, the second in one. */
  async function orderInquiry(email = `buyer-${Math.random().toString(36).slice(2)}@example.de`) {
    const [first, second] = given.basket;
    const { id, reference } = await insertInquiry(db, {
      kind: 'order',
      receivedAt: vn('2026-11-23 15:00'),
      email,
      products: [{ path: first!.path, pieces: 300 }, { path: second!.path }],
    });
    // The fixture's basket has one colour per product: give the first a second colour, as a buyer's basket would.
    const payload = {
      name: 'Greta Müller',
      email,
      phone_number: '+49 30 1234567',
      message: '',
      items: [
        {
          path: first!.path,
          name: first!.name,
          variants: [
            { colour: 'Natural', quantity: 200 },
            { colour: 'Black', quantity: 100 },
          ],
        },
        { path: second!.path, name: second!.name, variants: [{ colour: 'White', quantity: 150 }] },
      ],
    };
    await db
      .updateTable('inquiry')
      .set({ payload: JSON.stringify(payload) })
      .where('id', '=', id)
      .execute();
    return { id, reference, email };
  }

  const storedVersions = (inquiryId: string) =>
    db
      .selectFrom('quote_version as v')
      .innerJoin('quote as q', 'q.id', 'v.quote_id')
      .select(['v.number', 'v.status', 'v.total_cents'])
      .where('q.inquiry_id', '=', inquiryId)
      .execute();
  const auditOf = (inquiryId: string) =>
    db
      .selectFrom('audit_log')
      .select(['action', 'actor_staff_id', 'detail'])
      .where('subject_type', '=', 'inquiry')
      .where('subject_id', '=', inquiryId)
      .where('action', 'like', 'quote.%')
      .orderBy('id')
      .execute();

  return { db, given, get, workspaceUrl, open, save, terms, line, orderInquiry, storedVersions, auditOf };
}

/**
 * An application on a database of its own (made in a `beforeAll`, dropped in an `afterAll`) on `clock`, for the
 * tests of sending quotes: the mail server receives only their mails, the dashboard counts only their inquiries.
 * Lan, the sales person who sends, and a product with packing data are `given`; `get` and `post` ask as Lan,
 * `visitor` as a buyer's browser. With a buyer's quotation request from the product page's form, Lan saving and
 * sending its quote, and the company's days as the clock reads them.
 */
export function quoteSendingSite(clock: () => Date) {
  let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
  const given = {} as { lan: SignedIn; product: { path: string; name: string } };
  beforeAll(async () => {
    site = await createIsolatedTestApp({ clock });
    const db = site.database.db;
    given.lan = await signedInAs(db, 'sales', { name: 'Lan Nguyễn', email: 'lan@hanoweave.example' });
    given.product = await db
      .selectFrom('product')
      .select(['path', 'name'])
      .where('pieces_per_carton', 'is not', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
  }, OWN_DATABASE_SETUP_MS);
  afterAll(() => site.dispose());

  const db = () => site.database.db;
  const { get, post } = httpClient(
    () => site.app,
    () => given.lan,
  );
  const visitor = httpClient(() => site.app);

  let octet = 1;
  async function quotationFrom(email: string) {
    const sent = await visitor
      .post(endpointUrl(inquiriesApi.sendContact), {
        name: 'Zsófia Kővári',
        phone_number: '+(123) 456-7890',
        email,
        subject: 'Baskets',
        message: 'Please quote 300 pieces.',
        product: { link: `${TEST_BASE_URL}/product/${given.product.path}`, name: given.product.name },
      })
      .set('X-Forwarded-For', `10.55.0.${octet++}`);
    expect(sent.status).toBe(201);
    const { id } = await db().selectFrom('inquiry').select('id').where('reference', '=', sent.body.reference).executeTakeFirstOrThrow();
    return { id, reference: sent.body.reference as string };
  }

  return {
    given,
    db,
    get,
    post,
    visitor,
    quotationFrom,
    saveDraft: (id: string, body: object) => post(inquiryUrl(quotesApi.saveDraft, id), body),
    send: (id: string, body: object) => post(inquiryUrl(quotesApi.send, id), body),
    terms: (validUntil: string | null) => ({ ...STARTING_TERMS, validUntil, notes: '' }),
    today: () => new Date(clock().getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10),
    inDays: (days: number) => new Date(clock().getTime() + (7 * 60 + days * 24 * 60) * 60 * 1000).toISOString().slice(0, 10),
  };
}
