import { randomUUID } from 'node:crypto';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { RATE_LIMIT_MESSAGE } from '../../../shared/inquiries';
import { BROKEN_UNICODE_MESSAGE, NUL_MESSAGE } from '../../http/unstorable-text';
import { adminPaths } from '../../../shared/staff/addresses';
import { inquiryExamples } from '../../../test/api-examples';
import { inquiryForms, quotation } from '../../../test/inquiry-fixtures';
import { TEST_BASE_URL } from '../../../test/test-app';

// The public inquiry forms through the API: what is stored and queued for sales, what is refused and why, and that an
// inquiry is stored once however often it is sent, within the per-address limit.

const { db, newIp, ownEmail, post, inquiryRows, storedFrom, outboxOf } = inquiryForms({ network: '10.9', mailTag: 'buyer' });

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
    const rows = await db().selectFrom('inquiry').select('id').where('idempotency_key', '=', key).execute();
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
    expect(sixth.body.error).toBe(RATE_LIMIT_MESSAGE.id);
    expect((await post(inquiriesApi.registerEmail.path, { email: 'other@shop.example' })).status).toBe(201);
  });

  it('turns away a filled honeypot, a body over the limit and malformed JSON, storing nothing', async () => {
    const ip = newIp();
    const trap = await post(inquiriesApi.sendContact.path, { ...quotation, website: 'http://spam.example' }, ip);
    expect(trap.status).toBe(400);
    const huge = await post(inquiriesApi.sendContact.path, { ...quotation, message: 'x'.repeat(40_000) }, ip);
    expect(huge.status).toBe(413);
    const malformed = await post(inquiriesApi.sendContact.path, '{"name": "A",', ip).set('Content-Type', 'application/json');
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
      const response = await post(inquiriesApi.sendContact.path, body, ip).set('Content-Type', 'application/json');
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
