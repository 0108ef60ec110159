import type { I18n, MessageDescriptor } from '@lingui/core';
import { endpointUrl } from '../shared/contracts/endpoint-url';
import { inboxApi } from '../shared/contracts/inbox';
import { mediaApi } from '../shared/contracts/media';
import type { ContentItem } from '../shared/content/content-types';
import { contentApi } from '../shared/contracts/content';
import { translationsApi } from '../shared/contracts/translations';
import { englishOf } from '../shared/i18n/english';
import { MEDIA_MESSAGES } from '../shared/media';
import { INBOX_MESSAGES } from '../shared/staff/inbox';
import { contentSite, contentUrl } from './content-fixtures';
import { insertInquiry } from './inbox-fixtures';
import { SVG_WITH_SCRIPT } from './media-fixtures';
import { type SignedIn, signedInAs } from './staff-sessions';
import { CONTENT_SERVICE_MESSAGES } from '../server/features/content/content-rules';
import { XLIFF_MESSAGES } from '../server/features/translations/translation-xliff';
import { staffMailI18n } from '../server/i18n/staff-mail-i18n';

// The staff API's refusals are written in the language of the staff member who asked: a Vietnamese account reads
// them in Vietnamese, an English one the same words as ever, and an account without a language the one its browser
// asks for.

const { staff, db, get, post } = contentSite();
let vietnamese: { editor: SignedIn; sales: SignedIn };
let vi: I18n;

beforeAll(async () => {
  vietnamese = {
    editor: await signedInAs(db(), 'editor', { name: 'Thu Trang', locale: 'vi' }),
    sales: await signedInAs(db(), 'sales', { name: 'Minh Anh', locale: 'vi' }),
  };
  vi = await staffMailI18n('vi');
});

const upload = (bytes: Buffer, who: SignedIn, contentType = 'image/jpeg') =>
  post(endpointUrl(mediaApi.upload, { query: { name: 'picture.jpg' } }), bytes, who).set('Content-Type', contentType);
const importXliff = (xliff: string, who: SignedIn) =>
  post(endpointUrl(translationsApi.importXliff, { query: { locale: 'de' } }), Buffer.from(xliff), who).set(
    'Content-Type',
    'application/xliff+xml',
  );
const mediaCount = async () =>
  Number((await db().selectFrom('media').select(db().fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

/** The Vietnamese words of a message, which must not be its English (an untranslated message would pass else). */
const inVietnamese = (message: MessageDescriptor) => {
  const words = vi._(message);
  expect(words).not.toBe(englishOf(message));
  return words;
};

describe('a refused picture upload', () => {
  it('is explained in Vietnamese to a Vietnamese account, and nothing is stored', async () => {
    const before = await mediaCount();
    const empty = await upload(Buffer.alloc(0), vietnamese.editor);
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: inVietnamese(MEDIA_MESSAGES.empty) });
    const svg = await upload(SVG_WITH_SCRIPT, vietnamese.editor, 'image/svg+xml');
    expect(svg.status).toBe(415);
    expect(svg.body.error).toBe(inVietnamese(MEDIA_MESSAGES.svg));
    expect(await mediaCount()).toBe(before);
  });

  it('keeps its English words for an English account', async () => {
    const svg = await upload(SVG_WITH_SCRIPT, staff.editor, 'image/svg+xml');
    expect(svg.status).toBe(415);
    expect(svg.body.error).toBe(englishOf(MEDIA_MESSAGES.svg));
    expect(svg.body.error).toBe('This is an SVG drawing: SVG files can carry scripts, so they are refused. Export it as PNG instead.');
  });

  it('follows the browser of an account that has not chosen a language', async () => {
    const undecided = await signedInAs(db(), 'editor');
    const empty = await upload(Buffer.alloc(0), undecided).set('Accept-Language', 'vi-VN,vi;q=0.9');
    expect(empty.body.error).toBe(inVietnamese(MEDIA_MESSAGES.empty));
    const english = await upload(Buffer.alloc(0), undecided).set('Accept-Language', 'de-DE,en;q=0.5');
    expect(english.body.error).toBe(englishOf(MEDIA_MESSAGES.empty));
  });
});

describe('an edit made on a stale version (409)', () => {
  it('names the other editor and the time in the Vietnamese sentence', async () => {
    const product = await db().selectFrom('product').select('id').orderBy('id').offset(3).executeTakeFirstOrThrow();
    const at = { type: 'product', id: String(product.id) };
    const item = (await get(contentUrl(contentApi.get, at))).body as ContentItem;
    const draft = { values: { ...item.values, name: 'Binh’s draft name' }, version: item.version };
    const first = await post(contentUrl(contentApi.saveDraft, at), draft, staff.otherEditor);
    expect(first.status).toBe(200);
    const refused = { values: { ...item.values, name: 'Giỏ cói' }, version: item.version };
    const stale = await post(contentUrl(contentApi.saveDraft, at), refused, vietnamese.editor);
    expect(stale.status).toBe(409);
    const message = CONTENT_SERVICE_MESSAGES.stale('Binh Pham', '2026-11-24 03:00 UTC');
    expect(stale.body.error).toBe(inVietnamese(message));
    expect(stale.body.error).toContain('Binh Pham');
    const english = await post(contentUrl(contentApi.saveDraft, at), refused, staff.editor);
    expect(english.body.error).toBe(englishOf(message));
  });

  it('tells a Vietnamese salesperson that someone else changed the inquiry', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: new Date('2026-11-17T02:00:00Z') });
    const setStatus = endpointUrl(inboxApi.setStatus, { params: { id } });
    expect((await post(setStatus, { status: 'open', version: 1 }, staff.sales)).status).toBe(200);
    const stale = await post(setStatus, { status: 'lost', version: 1 }, vietnamese.sales);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(inVietnamese(INBOX_MESSAGES.staleEdit));
    const english = await post(setStatus, { status: 'lost', version: 1 }, staff.sales);
    expect(english.body.error).toBe(englishOf(INBOX_MESSAGES.staleEdit));
    expect((await db().selectFrom('inquiry').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('open');
  });
});

describe('a refused XLIFF import', () => {
  it('says in Vietnamese that the file is not XLIFF, and in English to an English account', async () => {
    const refused = await importXliff('<not-xliff/>', vietnamese.editor);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ saved: 0, refused: [], error: inVietnamese(XLIFF_MESSAGES.unreadable) });
    const english = await importXliff('<not-xliff/>', staff.editor);
    expect(english.body.error).toBe('This is not an XLIFF 2.0 file.');
  });

  it('names the file’s language in the Vietnamese sentence', async () => {
    const french = (await get(endpointUrl(translationsApi.exportXliff, { query: { locale: 'fr' } }))).text;
    const refused = await importXliff(french, vietnamese.editor);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(inVietnamese(XLIFF_MESSAGES.otherLanguage('fr', 'de')));
    expect((await importXliff(french, staff.editor)).body.error).toBe('The file is for "fr", not de: nothing was saved.');
  });
});
