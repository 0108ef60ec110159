import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import request from 'supertest';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { RATE_LIMIT_MESSAGE } from '../../../shared/inquiries';
import type { DatabaseHandle } from '../../db/connect';
import { BROKEN_UNICODE_MESSAGE, NUL_MESSAGE } from '../../http/unstorable-text';
import { adminPaths } from '../../../shared/staff/addresses';
import { inquiryExamples } from '../../../test/api-examples';
import { createTestApp, TEST_BASE_URL } from '../../../test/test-app';

let app: ReturnType<typeof createTestApp>['app'];
let database: DatabaseHandle;

beforeAll(() => {
  ({ app, database } = createTestApp());
});
afterAll(() => database.close());

// Each test speaks from its own address, so the per-address rate limit only meets the test that wants it.
let lastOctet = 10;
const newIp = () => `10.9.${Math.floor(lastOctet / 250)}.${(lastOctet++ % 250) + 1}`;
const post = (path: string, body: unknown, ip = newIp()) =>
  request(app).post(`/api${path}`).set('X-Forwarded-For', ip).set('Content-Type', 'application/json').send(JSON.stringify(body));

// A recipient gets at most 3 acknowledgements a day, and other test files write to the same database: a test that
// looks at its acknowledgement writes to an address of its own.
let lastBuyer = 0;
const ownEmail = () => `buyer-${process.pid}-${++lastBuyer}@example.com`;

const quotation = {
  name: 'Anna Berg',
  phone_number: '+(123) 456-7890',
  email: 'anna@example.com',
  subject: 'Seagrass baskets for spring',
  message: '500 pieces in two colours, please.',
  product: { link: 'http://catalogue.test/product/seagrass-basket', name: 'Seagrass Basket' },
};

async function inquiryRows(reference: string) {
  return database.db.selectFrom('inquiry').selectAll().where('reference', '=', reference).execute();
}
/** What was stored from one address: other test files write inquiries to the same database at the same time. */
async function storedFrom(ip: string) {
  return database.db.selectFrom('inquiry').select('reference').where('client_ip', '=', ip).execute();
}
async function outboxOf(inquiryId: string) {
  return database.db.selectFrom('email_outbox').selectAll().where('inquiry_id', '=', inquiryId).orderBy('id').execute();
}

describe('sending an inquiry', () => {
  it('stores a quotation request before answering 201 with a short reference, and queues both e-mails', async () => {
    const email = ownEmail();
    const response = await post(inquiriesApi.sendContact.path, { ...quotation, email });
    expect(response.status).toBe(201);
    expect(response.body.reference).toMatch(/^Q-\d{4}-[2-9A-Z]{5}$/);
    const [row] = await inquiryRows(response.body.reference);
    expect(row).toEqual(expect.objectContaining({ kind: 'quotation', name: 'Anna Berg', email, phone: '+(123) 456-7890' }));
    expect(row!.payload).toEqual(expect.objectContaining({ product: quotation.product, message: quotation.message }));
    const mails = await outboxOf(row!.id);
    const sales = mails.filter((m) => m.purpose === 'sales-notice');
    const buyer = mails.filter((m) => m.purpose === 'buyer-acknowledgement');
    expect(sales.length).toBeGreaterThan(0);
    expect(sales[0]!.body_text).toContain(quotation.product.link);
    expect(sales[0]!.body_text).toContain(quotation.message);
    expect(sales[0]!.reply_to).toBe(email);
    expect(buyer).toHaveLength(1);
    expect(buyer[0]!.to_address).toBe(email);
    expect(buyer[0]!.body_text).toContain(response.body.reference);
    expect(buyer[0]!.body_text).toContain('get back to you within 24 hours');
    expect(mails.every((m) => m.status === 'pending')).toBe(true);
  });

  it('links the notice sales receive to the inquiry in the back office, in its text and its HTML', async () => {
    const response = await post(inquiriesApi.sendContact.path, { ...quotation, email: ownEmail() });
    expect(response.status).toBe(201);
    const [row] = await inquiryRows(response.body.reference);
    const link = `${TEST_BASE_URL}${adminPaths.inquiry(row!.id)}`;
    const notices = (await outboxOf(row!.id)).filter((m) => m.purpose === 'sales-notice');
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) {
      expect(notice.body_text).toContain(`Open it: ${link}`);
      expect(notice.body_html).toContain(`<a href="${link}">Open the inquiry</a>`);
    }
  });

  it('reports every failing field at once in the words of the specification, and stores nothing', async () => {
    const ip = newIp();
    const response = await post(
      inquiriesApi.sendContact.path,
      { name: '', phone_number: '12-34', email: 'anna@', subject: '', message: '' },
      ip,
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      name: 'Cannot be empty.',
      phone_number: 'Your Phone is invalid',
      email: 'Your Email is invalid',
      subject: 'Cannot be empty.',
      message: 'Cannot be empty.',
    });
    expect(await storedFrom(ip)).toEqual([]);
  });

  it('accepts the contact page message without an e-mail, and the alternate enquiry shape', async () => {
    const message = await post(inquiriesApi.sendMessage.path, {
      name: 'Bao',
      phone: '123.456.7890',
      content: 'Do you make custom sizes?',
    });
    expect(message.status).toBe(201);
    expect(message.body.reference).toMatch(/^C-/);
    const enquiry = await post(inquiriesApi.sendContact.path, { ...quotation, product: undefined, email: 'buyer@shop.photography' });
    expect(enquiry.status).toBe(201);
    const [row] = await inquiryRows(enquiry.body.reference);
    expect(row!.kind).toBe('contact');
  });

  it('lets an empty catalogue request pass (spec §5) without storing it or queueing a mail, and rejects a malformed e-mail', async () => {
    const ip = newIp();
    for (const body of [{ email: '' }, { email: '   ' }, {}]) {
      const empty = await post(inquiriesApi.registerEmail.path, body, ip);
      expect({ status: empty.status, body: empty.body }).toEqual({ status: 200, body: { reference: null } });
    }
    expect(await storedFrom(ip)).toEqual([]);
    const given = await post(inquiriesApi.registerEmail.path, { email: ownEmail() }, ip);
    expect(given.status).toBe(201);
    const [row] = await inquiryRows(given.body.reference);
    expect((await outboxOf(row!.id)).map((mail) => mail.purpose)).toContain('buyer-acknowledgement');
    const bad = await post(inquiriesApi.registerEmail.path, { email: 'catalogue-please' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ email: 'Your Email is invalid' });
  });

  it('stores an order of several products with quantities per colour', async () => {
    const order = {
      name: 'Carla Ruiz',
      phone_number: '091-234-5678',
      email: 'carla@casa.example',
      items: [
        {
          path: 'rattan-tray',
          name: 'Rattan Tray',
          variants: [
            { colour: 'Natural', quantity: 200 },
            { colour: 'Black', quantity: 100 },
          ],
        },
        { path: 'jute-basket', name: 'Jute Basket', variants: [{ colour: 'White', quantity: 150 }] },
      ],
    };
    const response = await post(inquiriesApi.sendOrder.path, order);
    expect(response.status).toBe(201);
    const [row] = await inquiryRows(response.body.reference);
    expect(row!.payload).toEqual(expect.objectContaining({ items: order.items }));
    const [sales] = await outboxOf(row!.id);
    expect(sales!.body_text).toContain('Natural × 200, Black × 100');
    const empty = await post(inquiriesApi.sendOrder.path, { ...order, items: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.items).toBe('Add at least one product.');
  });
});

describe('never doubled, never lost', () => {
  it('answers a repeat of the same Idempotency-Key with the first reference and stores one inquiry', async () => {
    const key = randomUUID();
    const ip = newIp();
    const send = () => post(inquiriesApi.sendContact.path, quotation, ip).set('Idempotency-Key', key);
    const [a, b, c] = await Promise.all([send(), send(), send()]);
    const statuses = [a.status, b.status, c.status].sort();
    expect(statuses).toEqual([200, 200, 201]);
    expect(new Set([a.body.reference, b.body.reference, c.body.reference]).size).toBe(1);
    const rows = await database.db.selectFrom('inquiry').select('id').where('idempotency_key', '=', key).execute();
    expect(rows).toHaveLength(1);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.reference).toBe(a.body.reference);
  });

  it('rejects a malformed Idempotency-Key', async () => {
    const response = await post(inquiriesApi.sendContact.path, quotation).set('Idempotency-Key', 'bad key!');
    expect(response.status).toBe(400);
  });

  it('slows down one address after five inquiries in a minute with 429 and a clear message', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await post(inquiriesApi.registerEmail.path, { email: `b${i}@shop.example` }, ip)).status).toBe(201);
    const sixth = await post(inquiriesApi.registerEmail.path, { email: 'b6@shop.example' }, ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toBe(RATE_LIMIT_MESSAGE);
    expect((await post(inquiriesApi.registerEmail.path, { email: 'other@shop.example' })).status).toBe(201);
  });

  it('turns away a filled honeypot, a body over the limit and malformed JSON, storing nothing', async () => {
    const ip = newIp();
    const trap = await post(inquiriesApi.sendContact.path, { ...quotation, website: 'http://spam.example' }, ip);
    expect(trap.status).toBe(400);
    const huge = await post(inquiriesApi.sendContact.path, { ...quotation, message: 'x'.repeat(40_000) }, ip);
    expect(huge.status).toBe(413);
    const malformed = await request(app)
      .post(`/api${inquiriesApi.sendContact.path}`)
      .set('X-Forwarded-For', ip)
      .set('Content-Type', 'application/json')
      .send('{"name": "A",');
    expect(malformed.status).toBe(400);
    expect(await storedFrom(ip)).toEqual([]);
  });

  it('refuses text PostgreSQL cannot store — a NUL character or a lone surrogate — with a 400 that says so', async () => {
    const ip = newIp();
    // JSON can spell both; written here as the escapes a client would send.
    for (const [text, message] of [
      ['Anna\\u0000Berg', NUL_MESSAGE],
      ['Anna \\ud800', BROKEN_UNICODE_MESSAGE],
    ] as const) {
      const body = JSON.stringify({ ...quotation, name: 'NAME' }).replace('NAME', text);
      const response = await request(app)
        .post(`/api${inquiriesApi.sendContact.path}`)
        .set('X-Forwarded-For', ip)
        .set('Content-Type', 'application/json')
        .send(body);
      expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: message });
    }
    expect(await storedFrom(ip)).toEqual([]);
  });

  it('keeps line breaks out of e-mail subjects, whatever the name', async () => {
    const response = await post(inquiriesApi.sendContact.path, { ...quotation, name: 'Eve\r\nBcc: victim@example.com' });
    expect(response.status).toBe(201);
    const [row] = await inquiryRows(response.body.reference);
    for (const mail of await outboxOf(row!.id)) expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('stores the pieces per colour planned with a quotation request, and tells sales', async () => {
    const planned = [
      { colour: 'Natural', quantity: 400 },
      { colour: 'Black', quantity: 200 },
    ];
    const response = await post(inquiriesApi.sendContact.path, { ...quotation, product: { ...quotation.product, variants: planned } });
    expect(response.status).toBe(201);
    const [row] = await inquiryRows(response.body.reference);
    expect((row!.payload as { product: unknown }).product).toEqual({ ...quotation.product, variants: planned });
    const sales = (await outboxOf(row!.id)).find((mail) => mail.purpose === 'sales-notice')!;
    expect(sales.body_text).toContain('Natural × 400, Black × 200');
    const refused = await post(inquiriesApi.sendContact.path, {
      ...quotation,
      product: { ...quotation.product, variants: [{ colour: 'Natural', quantity: 0 }] },
    });
    expect(refused.status).toBe(400);
  });

  it('stores a name and a subject on one line, as the inbox row and its CSV show them; the message keeps its lines', async () => {
    const response = await post(inquiriesApi.sendContact.path, {
      ...quotation,
      name: '  Anna\r\nBerg\t(buyer) ',
      subject: 'Seagrass\nbaskets   for spring',
      message: 'Line one\nLine two',
    });
    expect(response.status).toBe(201);
    const [row] = await inquiryRows(response.body.reference);
    expect(row!.name).toBe('Anna Berg (buyer)');
    expect(row!.payload).toEqual(expect.objectContaining({ subject: 'Seagrass baskets for spring', message: 'Line one\nLine two' }));
  });

  it('documents every inquiry endpoint with an example that is accepted', async () => {
    for (const [name, endpoint] of Object.entries(inquiriesApi)) {
      const response = await post(endpoint.path, inquiryExamples[name as keyof typeof inquiryExamples]);
      expect({ name, status: response.status }).toEqual({ name, status: 201 });
    }
  });
});

async function acknowledgementOf(reference: string) {
  const [row] = await inquiryRows(reference);
  const mails = await outboxOf(row!.id);
  return { acknowledgement: mails.find((m) => m.purpose === 'buyer-acknowledgement'), mails };
}

describe('what the buyer reads in the acknowledgement', () => {
  it('greets the buyer by the name they gave, escaped in the HTML', async () => {
    for (const [name, html] of [
      ['Mia Rossi', 'Mia Rossi'],
      ["Siobhán O'Neill-Trần", 'Siobhán O&#39;Neill-Trần'],
    ]) {
      const response = await post(inquiriesApi.sendContact.path, { ...quotation, name, email: ownEmail() });
      expect(response.status).toBe(201);
      const { acknowledgement } = await acknowledgementOf(response.body.reference);
      expect(acknowledgement!.body_text).toMatch(new RegExp(`^Hello ${name},\n`));
      expect(acknowledgement!.body_html).toMatch(new RegExp(`^<p>Hello ${html},</p>`));
    }
  });

  // What each kind's acknowledgement tells the buyer will happen next, in the text and the HTML alike.
  const SENT = {
    'quotation request': () => post(inquiriesApi.sendContact.path, { ...quotation, email: ownEmail() }),
    'order basket': () =>
      post(inquiriesApi.sendOrder.path, {
        name: 'Carla Ruiz',
        phone_number: '091-234-5678',
        email: ownEmail(),
        items: [{ path: 'rattan-tray', name: 'Rattan Tray', variants: [{ colour: 'Natural', quantity: 200 }] }],
      }),
    'contact page message': () =>
      post(inquiriesApi.sendMessage.path, { name: 'Bao', phone: '123.456.7890', email: ownEmail(), content: 'Custom sizes?' }),
    'enquiry without a product': () => post(inquiriesApi.sendContact.path, { ...quotation, product: undefined, email: ownEmail() }),
    'catalogue request': () => post(inquiriesApi.registerEmail.path, { email: ownEmail() }),
  };
  const QUOTE_PAGE = 'Follow your inquiry, and see our quotation as soon as it is ready, on your own page:';
  const MESSAGE_PAGE = 'Follow your message, and write to us about it, on your own page:';
  const EXPECTED: Record<keyof typeof SENT, { next: string; page: string | null }> = {
    'quotation request': { next: 'Our sales team will prepare your quotation and send it to you by e-mail.', page: QUOTE_PAGE },
    'order basket': {
      next: 'Our sales team will prepare a quotation for the products and quantities you chose and send it to you by e-mail.',
      page: QUOTE_PAGE,
    },
    'contact page message': { next: 'A member of our sales team will answer your message.', page: MESSAGE_PAGE },
    'enquiry without a product': { next: 'A member of our sales team will answer your message.', page: MESSAGE_PAGE },
    'catalogue request': {
      next: 'A member of our sales team will be glad to answer any question about our products, and to quote the ones you choose.',
      page: null,
    },
  };

  const SAID: Record<keyof typeof SENT, string> = {
    'quotation request': 'quotation request',
    'order basket': 'order inquiry',
    'contact page message': 'message',
    'enquiry without a product': 'message',
    'catalogue request': 'catalogue request',
  };

  it.each(Object.keys(SENT) as (keyof typeof SENT)[])(
    '%s: tells the buyer what will happen next, and nothing that will not',
    async (kind) => {
      const response = await SENT[kind]();
      expect(response.status).toBe(201);
      const { acknowledgement } = await acknowledgementOf(response.body.reference);
      const { next, page } = EXPECTED[kind];
      const { subject, body_text: text, body_html: html } = acknowledgement!;
      expect(subject).toBe(`We received your ${SAID[kind]} (${response.body.reference})`);
      expect(text).toContain(`Thank you for your ${SAID[kind]}. Your reference is ${response.body.reference}.`);
      // The promise of the specification, in every one.
      expect(text).toContain('Welcome inquiry. We will do our best to accommodate your needs and get back to you within 24 hours.');
      expect(text).toContain(`\n${next}\n`);
      expect(html).toContain(`<p>${next}</p>`);
      if (page) {
        expect(text).toMatch(new RegExp(`\n${page}\nhttp://catalogue\\.test/quote/`));
        expect(html).toContain(`<p>${page}<br><a href="http://catalogue.test/quote/`);
      } else {
        expect(text).not.toContain('/quote/');
        expect(text).not.toContain('your own page');
      }
      if (kind !== 'quotation request' && kind !== 'order basket') {
        for (const body of [text, html]) expect(body).not.toMatch(/quotation/i);
      }
      // Only the catalogue request's mail comes with a file (the catalogue): no other says one is attached.
      if (kind === 'catalogue request') {
        expect(text).toContain(
          'Our product catalogue is attached to this e-mail as a PDF. Its latest edition is always here:\nhttp://catalogue.test/catalogue.pdf',
        );
        expect(html).toContain('<a href="http://catalogue.test/catalogue.pdf">');
      } else for (const body of [text, html]) expect(body).not.toMatch(/attach|enclos|download|catalogue\.pdf/i);
    },
  );

  it("asks the buyer to answer to the company's first e-mail address when the company's mailbox is not read", async () => {
    // The test app reads no mailbox (INBOUND_IMAP_URL unset): no inquiry has an address of its own.
    const site = await database.db.selectFrom('site_config').select('emails').executeTakeFirstOrThrow();
    for (const send of Object.values(SENT)) {
      const response = await send();
      expect(response.status).toBe(201);
      const { acknowledgement } = await acknowledgementOf(response.body.reference);
      expect(acknowledgement!.reply_to).toBe(site.emails[0]);
    }
  });

  it('says "Hello," to a catalogue request, which asks for no name', async () => {
    const response = await post(inquiriesApi.registerEmail.path, { email: ownEmail() });
    expect(response.status).toBe(201);
    const { acknowledgement } = await acknowledgementOf(response.body.reference);
    expect(acknowledgement!.body_text).toMatch(/^Hello,\n/);
    expect(acknowledgement!.body_html).toMatch(/^<p>Hello,<\/p>/);
  });
});

describe('the buyer acknowledgement is no mail relay', () => {
  const PHISHING = 'Your account is locked: sign in at http://phish.example/login';

  it("carries only the company's words: the reference, the product by the catalogue's name and link, the promise and contacts", async () => {
    const product = await database.db.selectFrom('product').select(['path', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const site = await database.db
      .selectFrom('site_config')
      .select(['phone', 'emails', 'zalo_number', 'whatsapp_number'])
      .executeTakeFirstOrThrow();
    const response = await post(inquiriesApi.sendContact.path, {
      ...quotation,
      email: ownEmail(),
      name: PHISHING,
      subject: PHISHING,
      message: PHISHING,
      product: { link: `http://catalogue.test/product/${product.path}`, name: PHISHING },
    });
    expect(response.status).toBe(201);
    const { acknowledgement, mails } = await acknowledgementOf(response.body.reference);
    for (const text of [acknowledgement!.subject, acknowledgement!.body_text, acknowledgement!.body_html]) {
      expect(text).not.toContain('phish.example');
      expect(text).not.toContain('locked');
    }
    expect(acknowledgement!.body_text).toMatch(/^Hello,\n/);
    expect(acknowledgement!.body_text).toContain(response.body.reference);
    expect(acknowledgement!.body_text).toContain(`${product.name}: http://catalogue.test/product/${product.path}`);
    expect(acknowledgement!.body_text).toContain('get back to you within 24 hours');
    expect(acknowledgement!.body_text).toContain(site.phone);
    expect(acknowledgement!.body_text).toContain(site.emails[0]);
    // Each messaging app the company is on, with its chat link: written out in the text, a link in the HTML.
    const digits = (number: string) => number.replace(/\D/g, '');
    expect(acknowledgement!.body_text).toContain(`Zalo: ${site.zalo_number} (https://zalo.me/${digits(site.zalo_number)})`);
    expect(acknowledgement!.body_text).toContain(`WhatsApp: ${site.whatsapp_number} (https://wa.me/${digits(site.whatsapp_number)})`);
    expect(acknowledgement!.body_html).toContain(
      `WhatsApp: <a href="https://wa.me/${digits(site.whatsapp_number)}">${site.whatsapp_number}</a>`,
    );
    // The whole inquiry, as the visitor wrote it, goes to sales only.
    const sales = mails.find((m) => m.purpose === 'sales-notice')!;
    expect(sales.body_text).toContain(PHISHING);
  });

  it('greets by name only what reads as a name: a link, a number, markup or a sentence gets "Hello,"', async () => {
    for (const name of [
      'Win a prize at phish.example',
      'Mia www.phish.example',
      'Call 555 0100 now',
      '<b>Mia</b> Rossi',
      'Mia Rossi: your account is locked',
      'Please confirm your account details here today',
      'M'.repeat(61),
    ]) {
      const response = await post(inquiriesApi.sendContact.path, { ...quotation, name, email: ownEmail() });
      expect(response.status).toBe(201);
      const { acknowledgement, mails } = await acknowledgementOf(response.body.reference);
      expect({ name, text: acknowledgement!.body_text.split('\n')[0] }).toEqual({ name, text: 'Hello,' });
      expect(acknowledgement!.body_html).toMatch(/^<p>Hello,<\/p>/);
      // Sales still see the name as it was given.
      expect(mails.find((m) => m.purpose === 'sales-notice')!.body_text).toContain(`Name: ${name}`);
    }
  });

  it('takes a product link whose path decodes to a NUL as naming no product', async () => {
    const response = await post(inquiriesApi.sendContact.path, {
      ...quotation,
      email: ownEmail(),
      product: { link: 'http://catalogue.test/product/a%00b', name: 'Basket' },
    });
    expect(response.status).toBe(201);
    const { acknowledgement } = await acknowledgementOf(response.body.reference);
    expect(acknowledgement!.body_text).not.toContain('You asked about');
  });

  it('names no product when the link is not one of the catalogue, and never the name the visitor sent', async () => {
    const response = await post(inquiriesApi.sendContact.path, {
      ...quotation,
      email: ownEmail(),
      product: { link: 'http://phish.example/product/not-ours', name: 'Free gift card' },
    });
    const { acknowledgement } = await acknowledgementOf(response.body.reference);
    expect(acknowledgement!.body_text).not.toContain('You asked about');
    expect(acknowledgement!.body_text).not.toContain('gift card');
  });

  it("lists an order's products by the catalogue's names with the pieces asked for, leaving out paths it does not have", async () => {
    const [first, second] = await database.db.selectFrom('product').select(['path', 'name']).orderBy('id').limit(2).execute();
    const response = await post(inquiriesApi.sendOrder.path, {
      name: PHISHING,
      phone_number: '091-234-5678',
      email: ownEmail(),
      message: PHISHING,
      items: [
        { path: first!.path, name: PHISHING, variants: [{ colour: PHISHING.slice(0, 60), quantity: 200 }] },
        {
          path: second!.path,
          name: 'x',
          variants: [
            { colour: 'Natural', quantity: 100 },
            { colour: 'Black', quantity: 50 },
          ],
        },
        { path: 'no-such-product', name: PHISHING, variants: [{ colour: 'Natural', quantity: 100 }] },
      ],
    });
    expect(response.status).toBe(201);
    const { acknowledgement } = await acknowledgementOf(response.body.reference);
    expect(acknowledgement!.body_text).toContain(`- ${first!.name} (200 pieces): http://catalogue.test/product/${first!.path}`);
    expect(acknowledgement!.body_text).toContain(`- ${second!.name} (150 pieces): http://catalogue.test/product/${second!.path}`);
    expect(acknowledgement!.body_text).not.toContain('no-such-product');
    expect(acknowledgement!.body_html).not.toContain('phish.example');
  });

  it('sends one recipient at most 3 acknowledgements a day, however the address is spelt; sales still hear of every inquiry', async () => {
    const victim = `victim-${process.pid}`;
    const spellings = [
      `${victim}@target.example`,
      `${victim.toUpperCase()}@Target.example`,
      `${victim}+1@target.example`,
      `${victim}+promo@TARGET.example`,
    ];
    const outcomes = [];
    for (const email of spellings) {
      const response = await post(inquiriesApi.sendContact.path, { ...quotation, email });
      expect(response.status).toBe(201);
      const { acknowledgement, mails } = await acknowledgementOf(response.body.reference);
      expect(mails.filter((m) => m.purpose === 'sales-notice' && m.status === 'pending').length).toBeGreaterThan(0);
      outcomes.push([acknowledgement!.status, acknowledgement!.skipped_reason]);
    }
    expect(outcomes).toEqual([
      ['pending', null],
      ['pending', null],
      ['pending', null],
      ['skipped', 'this recipient already had 3 acknowledgements in 24 hours'],
    ]);
  });

  it('lets one sending address cause at most 20 acknowledgements a day', async () => {
    const ip = newIp();
    // Twenty inquiries from this address in the last day, with their acknowledgements; and older ones that no longer count.
    for (const [i, age] of [...Array.from({ length: 20 }, () => '1 hour'), '25 hours', '25 hours'].entries()) {
      const inquiry = await database.db
        .insertInto('inquiry')
        .values({
          reference: `K-0000-IP${String(i).padStart(3, '0')}${ip.replace(/\./g, '')}`.slice(0, 40),
          kind: 'catalogue',
          payload: '{}',
          client_ip: ip,
          created_at: sql<Date>`now() - ${age}::interval`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await database.db
        .insertInto('email_outbox')
        .values({
          inquiry_id: inquiry.id,
          purpose: 'buyer-acknowledgement',
          to_address: `earlier${i}@${ip}.example`,
          recipient_key: `earlier${i}@${ip}.example`,
          sender_ip: ip,
          subject: 's',
          body_text: 't',
          body_html: 'h',
          created_at: sql<Date>`now() - ${age}::interval`,
        })
        .execute();
    }
    const fresh = ownEmail();
    const response = await post(inquiriesApi.sendContact.path, { ...quotation, email: fresh }, ip);
    expect(response.status).toBe(201);
    const { acknowledgement, mails } = await acknowledgementOf(response.body.reference);
    expect(acknowledgement!.status).toBe('skipped');
    expect(acknowledgement!.skipped_reason).toBe('this sending address already caused 20 acknowledgements in 24 hours');
    expect(mails.some((m) => m.purpose === 'sales-notice' && m.status === 'pending')).toBe(true);
    // Another address, same recipient: acknowledged.
    const other = await post(inquiriesApi.sendContact.path, { ...quotation, email: fresh });
    expect((await acknowledgementOf(other.body.reference)).acknowledgement!.status).toBe('pending');
  });

  it('holds the per-address limit when 50 requests arrive at once: exactly 5 stored, the rest 429', async () => {
    const ip = newIp();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(inquiriesApi.registerEmail.path, { email: `burst${i}@shop.example` }, ip)),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    const stored = await database.db.selectFrom('inquiry').select('reference').where('client_ip', '=', ip).execute();
    expect(stored.map((r) => r.reference).sort()).toEqual(
      responses
        .filter((r) => r.status === 201)
        .map((r) => r.body.reference)
        .sort(),
    );
  });
});
