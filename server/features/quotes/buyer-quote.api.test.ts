import { createHash } from 'node:crypto';
import { BUYER_QUOTE_TEXT } from '../../../shared/buyer-quote';
import { buyerQuoteApi, type BuyerQuoteAnswer } from '../../../shared/contracts/buyer-quote';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { quotesApi } from '../../../shared/contracts/quotes';
import { testClock } from '../../../test/inbox-fixtures';
import { EMPTY_QUOTE_DRAFT } from '../../../test/quote-fixtures';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createTestApp } from '../../../test/test-app';
import { httpClient } from '../../../test/http';

// The buyer's own page of an inquiry, from the link in the acknowledgement: the link as mailed, what the page and
// its API answer at each stage, that neither is kept or indexed, and the 404 and "expired" answers.

const clock = testClock(new Date());
const { app, database } = createTestApp({ clock: clock.now });
const db = database.db;
const { get, post } = httpClient(app);
let sales: SignedIn;
let product: { path: string; name: string };

beforeAll(async () => {
  sales = await signedInAs(db, 'sales');
  product = await db.selectFrom('product').select(['path', 'name']).orderBy('id').limit(1).executeTakeFirstOrThrow();
});
beforeEach(() => clock.set(new Date()));
afterAll(() => database.close());

let lastOctet = 10;
const newIp = () => `10.77.${Math.floor(lastOctet / 250)}.${(lastOctet++ % 250) + 1}`;
let buyers = 0;
const ownEmail = () => `follow-${process.pid}-${++buyers}@example.de`;

/** A quotation request as the site's form sends it; its reference, its row's id and the link it was mailed. */
async function requestQuotation(email = ownEmail()) {
  const response = await post(`/api${inquiriesApi.sendContact.path}`, {
    name: 'Greta Müller',
    phone_number: '+(123) 456-7890',
    email,
    subject: 'Baskets',
    message: 'Please quote 500 pieces.',
    product: { link: `http://catalogue.test/product/${product.path}`, name: product.name },
  }).set('X-Forwarded-For', newIp());
  expect(response.status).toBe(201);
  const row = await db.selectFrom('inquiry').select('id').where('reference', '=', response.body.reference).executeTakeFirstOrThrow();
  const links = await db.selectFrom('buyer_link').select('token_hash').where('inquiry_id', '=', row.id).execute();
  const mail = await db
    .selectFrom('email_outbox')
    .select(['body_text', 'body_html', 'secret_body'])
    .where('inquiry_id', '=', row.id)
    .where('purpose', '=', 'buyer-acknowledgement')
    .executeTakeFirstOrThrow();
  const link = /http:\/\/catalogue\.test(\/quote\/([A-Za-z0-9_-]{43}))/.exec(mail.body_text);
  return {
    reference: response.body.reference as string,
    id: row.id,
    tokenHashes: links.map((l) => l.token_hash),
    mail,
    path: link?.[1],
    token: link?.[2],
  };
}

const viewOf = async (token: string) => {
  const response = await get(endpointUrl(buyerQuoteApi.view, { params: { token } }));
  return { status: response.status, body: response.body as BuyerQuoteAnswer, headers: response.headers };
};

describe('the link in the acknowledgement', () => {
  it('is mailed with every quotation request, its token kept only as a hash, and the mail emptied once delivered', async () => {
    const sent = await requestQuotation();
    expect(sent.token).toBeDefined();
    expect(sent.mail.body_text).toContain(BUYER_QUOTE_TEXT.followInMail);
    expect(sent.mail.body_html).toContain(`href="http://catalogue.test${sent.path}"`);
    expect(sent.mail.secret_body).toBe(true);
    expect(sent.tokenHashes).toEqual([createHash('sha256').update(sent.token!).digest('hex')]);
    const stored = JSON.stringify(await db.selectFrom('inquiry').selectAll().where('id', '=', sent.id).executeTakeFirstOrThrow());
    expect(stored).not.toContain(sent.token);
  });

  it('is not made for a catalogue request: there is nothing to quote', async () => {
    const email = ownEmail();
    const response = await post(`/api${inquiriesApi.registerEmail.path}`, { email }).set('X-Forwarded-For', newIp());
    expect(response.status).toBe(201);
    const row = await db.selectFrom('inquiry').select('id').where('reference', '=', response.body.reference).executeTakeFirstOrThrow();
    expect(await db.selectFrom('buyer_link').select('token_hash').where('inquiry_id', '=', row.id).execute()).toEqual([]);
    const mail = await db
      .selectFrom('email_outbox')
      .select('body_text')
      .where('inquiry_id', '=', row.id)
      .where('purpose', '=', 'buyer-acknowledgement')
      .executeTakeFirstOrThrow();
    expect(mail.body_text).not.toContain('/quote/');
  });
});

describe('what the link opens', () => {
  it('answers where the inquiry is, as it moves from received to being prepared to quoted, never kept nor indexed', async () => {
    const sent = await requestQuotation();
    const first = await viewOf(sent.token!);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(first.body).toMatchObject({ state: 'open', reference: sent.reference, kind: 'quotation', stage: 'received' });
    expect(first.body).toMatchObject({ products: [{ path: product.path, name: product.name, pieces: null }] });

    // Sales start a quote: it is being prepared.
    const draft = await post(endpointUrl(quotesApi.saveDraft, { params: { id: sent.id } }), EMPTY_QUOTE_DRAFT, sales);
    expect(draft.status).toBe(200);
    expect((await viewOf(sent.token!)).body).toMatchObject({ stage: 'being-prepared' });

    for (const [status, stage] of [
      ['quoted', 'quoted'],
      ['won', 'accepted'],
      ['lost', 'declined'],
      ['closed', 'closed'],
    ] as const) {
      await db.updateTable('inquiry').set({ status }).where('id', '=', sent.id).execute();
      expect((await viewOf(sent.token!)).body).toMatchObject({ stage });
    }
  });

  it('is kept by nobody and indexed by nobody under any letter case of its address', async () => {
    const sent = await requestQuotation();
    const view = endpointUrl(buyerQuoteApi.view, { params: { token: sent.token! } });
    for (const address of [view.replace('/quote/', '/Quote/'), view.replace('/api/quote/', '/API/QUOTE/')]) {
      const response = await get(address);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    // No quote was sent yet: its PDF is not found, and that answer is not kept for anyone either.
    const pdf = await get(endpointUrl(buyerQuoteApi.pdf, { params: { token: sent.token! } }).replace('/quote/', '/Quote/'));
    expect(pdf.status).toBe(404);
    expect(pdf.headers['cache-control']).not.toMatch(/public/);
    expect(pdf.headers['x-robots-tag']).toBe('noindex, nofollow');
    const page = await get(sent.path!.replace('/quote/', '/QUOTE/'));
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('renders the buyer’s page with its stage, on the server, never kept nor indexed', async () => {
    const sent = await requestQuotation();
    const page = await get(sent.path!);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.text).toContain(`Your inquiry ${sent.reference}`);
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    expect(page.text).toMatch(/aria-current="step"[^>]*>Received/);
    expect(page.text).toContain(BUYER_QUOTE_TEXT.received);
    expect(page.text).toContain(product.name);
  });

  it.each([
    ['letters written as escapes', (path: string) => path.replace('/quote/', '/%71uote/')],
    ['in capitals', (path: string) => path.replace('/quote/', '/QUOTE/')],
    ['in German, escaped', (path: string) => `/%64e${path.replace('/quote/', '/q%75ote/')}`],
  ])('renders the buyer’s page never indexed and naming its address to nobody, however its address is spelled: %s', async (_how, spell) => {
    const sent = await requestQuotation();
    const page = await get(spell(sent.path!));
    expect(page.status).toBe(200);
    expect(page.text).toContain(sent.reference);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers 404 alike for an unknown token, a token of another shape and a spam inquiry’s token', async () => {
    const spam = await requestQuotation();
    await db.updateTable('inquiry').set({ status: 'spam' }).where('id', '=', spam.id).execute();
    for (const token of ['A'.repeat(43), 'not-a-token', spam.token!]) {
      const view = await viewOf(token);
      expect(view.status).toBe(404);
      expect(view.body).toEqual({ error: 'Unknown link' });
      expect((await get(`/quote/${token}`)).status).toBe(404);
    }
  });

  it('expires 90 days after the inquiry while no quote was sent, saying only that, with the company’s contacts', async () => {
    const sent = await requestQuotation();
    clock.set(new Date(Date.now() + 89 * 24 * 60 * 60 * 1000));
    expect((await viewOf(sent.token!)).body).toMatchObject({ state: 'open' });
    clock.set(new Date(Date.now() + 91 * 24 * 60 * 60 * 1000));
    const view = await viewOf(sent.token!);
    expect(view.status).toBe(200);
    expect(view.body).toEqual({ state: 'expired' });
    const page = await get(sent.path!);
    expect(page.status).toBe(410);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain(BUYER_QUOTE_TEXT.expiredTitle);
    expect(page.text).toContain('+84 24 3791 6688');
    expect(page.text).not.toContain(sent.reference);
  });
});
