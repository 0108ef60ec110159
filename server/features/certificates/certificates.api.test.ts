import { DOCUMENT_MESSAGES, type StoredDocument } from '../../../shared/certificates';
import type { ContentItem } from '../../../shared/content/content-types';
import { CONTENT_MESSAGES } from '../../../shared/content/fields';
import { contentApi } from '../../../shared/contracts/content';
import { documentsApi } from '../../../shared/contracts/documents';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { testClock } from '../../../test/inbox-fixtures';
import { startSmtpSink } from '../../../test/smtp-sink';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp, TEST_BASE_URL } from '../../../test/test-app';
import { httpClient } from '../../../test/http';
import { freePort } from '../../../test/wait';
import { createLogger } from '../../logger';
import { deliverDueMails, messageIdHostOf, smtpSender } from '../../mail/outbox-worker';
import { CERTIFICATE_REMINDER_PURPOSE, runCertificateReminderPass } from './certificate-reminders';

// Certificates as editors keep them (through the content API, as the back office does) and as buyers find them: on
// the certificates page, on the products they cover and in those products' JSON-LD, only while valid, whatever the
// page cache holds. The owners' reminder a month before is delivered over SMTP. The clock is moved, never waited on.

// Before the day the run's sessions are made: a session is never older than the clock.
const NOW = new Date('2026-11-20T03:00:00Z');
const clock = testClock(NOW);
let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let editor: SignedIn;
let owner: SignedIn;
let product: { id: number; path: string; name: string };

beforeAll(async () => {
  site = await createIsolatedTestApp({ clock: clock.now, pageCache: true });
  editor = await signedInAs(site.database.db, 'editor', { name: 'Hoa Editor' });
  owner = await signedInAs(site.database.db, 'owner', { name: 'Olivia Owner', email: 'olivia@hanoweave.example' });
  product = await site.database.db.selectFrom('product').select(['id', 'path', 'name']).orderBy('id', 'desc').executeTakeFirstOrThrow();
});
afterAll(() => site.dispose());
beforeEach(() => clock.set(NOW));

const db = () => site.database.db;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const { post } = httpClient(
  () => site.app,
  () => editor,
);
const visitor = httpClient(() => site.app);
const upload = (bytes: Buffer, name: string, who: SignedIn = editor) =>
  post(endpointUrl(documentsApi.upload, { query: { name } }), bytes, who).set('Content-Type', 'application/octet-stream');
const page = async (path: string) => {
  const response = await visitor.get(path);
  expect(response.status).toBe(200);
  return response.text;
};
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

async function certificate(values: Record<string, unknown>): Promise<ContentItem> {
  const scan = (await upload(Buffer.concat([PDF, Buffer.from(`% ${String(values.number)}\n`)]), 'scan.pdf')).body as StoredDocument;
  const created = await post(endpointUrl(contentApi.create, { params: { type: 'certificate' } }), {
    values: {
      name: 'LFGB food-contact test',
      standard: 'food-contact',
      issuer: 'TÜV Rheinland Vietnam',
      scope: 'Bread baskets with cotton liner.\nMigration tests.',
      number: 'FC-TEST-1',
      valid_from: '2026-10-01',
      valid_until: '2026-12-20',
      scan,
      product_ids: [product.id],
      ...values,
    },
  });
  expect(created.status).toBe(200);
  const item = created.body as ContentItem;
  const published = await post(endpointUrl(contentApi.publish, { params: { type: 'certificate', id: item.id } }), {
    state: 'published',
    version: item.version,
  });
  expect(published.status).toBe(200);
  return item;
}

describe('a scan', () => {
  it('is taken as a PDF or a picture by its bytes, refused otherwise, and served inline with its own type', async () => {
    const pdf = await upload(PDF, 'FSC certificate (2027).pdf');
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({ contentType: 'application/pdf', fileName: 'FSC-certificate-2027-.pdf', size: PDF.length });

    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'certificate.pdf');
    expect(html.status).toBe(415);
    expect(html.body.error).toBe(DOCUMENT_MESSAGES.notADocument);
    expect((await upload(Buffer.alloc(0), 'empty.pdf')).body.error).toBe(DOCUMENT_MESSAGES.empty);
    expect((await upload(Buffer.alloc(16 * 1024 * 1024, 0x25), 'huge.pdf')).status).toBe(413);

    const served = await visitor.get(`/documents/${(pdf.body as StoredDocument).hash}/FSC-certificate.pdf`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('inline; filename="FSC-certificate.pdf"');
    expect((await visitor.get(`/documents/${'0'.repeat(32)}/x.pdf`)).status).toBe(404);
  });
});

describe('an editor', () => {
  it('is refused a certificate valid until before it is valid from, with the form’s words, and nothing is stored', async () => {
    const before = await db().selectFrom('content_draft').select('item_id').where('content_type', '=', 'certificate').execute();
    const refused = await post(endpointUrl(contentApi.create, { params: { type: 'certificate' } }), {
      values: {
        name: 'ISO 9001',
        standard: 'iso-9001',
        issuer: 'BV',
        scope: 'All',
        number: 'X',
        valid_from: '2027-05-01',
        valid_until: '2027-04-30',
        scan: null,
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({
      valid_until: CONTENT_MESSAGES.dateBefore('Valid until', 'Valid from'),
      scan: DOCUMENT_MESSAGES.choose,
    });
    expect(await db().selectFrom('content_draft').select('item_id').where('content_type', '=', 'certificate').execute()).toEqual(before);
  });

  it('publishes a certificate: the certificates page, the product page and its JSON-LD show it, until its last day only', async () => {
    const item = await certificate({ number: 'FC-2027-0042', name: 'Food-contact test: bread baskets' });
    const list = await page('/certificates');
    expect(list).toContain('Food-contact test: bread baskets');
    expect(list).toContain('FC-2027-0042');
    expect(list).toContain('TÜV Rheinland Vietnam');
    expect(list).toContain('1 Oct 2026 to 20 Dec 2026');
    expect(list).toMatch(/href="\/documents\/[0-9a-f]{32}\/scan\.pdf"[^>]*>Open the scan \(PDF\)/);

    const productPage = await page(`/product/${product.path}`);
    expect(productPage).toContain(`href="/certificates#certificate-${item.id}"`);
    const productLd = jsonLdOf(productPage).find((data) => data['@type'] === 'Product')!;
    expect(productLd.hasCertification).toContainEqual({
      '@type': 'Certification',
      name: 'Food-contact test: bread baskets',
      certificationIdentification: 'FC-2027-0042',
      issuedBy: { '@type': 'Organization', name: 'TÜV Rheinland Vietnam' },
      validFrom: '2026-10-01',
      expires: '2026-12-20',
      url: `${TEST_BASE_URL}/certificates#certificate-${item.id}`,
    });

    // Its last day still shows it, from the cached pages; the next day no page does, with no edit in between.
    clock.set(new Date('2026-12-20T23:59:00Z'));
    expect(await page('/certificates')).toContain('FC-2027-0042');
    clock.set(new Date('2026-12-21T00:01:00Z'));
    expect(await page('/certificates')).not.toContain('FC-2027-0042');
    expect(await page(`/product/${product.path}`)).not.toContain(`certificate-${item.id}`);
  });
});

describe('the owners', () => {
  it('are told once by e-mail 30 days before a certificate’s last day, each in their language', async () => {
    const vietnameseOwner = await signedInAs(db(), 'owner', { name: 'Hằng Owner' });
    await db().updateTable('staff').set({ locale: 'vi' }).where('id', '=', vietnameseOwner.staffId).execute();
    await certificate({ number: 'SMETA-7788', name: 'SMETA audit for the reminder', valid_until: '2027-02-28' });
    const pass = (at: string) => runCertificateReminderPass(db(), { now: () => new Date(at), publicBaseUrl: TEST_BASE_URL });
    const mails = () =>
      db()
        .selectFrom('email_outbox')
        .select(['to_address', 'subject'])
        .where('purpose', '=', CERTIFICATE_REMINDER_PURPOSE)
        .where('subject', 'like', '%SMETA audit for the reminder%')
        .execute();

    await pass('2027-01-28T12:00:00Z');
    expect(await mails()).toEqual([]);
    await Promise.all([pass('2027-01-29T01:00:00Z'), pass('2027-01-29T01:00:00Z')]);
    await pass('2027-02-10T01:00:00Z');
    const queued = await mails();
    expect(queued.map((m) => m.to_address)).toContain(owner.email);
    expect(queued.filter((m) => m.to_address === owner.email)).toHaveLength(1);
    expect(queued.map((m) => m.to_address)).not.toContain(editor.email);

    const port = await freePort();
    const sink = await startSmtpSink(port);
    try {
      await deliverDueMails(
        db(),
        smtpSender(`smtp://127.0.0.1:${port}`, 'HanoWeave <sales@hanoweave.example>'),
        createLogger({ env: 'test', logLevel: 'silent' }),
        {
          messageIdHost: messageIdHostOf(TEST_BASE_URL),
        },
      );
      const mail = sink.received.find((m) => m.to.includes(owner.email) && m.subject.includes('SMETA audit for the reminder'))!;
      expect(mail.subject).toBe('Certificate runs out on 28 Feb 2027: SMETA audit for the reminder');
      expect(mail.text).toContain('SMETA-7788');
      expect(mail.text).toContain('30 days from today');
      expect(mail.text).toMatch(new RegExp(`${TEST_BASE_URL}/admin/content/certificate/\\d+`));
      // An owner who reads the back office in Vietnamese is told in Vietnamese, the date the Vietnamese way.
      const vi = sink.received.find((m) => m.to.includes(vietnameseOwner.email) && m.subject.includes('SMETA audit for the reminder'))!;
      expect(vi.subject).toBe('Chứng nhận hết hạn ngày 28 thg 2, 2027: SMETA audit for the reminder');
      expect(vi.text).toContain('có hiệu lực đến 28 thg 2, 2027: còn 30 ngày kể từ hôm nay.');
      expect(vi.text).toContain('số SMETA-7788');
      expect(vi.text).toMatch(new RegExp(`Xem tại: ${TEST_BASE_URL}/admin/content/certificate/\\d+`));
    } finally {
      await sink.close();
    }
  });
});
