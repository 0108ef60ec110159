import { englishOf } from '../../../shared/i18n/english';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { type InquiryDetail, inboxApi } from '../../../shared/contracts/inbox';
import { type ReplyFile, type ReplyTools, replyToolsApi } from '../../../shared/contracts/reply-tools';
import { REPLY_FILE_MESSAGES, TEMPLATE_MESSAGES, TEMPLATES_MAX } from '../../../shared/staff/reply-tools';
import { insertInquiry, testClock, vn } from '../../../test/inbox-fixtures';
import { startSmtpSink } from '../../../test/smtp-sink';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp, TEST_BASE_URL } from '../../../test/test-app';
import { httpClient } from '../../../test/http';
import { freePort } from '../../../test/wait';
import { createLogger } from '../../logger';
import { deliverDueMails, messageIdHostOf, smtpSender } from '../../mail/outbox-worker';

// Reply templates, signatures and the files replies carry, through the API as the back office uses them, on a
// database of its own (the template list and the file library are the whole database's).

const NOW = vn('2026-11-18 10:00');
const clock = testClock(NOW);
let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let owner: SignedIn;
let sales: SignedIn;
let editor: SignedIn;

beforeAll(async () => {
  site = await createIsolatedTestApp({ clock: clock.now });
  owner = await signedInAs(site.database.db, 'owner', { name: 'Olivia Owner' });
  sales = await signedInAs(site.database.db, 'sales', { name: 'Lan Nguyen', email: 'lan@hanoweave.example' });
  editor = await signedInAs(site.database.db, 'editor', { name: 'Ed Itor' });
});
afterAll(() => site.dispose());

const db = () => site.database.db;
const { get, post } = httpClient(() => site.app);
const tools = async (who: SignedIn): Promise<ReplyTools> => {
  const response = await get(endpointUrl(replyToolsApi.tools), who);
  expect(response.status).toBe(200);
  return response.body as ReplyTools;
};
const upload = (bytes: Buffer, name: string, who: SignedIn = sales) =>
  post(endpointUrl(replyToolsApi.uploadFile, { query: { name } }), bytes, who).set('Content-Type', 'application/octet-stream');
/** A small but real PDF's first bytes: the server reads a file's type from them. */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const auditOf = (action: string) => db().selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

describe('reply templates', () => {
  it('are kept by owners: sales staff read them, and are refused when they try to change them', async () => {
    const created = await post(
      endpointUrl(replyToolsApi.createTemplate),
      { name: 'Samples on their way', body: 'Dear {buyer name},\n\nYour samples for {reference} left today.' },
      owner,
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Samples on their way', version: 1, updatedBy: 'Olivia Owner' });
    expect((await tools(sales)).templates.map((t) => t.name)).toContain('Samples on their way');
    expect((await post(endpointUrl(replyToolsApi.createTemplate), { name: 'Mine', body: 'Hello' }, sales)).status).toBe(403);
    expect((await get(endpointUrl(replyToolsApi.tools), editor)).status).toBe(403);
    const [entry] = await auditOf('reply-template.created');
    expect(entry).toMatchObject({ actor_label: owner.email, subject_type: 'reply-template', subject_id: String(created.body.id) });
  });

  it('refuse a word in braces they cannot fill, a second template of the same name, and a stale edit', async () => {
    const typo = await post(endpointUrl(replyToolsApi.createTemplate), { name: 'Typo', body: 'Dear {buyer},' }, owner);
    expect(typo.status).toBe(400);
    expect(typo.body.errors.body).toBe(englishOf(TEMPLATE_MESSAGES.unknownPlaceholder('{buyer}')));

    const first = await post(endpointUrl(replyToolsApi.createTemplate), { name: 'Price list', body: 'Attached, {buyer name}.' }, owner);
    const again = await post(endpointUrl(replyToolsApi.createTemplate), { name: 'PRICE LIST', body: 'Another' }, owner);
    expect(again.status).toBe(400);
    expect(again.body.errors.name).toBe(englishOf(TEMPLATE_MESSAGES.nameTaken));

    const params = { id: String(first.body.id) };
    const edited = await post(
      endpointUrl(replyToolsApi.updateTemplate, { params }),
      { name: 'Price list 2027', body: 'Attached.', version: 1 },
      owner,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Price list 2027', body: 'Attached.', version: 2 });
    const stale = await post(endpointUrl(replyToolsApi.updateTemplate, { params }), { name: 'Old', body: 'Old', version: 1 }, owner);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(englishOf(TEMPLATE_MESSAGES.changedMeanwhile));

    expect((await post(endpointUrl(replyToolsApi.removeTemplate, { params }), { version: 2 }, owner)).status).toBe(200);
    expect((await tools(sales)).templates.map((t) => t.name)).not.toContain('Price list 2027');
    expect((await auditOf('reply-template.deleted')).at(-1)!.detail).toEqual({ name: 'Price list 2027' });
  });

  it(`stop at ${TEMPLATES_MAX}`, async () => {
    const have = (await tools(owner)).templates.length;
    for (let i = have; i < TEMPLATES_MAX; i++) {
      expect((await post(endpointUrl(replyToolsApi.createTemplate), { name: `Template ${i}`, body: 'Hello' }, owner)).status).toBe(200);
    }
    const over = await post(endpointUrl(replyToolsApi.createTemplate), { name: 'One too many', body: 'Hello' }, owner);
    expect(over.status).toBe(400);
    expect(over.body.errors.name).toBe(englishOf(TEMPLATE_MESSAGES.tooMany));
    expect((await tools(owner)).templates).toHaveLength(TEMPLATES_MAX);
  });
});

describe('a signature', () => {
  it('is each person’s own and signs the replies they send', async () => {
    const saved = await post(endpointUrl(replyToolsApi.saveSignature), { signature: 'Export sales\nWhatsApp +84 912 345 678' }, sales);
    expect(saved.status).toBe(200);
    expect((await tools(sales)).signature).toBe('Export sales\nWhatsApp +84 912 345 678');
    expect((await tools(owner)).signature).toBe('');

    const { id } = await insertInquiry(db(), {
      receivedAt: vn('2026-11-18 09:00'),
      name: 'Mia',
      email: 'mia@casa-bella.it',
      message: 'Rugs?',
    });
    const replied = await post(endpointUrl(inboxApi.reply, { params: { id } }), { subject: 'Re: rugs', body: 'Yes.', version: 1 }, sales);
    expect(replied.status).toBe(200);
    const mail = await db().selectFrom('email_outbox').select('body_text').where('inquiry_id', '=', id).executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('--\nLan Nguyen\nExport sales\nWhatsApp +84 912 345 678');
  });
});

describe('files sent with a reply', () => {
  it('reach the buyer over SMTP, are listed in the history for staff to download, and are offered again first', async () => {
    const catalogue = await upload(pdf('Catalogue 2027'), 'Catalogue 2027.pdf');
    expect(catalogue.status).toBe(200);
    expect(catalogue.body).toMatchObject({ fileName: 'Catalogue 2027.pdf', contentType: 'application/pdf', lastUsedAt: null });
    const certificate = await upload(pdf('FSC certificate'), 'FSC.pdf');
    // The same bytes again are the same file.
    expect((await upload(pdf('Catalogue 2027'), 'Catalogue 2027.pdf')).body.id).toBe(catalogue.body.id);

    const { id } = await insertInquiry(db(), {
      receivedAt: vn('2026-11-18 09:00'),
      name: 'Jonas',
      email: 'jonas@wohnen.de',
      message: 'Your catalogue, please.',
      acknowledgement: 'pending',
    });
    const files = [certificate.body.id, catalogue.body.id];
    const replied = await post(
      endpointUrl(inboxApi.reply, { params: { id } }),
      { subject: 'Re: catalogue', body: 'Here it is.', files, version: 1 },
      sales,
    );
    expect(replied.status).toBe(200);
    const event = (replied.body as InquiryDetail).events.find((e) => e.kind === 'reply')!;
    expect(event.files.map((file) => file.fileName)).toEqual(['FSC.pdf', 'Catalogue 2027.pdf']);

    const download = await get(endpointUrl(replyToolsApi.file, { params: { id: catalogue.body.id } }), sales);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect((await get(endpointUrl(replyToolsApi.file, { params: { id: catalogue.body.id } }))).status).toBe(401);

    const recent = (await tools(owner)).recentFiles.map((file: ReplyFile) => file.fileName);
    expect(recent.slice(0, 2).sort()).toEqual(['Catalogue 2027.pdf', 'FSC.pdf']);

    const port = await freePort();
    const sink = await startSmtpSink(port);
    const sender = smtpSender(`smtp://127.0.0.1:${port}`, 'HanoWeave <sales@hanoweave.example>');
    try {
      await deliverDueMails(db(), sender, createLogger({ env: 'test', logLevel: 'silent' }), {
        messageIdHost: messageIdHostOf(TEST_BASE_URL),
      });
      const received = sink.received.find((m) => m.subject === 'Re: catalogue')!;
      expect(received.attachments.map((file) => [file.fileName, file.contentType])).toEqual([
        ['FSC.pdf', 'application/pdf'],
        ['Catalogue 2027.pdf', 'application/pdf'],
      ]);
      expect(received.attachments[1]!.content.equals(pdf('Catalogue 2027'))).toBe(true);
    } finally {
      sender.close();
      await sink.close();
    }
  });

  it('refuse what a buyer should not be sent, and a reply naming a file nobody uploaded sends nothing', async () => {
    const program = await upload(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04]), 'setup.exe');
    expect(program.status).toBe(415);
    expect(program.body.error).toBe(englishOf(REPLY_FILE_MESSAGES.wrongType));

    const { id } = await insertInquiry(db(), { receivedAt: vn('2026-11-18 09:00'), email: 'ana@casa.es', message: 'Hola' });
    const unknown = await post(
      endpointUrl(inboxApi.reply, { params: { id } }),
      { subject: 'Re', body: 'See attached.', files: ['999999'], version: 1 },
      sales,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.files).toBe(englishOf(REPLY_FILE_MESSAGES.unknown));
    expect(await db().selectFrom('email_outbox').select('id').where('inquiry_id', '=', id).execute()).toEqual([]);
    expect((await db().selectFrom('inquiry').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version).toBe(1);
  });
});
