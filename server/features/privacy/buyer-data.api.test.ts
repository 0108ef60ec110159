import { englishOf } from '../../../shared/i18n/english';
import { strFromU8, unzipSync } from 'fflate';
import { buyerDataApi } from '../../../shared/contracts/buyer-data';
import { buyerQuoteApi } from '../../../shared/contracts/buyer-quote';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { inboxApi } from '../../../shared/contracts/inbox';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { quotesApi } from '../../../shared/contracts/quotes';
import { BUYER_DATA_MESSAGES, type BuyerDataFound } from '../../../shared/staff/buyer-data';
import { hashOfToken, newSecretToken } from '../../http/secret-token';
import { insertSentQuote } from '../../../test/quote-fixtures';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp } from '../../../test/test-app';
import { httpClient } from '../../../test/http';

// A buyer's request under the GDPR, as staff answer it: everything held under their address found, exported as a
// file and erased, while the inquiry's business figures stay what the owner's dashboard counted.

const BUYER = { name: 'Klára Nováková', email: 'Klara.Novakova@atelier-osier.example', phone: '+420 601 234 567' };
const ADDRESS = BUYER.email.toLowerCase();
const FILE_BYTES = Buffer.from('%PDF-1.4\nPurchase specification of Atelier Osier\n%%EOF\n');

let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let owner: SignedIn;
let sales: SignedIn;
let inquiry: { id: string; reference: string };
let quotePageToken: string;

const db = () => site.database.db;
const { get, post } = httpClient(() => site.app);
const find = (who: SignedIn, email = ADDRESS) => get(endpointUrl(buyerDataApi.find, { query: { email } }), who);
const erase = (who: SignedIn, body: { email: string; confirmation: string }) => post(endpointUrl(buyerDataApi.erase), body, who);
const dashboard = async () => (await get(endpointUrl(inboxApi.dashboard, { query: { weeks: '4' } }), owner)).body;
const quoteFigures = async () => (await get(endpointUrl(quotesApi.figures, { query: { weeks: '4' } }), owner)).body;
const inboxSearch = async (q: string) => (await get(endpointUrl(inboxApi.list, { query: { q } }), sales)).body.items as { id: string }[];

beforeAll(async () => {
  site = await createIsolatedTestApp();
  owner = await signedInAs(db(), 'owner', { name: 'Mai Owner' });
  sales = await signedInAs(db(), 'sales', { name: 'Lan Sales' });
  // The buyer asks for a quotation through the site, as any buyer does.
  const product = await db().selectFrom('product').select(['name', 'path']).orderBy('id').executeTakeFirstOrThrow();
  const sent = await post(endpointUrl(inquiriesApi.sendContact), {
    name: BUYER.name,
    phone_number: BUYER.phone,
    email: BUYER.email,
    subject: 'Seagrass baskets for our spring range',
    message: 'Klára here from Atelier Osier in Brno: 600 baskets, natural colour.',
    product: {
      name: product.name,
      link: `http://catalogue.test/product/${product.path}`,
      variants: [{ colour: 'Natural', quantity: 600 }],
    },
  }).set('X-Forwarded-For', '10.41.0.2');
  expect(sent.status).toBe(201);
  inquiry = await db()
    .selectFrom('inquiry')
    .select(['id', 'reference'])
    .where('reference', '=', sent.body.reference)
    .executeTakeFirstOrThrow();
  // Her answer by e-mail, with a file, read from the company's mailbox into the inquiry.
  const mail = await db()
    .insertInto('inbound_mail')
    .values({
      mailbox: 'INBOX',
      uid_validity: '1',
      uid: '41',
      message_id: '<spec-41@atelier-osier.example>',
      inquiry_id: inquiry.id,
      matched_by: 'thread',
      from_address: BUYER.email,
      from_name: BUYER.name,
      from_buyer: true,
      subject: 'Re: your quotation',
      sent_at: new Date(),
      body_text: 'Please see our specification attached. Klára',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('inbound_attachment')
    .values({
      inbound_mail_id: mail.id,
      position: 0,
      file_name: 'specification.pdf',
      content_type: 'application/pdf',
      size: FILE_BYTES.length,
      bytes: FILE_BYTES,
    })
    .execute();
  await db()
    .insertInto('inquiry_event')
    .values({
      inquiry_id: inquiry.id,
      actor_label: BUYER.name,
      kind: 'mail',
      inbound_mail_id: mail.id,
      body: 'Please see our specification attached.',
    })
    .execute();
  // A quote sent to her, with her page's link.
  await insertSentQuote(db(), inquiry.id, [
    {
      sentAt: new Date(),
      validUntil: '2099-12-31',
      totalCents: 1_230_000,
      lines: [{ path: product.path, name: product.name, colour: 'Natural', quantity: 600, unitPriceCents: 2050 }],
    },
  ]);
  quotePageToken = newSecretToken();
  await db()
    .insertInto('buyer_link')
    .values({ token_hash: hashOfToken(quotePageToken), inquiry_id: inquiry.id })
    .execute();
});
afterAll(() => site.dispose());

describe('finding a buyer’s data', () => {
  it('lists every inquiry, mail, file and quote page held under the address, in any letter case', async () => {
    const response = await find(sales, BUYER.email);
    expect(response.status).toBe(200);
    const found = response.body as BuyerDataFound;
    expect(found.inquiries).toEqual([expect.objectContaining({ reference: inquiry.reference, name: BUYER.name, phone: BUYER.phone })]);
    expect(found.mails.filter((m) => m.direction === 'received')).toEqual([
      expect.objectContaining({ subject: 'Re: your quotation', address: BUYER.email, attachments: 1 }),
    ]);
    // Her acknowledgement, and the sales notice that carried her words.
    expect(found.mails.filter((m) => m.direction === 'sent').length).toBeGreaterThanOrEqual(2);
    // Her page's link from the acknowledgement, and the one sent with the quote.
    expect(found).toMatchObject({ attachments: 1, quotePages: 2 });
  });

  it('refuses an address that is not one, saying why', async () => {
    const response = await find(sales, 'klara-at-osier');
    expect(response.status).toBe(400);
    expect(response.body.errors.email).toBeTruthy();
  });
});

describe('exporting it', () => {
  it('downloads a zip of the JSON document and the files, and audits the export without the address', async () => {
    const response = await get(endpointUrl(buyerDataApi.exportFile, { query: { email: ADDRESS } }), sales)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="?buyer-data-\d{4}-\d{2}-\d{2}\.zip"?/);
    const files = unzipSync(new Uint8Array(response.body as Buffer));
    const document = JSON.parse(strFromU8(files['buyer-data.json']!));
    expect(document.inquiries[0]).toMatchObject({ reference: inquiry.reference, name: BUYER.name, email: BUYER.email, phone: BUYER.phone });
    expect(document.inquiries[0].sent.message).toContain('600 baskets');
    expect(document.inquiries[0].quotes).toEqual([expect.objectContaining({ number: 1, totalCents: 1_230_000 })]);
    const received = document.mailsReceived[0];
    expect(received).toMatchObject({ from: BUYER.email, text: 'Please see our specification attached. Klára' });
    expect(Buffer.from(files[received.attachments[0].file]!).equals(FILE_BYTES)).toBe(true);

    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_staff_id', 'detail'])
      .where('action', '=', 'buyer-data.exported')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_staff_id: sales.staffId, detail: expect.objectContaining({ inquiries: 1, attachments: 1 }) });
    expect(JSON.stringify(audit.detail).toLowerCase()).not.toContain('novakova');
  });
});

describe('erasing it', () => {
  it('is the owner’s alone, and only with the address typed again', async () => {
    expect((await erase(sales, { email: ADDRESS, confirmation: ADDRESS })).status).toBe(403);
    const mistyped = await erase(owner, { email: ADDRESS, confirmation: 'klara.novakova@atelier-osier.exampel' });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.errors.confirmation).toBe(englishOf(BUYER_DATA_MESSAGES.confirmationMismatch));
    expect((await find(owner)).body.inquiries).toHaveLength(1);
  });

  it('removes everything that names her, keeps the figures, and audits it in the same transaction', async () => {
    expect(await inboxSearch('Novakova')).toEqual([expect.objectContaining({ id: inquiry.id })]);
    expect((await get(endpointUrl(buyerQuoteApi.view, { params: { token: quotePageToken } }))).status).toBe(200);
    const [dashboardBefore, figuresBefore] = [await dashboard(), await quoteFigures()];

    const response = await erase(owner, { email: ADDRESS, confirmation: BUYER.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ inquiries: 1, attachments: 1, quotePages: 2 });
    expect(response.body.mails).toBeGreaterThanOrEqual(3);

    // The owner's figures are the same.
    expect(await dashboard()).toEqual(dashboardBefore);
    expect(await quoteFigures()).toEqual(figuresBefore);
    // Nothing is found under her address, her name or her words; her quote page no longer opens.
    expect((await find(owner)).body).toMatchObject({ inquiries: [], mails: [], attachments: 0, quotePages: 0 });
    expect(await inboxSearch('Novakova')).toEqual([]);
    expect(await inboxSearch('Brno')).toEqual([]);
    expect((await get(endpointUrl(buyerQuoteApi.view, { params: { token: quotePageToken } }))).status).toBe(404);

    // The inquiry stays, with what was asked and quoted, and without her.
    const detail = (await get(endpointUrl(inboxApi.get, { params: { id: inquiry.id } }), owner)).body;
    expect(detail).toMatchObject({ reference: inquiry.reference, kind: 'quotation', name: null, email: null, phone: null });
    expect(detail.erasedAt).toEqual(expect.any(String));
    expect(JSON.stringify(detail)).not.toMatch(/Kl[aá]ra|Osier|601 234/i);
    expect(detail.products).toEqual([expect.objectContaining({ pieces: 600 })]);
    const lines = await db()
      .selectFrom('quote_line as l')
      .innerJoin('quote_version as v', 'v.id', 'l.version_id')
      .innerJoin('quote as q', 'q.id', 'v.quote_id')
      .select(['l.quantity', 'v.total_cents'])
      .where('q.inquiry_id', '=', inquiry.id)
      .execute();
    expect(lines).toEqual([{ quantity: '600', total_cents: '1230000' }]);
    const files = await db().selectFrom('inbound_attachment').select('id').where('file_name', '=', 'specification.pdf').execute();
    expect(files).toEqual([]);
    const mails = await db().selectFrom('email_outbox').select(['body_text', 'subject']).where('inquiry_id', '=', inquiry.id).execute();
    expect(mails.every((m) => m.body_text === '' && m.subject === '')).toBe(true);

    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_staff_id', 'detail'])
      .where('action', '=', 'buyer-data.erased')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor_staff_id: owner.staffId,
      detail: expect.objectContaining({ inquiries: 1, attachments: 1, quotePages: 2 }),
    });
    expect(JSON.stringify(audit.detail).toLowerCase()).not.toContain('novakova');
  });

  it('answers 404 for an address nothing is held under, and changes nothing', async () => {
    const response = await erase(owner, { email: ADDRESS, confirmation: ADDRESS });
    expect(response.status).toBe(404);
    expect(response.body.error).toBe(englishOf(BUYER_DATA_MESSAGES.nothingHeld));
  });
});
