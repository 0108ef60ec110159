import request from 'supertest';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { HONEYPOT_FIELD } from '../../../shared/contracts/define-endpoint';
import { inquiryForms, quotation } from '../../../test/inquiry-fixtures';

// A buyer who reads the site in German or Japanese is refused and answered in that language: the form's messages,
// whether the page's script sent it or the browser posted it by itself, and the acknowledgement e-mail. The inquiry
// keeps the language it was sent in, for staff to see and to answer in.

const { db, app, newIp, ownEmail, post, inquiryRows, acknowledgementOf } = inquiryForms({ network: '10.31', mailTag: 'localized' });

/** An inquiry endpoint's answer to `body` from a page in `language` (the site's fetch client sends it). */
const postIn = (language: string, path: string, body: unknown) => post(path, body).set('Accept-Language', language);

/** A form as the browser posts it by itself to the page at `path`, without scripts. */
const postForm = (path: string, fields: Record<string, string>) =>
  request(app()).post(path).set('X-Forwarded-For', newIp()).type('form').send(new URLSearchParams(fields).toString());

async function aProduct() {
  return db().selectFrom('product').select(['name', 'path']).orderBy('id').executeTakeFirstOrThrow();
}

describe("the form's messages in the page's language", () => {
  const refused = { name: '', phone: '12-34', email: 'anna@', content: '' };

  it("answers the JSON API in the language the page asks for, and in English when it asks for none of the site's", async () => {
    const german = await postIn('de', inquiriesApi.sendMessage.path, refused);
    expect(german.status).toBe(400);
    expect(german.body.errors).toEqual({
      name: 'Darf nicht leer sein.',
      phone: 'Ihre Telefonnummer ist ungültig',
      email: 'Ihre E-Mail-Adresse ist ungültig',
      content: 'Darf nicht leer sein.',
    });
    const japanese = await postIn('ja', inquiriesApi.sendMessage.path, { ...refused, content: 'x'.repeat(5001) });
    expect(japanese.body.errors).toEqual(
      expect.objectContaining({ name: '入力してください。', content: '5000 文字以内で入力してください。' }),
    );
    for (const language of [undefined, 'vi', 'nl-NL,nl;q=0.9']) {
      const english = language
        ? await postIn(language, inquiriesApi.sendMessage.path, refused)
        : await post(inquiriesApi.sendMessage.path, refused);
      expect(english.body.errors).toEqual(expect.objectContaining({ name: 'Cannot be empty.', phone: 'Your Phone is invalid' }));
    }
  });

  it("gives a German buyer's browser, asking for de-DE, the German words", async () => {
    const answer = await postIn('de-DE,de;q=0.9,en;q=0.8', inquiriesApi.sendMessage.path, refused);
    expect(answer.body.errors.name).toBe('Darf nicht leer sein.');
  });

  it('renders a German form posted without JavaScript again in German, with what was typed, storing nothing', async () => {
    const before = await db()
      .selectFrom('inquiry')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const page = await postForm('/de/contact', { ...refused, [HONEYPOT_FIELD]: '' });
    expect(page.status).toBe(400);
    expect(page.text).toContain('<html lang="de"');
    expect(page.text).toContain('Darf nicht leer sein.');
    expect(page.text).toContain('Ihre Telefonnummer ist ungültig');
    expect(page.text).toContain('value="12-34"');
    expect(page.text).not.toContain('Cannot be empty.');
    expect(page.text).not.toContain('Your Phone is invalid');
    // The form posts to the German page again.
    expect(page.text).toMatch(/<form[^>]*action="\/de\/contact"/);
    const after = await db()
      .selectFrom('inquiry')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });
});

describe('an inquiry sent from a page in another language', () => {
  it('is stored with its language and acknowledged in German, with links to the German pages', async () => {
    const product = await aProduct();
    const response = await postIn('de', inquiriesApi.sendContact.path, {
      ...quotation,
      name: 'Jonas Weber',
      email: ownEmail(),
      product: { link: `http://catalogue.test/de/product/${product.path}`, name: product.name },
    });
    expect(response.status).toBe(201);
    const { reference } = response.body as { reference: string };
    expect((await inquiryRows(reference))[0]!.locale).toBe('de');
    const { acknowledgement } = await acknowledgementOf(reference);
    expect(acknowledgement!.subject).toBe(`Wir haben Ihre Angebotsanfrage erhalten (${reference})`);
    expect(acknowledgement!.body_text).toMatch(/^Guten Tag Jonas Weber,\n/);
    expect(acknowledgement!.body_text).toContain(`Vielen Dank für Ihre Angebotsanfrage. Ihre Referenz lautet ${reference}.`);
    expect(acknowledgement!.body_text).toContain(`- ${product.name}: http://catalogue.test/de/product/${product.path}`);
    expect(acknowledgement!.body_text).toContain('Unser Vertriebsteam erstellt Ihr Angebot und sendet es Ihnen per E-Mail.');
    expect(acknowledgement!.body_text).toMatch(/http:\/\/catalogue\.test\/de\/quote\//);
    expect(acknowledgement!.body_html).toContain(`Ihre Referenz lautet <strong>${reference}</strong>.`);
    expect(acknowledgement!.body_text).not.toContain('Thank you for your');
    expect(acknowledgement!.body_text).not.toContain('You asked about');
  });

  it('acknowledges a German form posted without JavaScript in German', async () => {
    const email = ownEmail();
    const page = await postForm('/de/contact', { name: 'Lena Graf', phone: '+49 30 1234567', email, content: 'Seegraskörbe, 300 Stück?' });
    expect(page.status).toBe(201);
    const [row] = await db().selectFrom('inquiry').select(['reference', 'locale']).where('email', '=', email).execute();
    expect(row!.locale).toBe('de');
    const { acknowledgement } = await acknowledgementOf(row!.reference);
    expect(acknowledgement!.subject).toBe(`Wir haben Ihre Nachricht erhalten (${row!.reference})`);
  });

  it("writes an order's pieces in the buyer's language, and keeps English for a page without a prefix", async () => {
    const product = await aProduct();
    const order = {
      name: 'Yuki Tanaka',
      phone_number: '091-234-5678',
      items: [{ path: product.path, name: product.name, variants: [{ colour: 'Natural', quantity: 1200 }] }],
    };
    const japanese = await postIn('ja', inquiriesApi.sendOrder.path, { ...order, email: ownEmail() });
    expect(japanese.status).toBe(201);
    const ja = (await acknowledgementOf(japanese.body.reference)).acknowledgement!;
    expect(ja.body_text).toMatch(/^Yuki Tanaka 様\n/);
    expect(ja.body_text).toContain(`- ${product.name}（1,200 個）: http://catalogue.test/ja/product/${product.path}`);
    const english = await post(inquiriesApi.sendOrder.path, { ...order, email: ownEmail() });
    const en = (await acknowledgementOf(english.body.reference)).acknowledgement!;
    expect((await inquiryRows(english.body.reference))[0]!.locale).toBe('en');
    expect(en.body_text).toContain(`- ${product.name} (1,200 pieces): http://catalogue.test/product/${product.path}`);
  });
});
