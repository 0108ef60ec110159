import { sql } from 'kysely';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { inquiryForms, quotation } from '../../../test/inquiry-fixtures';

// The acknowledgement a buyer is mailed for each inquiry: what it tells them will happen next, and that it carries
// only the company's words, to at most 3 a day for one recipient and 20 a day from one sending address.

const { db, newIp, ownEmail, post, acknowledgementOf } = inquiryForms({ network: '10.10', mailTag: 'acknowledged' });

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
    const site = await db().selectFrom('site_config').select('emails').executeTakeFirstOrThrow();
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
    const product = await db().selectFrom('product').select(['path', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const site = await db()
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
    const [first, second] = await db().selectFrom('product').select(['path', 'name']).orderBy('id').limit(2).execute();
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
      const inquiry = await db()
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
      await db()
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
    const stored = await db().selectFrom('inquiry').select('reference').where('client_ip', '=', ip).execute();
    expect(stored.map((r) => r.reference).sort()).toEqual(
      responses
        .filter((r) => r.status === 201)
        .map((r) => r.body.reference)
        .sort(),
    );
  });
});
