import request from 'supertest';
import { CATALOGUE_NOTHING_SENT, CATALOGUE_ON_ITS_WAY, CATALOGUE_THANK_YOU, RATE_LIMIT_MESSAGE } from '../../shared/inquiries';
import { HONEYPOT_FIELD } from '../../shared/contracts/define-endpoint';
import { paths } from '../../shared/paths';
import type { DatabaseHandle } from '../db/connect';
import { FOREIGN_FORM } from '../http/request-site';
import { createTestApp, TEST_BASE_URL } from '../../test/test-app';

// The public forms as a browser sends them by itself, before the page's scripts run or without JavaScript: a
// urlencoded POST to the page's own address, answered with that page rendered again.

let app: ReturnType<typeof createTestApp>['app'];
let database: DatabaseHandle;
let clock = new Date('2026-11-28T10:00:00Z');

beforeAll(() => {
  ({ app, database } = createTestApp({ clock: () => clock }));
});
afterAll(() => database.close());

// Each test speaks from its own address, so the per-address rate limit only meets the test that wants it.
let lastOctet = 10;
const newIp = () => `10.7.${Math.floor(lastOctet / 250)}.${(lastOctet++ % 250) + 1}`;
let lastBuyer = 0;
const ownEmail = () => `posted-${process.pid}-${++lastBuyer}@example.com`;

const postForm = (path: string, fields: Record<string, string>, ip = newIp()) =>
  request(app).post(path).set('X-Forwarded-For', ip).type('form').send(new URLSearchParams(fields).toString());

const storedFrom = (ip: string) =>
  database.db
    .selectFrom('inquiry')
    .select(['reference', 'kind', 'name', 'email', 'phone', 'payload'])
    .where('client_ip', '=', ip)
    .execute();

/** The value attribute of the named field as the page renders it, and the text of a textarea. */
function fieldValue(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  if (input) return /value="([^"]*)"/.exec(input)?.[1];
  return new RegExp(`<textarea[^>]*name="${name}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1];
}

async function aProduct() {
  return database.db.selectFrom('product').select(['name', 'path']).orderBy('id').executeTakeFirstOrThrow();
}

const contactMessage = () => ({
  name: 'Anna Becker',
  email: ownEmail(),
  phone: '+49 30 1234567',
  content: 'Anna Becker from Berlin: 300 seagrass baskets.',
});

describe('a form posted to its page by the browser itself', () => {
  it('stores the contact message exactly as typed and answers 201 with the reference and the thanks', async () => {
    const ip = newIp();
    const message = contactMessage();
    const response = await postForm(paths.contact(), { ...message, [HONEYPOT_FIELD]: '' }, ip);
    expect(response.status).toBe(201);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const stored = await storedFrom(ip);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toEqual(expect.objectContaining({ kind: 'contact', name: message.name, email: message.email, phone: message.phone }));
    expect(stored[0]!.payload).toEqual(expect.objectContaining({ content: message.content }));
    expect(response.text).toContain(stored[0]!.reference);
    expect(response.text).toContain('We will get back to you within 24 hours.');
  });

  it("renders the page again with every message in the specification's words and every typed value, storing nothing", async () => {
    const ip = newIp();
    const typed = { name: '', email: 'anna@', phone: '12-34', content: 'Keep these "words" & <this>' };
    const response = await postForm(paths.contact(), typed, ip);
    expect(response.status).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toContain('Cannot be empty.');
    expect(response.text).toContain('Your Phone is invalid');
    expect(fieldValue(response.text, 'email')).toBe('anna@');
    expect(fieldValue(response.text, 'phone')).toBe('12-34');
    expect(fieldValue(response.text, 'content')).toBe('Keep these &quot;words&quot; &amp; &lt;this&gt;');
    expect(response.text).not.toContain('We will get back to you within 24 hours.');
    expect(await storedFrom(ip)).toEqual([]);
  });

  it('stores one inquiry when Send is pressed twice, answering both with its reference', async () => {
    const ip = newIp();
    const message = contactMessage();
    const first = await postForm(paths.contact(), message, ip);
    const second = await postForm(paths.contact(), message, ip);
    expect([first.status, second.status]).toEqual([201, 200]);
    const stored = await storedFrom(ip);
    expect(stored).toHaveLength(1);
    expect(second.text).toContain(stored[0]!.reference);
  });

  it('stores the same words sent again an hour later as a new inquiry', async () => {
    const ip = newIp();
    const message = contactMessage();
    await postForm(paths.contact(), message, ip);
    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    await postForm(paths.contact(), message, ip);
    expect(await storedFrom(ip)).toHaveLength(2);
  });

  it("stores a quotation request about the page's product", async () => {
    const ip = newIp();
    const product = await aProduct();
    const email = ownEmail();
    const fields = {
      name: 'Anna Becker',
      phone_number: '+(123) 456-7890',
      email,
      subject: 'Spring order',
      message: 'Anna Becker from Berlin',
    };
    const response = await postForm(paths.order(product.path), fields, ip);
    expect(response.status).toBe(201);
    const [stored] = await storedFrom(ip);
    expect(stored).toEqual(expect.objectContaining({ kind: 'quotation', name: 'Anna Becker', email }));
    expect(stored!.payload).toEqual(
      expect.objectContaining({
        message: fields.message,
        product: { link: `${TEST_BASE_URL}${paths.product(product.path)}`, name: product.name },
      }),
    );
    expect(response.text).toContain(stored!.reference);
  });

  it('answers a quotation request for a product that does not exist with the not-found page, storing nothing', async () => {
    const ip = newIp();
    const response = await postForm(
      paths.order('no-such-product'),
      { name: 'A', phone_number: '1234567890', email: ownEmail(), subject: 'S', message: 'M' },
      ip,
    );
    expect(response.status).toBe(404);
    expect(await storedFrom(ip)).toEqual([]);
  });

  it('refuses a form whose hidden field a bot filled in, storing nothing', async () => {
    const ip = newIp();
    const response = await postForm(paths.contact(), { ...contactMessage(), [HONEYPOT_FIELD]: 'http://spam.example' }, ip);
    expect(response.status).toBe(400);
    expect(await storedFrom(ip)).toEqual([]);
  });

  it('says why when one address sends too many, keeping what was typed', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 6; i++) {
      const response = await postForm(paths.contact(), { ...contactMessage(), content: `Message ${i}` }, ip);
      statuses.push(response.status);
      last = response.text;
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(last).toContain(RATE_LIMIT_MESSAGE.id.replace(/'/g, '&#x27;'));
    expect(fieldValue(last, 'content')).toBe('Message 5');
    expect(await storedFrom(ip)).toHaveLength(5);
  });

  it('thanks for a catalogue request on its own page only once it is stored', async () => {
    const ip = newIp();
    const email = ownEmail();
    const sent = await postForm(paths.catalogueRequest(), { email }, ip);
    expect(sent.status).toBe(201);
    expect(sent.text).toContain(CATALOGUE_THANK_YOU.title.id);
    // The thanks offer the catalogue at once, besides the one the acknowledgement carries.
    const thanks = sent.text.slice(
      sent.text.indexOf(CATALOGUE_THANK_YOU.title.id),
      sent.text.indexOf('</div>', sent.text.indexOf(CATALOGUE_THANK_YOU.title.id)),
    );
    expect(thanks).toMatch(new RegExp(`${CATALOGUE_ON_ITS_WAY.id}(?:<!-- -->)? <a href="/catalogue\\.pdf" type="application/pdf"`));
    expect(await storedFrom(ip)).toEqual([expect.objectContaining({ kind: 'catalogue', email })]);

    const emptyIp = newIp();
    const empty = await postForm(paths.catalogueRequest(), { email: '' }, emptyIp);
    expect(empty.status).toBe(200);
    expect(empty.text).not.toContain(CATALOGUE_THANK_YOU.title.id);
    expect(empty.text).toContain(CATALOGUE_NOTHING_SENT.id);
    expect(await storedFrom(emptyIp)).toEqual([]);
  });

  it('renders every public form as a real form posted to a page that takes it', async () => {
    const product = await aProduct();
    for (const [page, action] of [
      [paths.contact(), paths.contact()],
      [paths.order(product.path), paths.order(product.path)],
      [paths.catalogueRequest(), paths.catalogueRequest()],
      // The footer's catalogue request, on every page.
      [paths.products(1), paths.catalogueRequest()],
    ]) {
      const html = (await request(app).get(page!)).text;
      const forms = html.match(/<form[^>]*>/g) ?? [];
      expect(forms.filter((form) => form.includes(' method="post"') && form.includes(` action="${action}"`)).length).toBeGreaterThan(0);
      expect(html).not.toMatch(/<button type="submit"[^>]*disabled/);
    }
  });

  it("refuses a form posted from another site's page, storing nothing", async () => {
    const ip = newIp();
    const fromElsewhere = await postForm(paths.contact(), contactMessage(), ip).set('Sec-Fetch-Site', 'cross-site');
    const fromAnotherOrigin = await postForm(paths.contact(), contactMessage(), ip).set('Origin', 'https://elsewhere.example');
    expect([fromElsewhere.status, fromAnotherOrigin.status]).toEqual([403, 403]);
    expect(fromElsewhere.text).toContain(FOREIGN_FORM);
    expect(await storedFrom(ip)).toEqual([]);
    const fromHere = await postForm(paths.contact(), contactMessage(), ip)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Origin', TEST_BASE_URL);
    expect(fromHere.status).toBe(201);
  });

  it('takes no form at a page that has none', async () => {
    const response = await postForm(paths.products(1), { email: ownEmail() });
    expect(response.status).toBe(404);
  });
});
