import { englishOf } from '../../../shared/i18n/english';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { type MessageTranslation, type ReplyTools, replyToolsApi } from '../../../shared/contracts/reply-tools';
import { type TranslationItem, translationsApi } from '../../../shared/contracts/translations';
import { TRADE_GLOSSARY } from '../../../shared/machine-translation/trade-glossary';
import { contentSite } from '../../../test/content-fixtures';
import { type DeeplServer, startDeeplServer } from '../../../test/deepl-server';
import { insertInquiry } from '../../../test/inbox-fixtures';
import { createLogger } from '../../logger';
import { HttpError } from '../../http/http-error';
import { MACHINE_TRANSLATION_MESSAGES, createMachineTranslator } from './machine-translator.public';

// Machine translation against a local server that speaks DeepL's API: a draft of the empty fields, made with the
// trade's glossary and never published until an editor does; the provider's refusals passed on with nothing
// changed; and a buyer's message read in the staff member's language, its original kept.

let deepl: DeeplServer;
beforeAll(async () => {
  deepl = await startDeeplServer();
});
afterAll(() => deepl.close());

const { staff, db, get, post, visitor, auditActions } = contentSite({ machineTranslation: () => deepl.settings() });

const params = (id: number, locale: string) => ({ params: { kind: 'product', id: String(id), locale } });
const draftUrl = (id: number, locale: string) => endpointUrl(translationsApi.machineDraft, params(id, locale));
const saveUrl = (id: number, locale: string) => endpointUrl(translationsApi.save, params(id, locale));
const itemUrl = (id: number) => endpointUrl(translationsApi.item, { params: { kind: 'product', id: String(id) } });
const translationOf = async (id: number, locale: string) =>
  ((await get(itemUrl(id))).body as TranslationItem).translations.find((t) => t.locale === locale)!;

/** A product untranslated into `locale`, renamed and described in the trade's words. */
async function aTradeProduct(offset: number) {
  const product = await db().selectFrom('product').select(['id', 'path']).orderBy('id').offset(offset).executeTakeFirstOrThrow();
  await db()
    .updateTable('product')
    .set({
      name: `Seagrass basket, knock-down, nested set of 3 (${offset})`,
      description: '<p>Woven from <em>water hyacinth</em>. 0.12 CBM.</p>',
    })
    .where('id', '=', product.id)
    .execute();
  await db().deleteFrom('content_translation').where('kind', '=', 'product').where('item_id', '=', product.id).execute();
  return product;
}

describe('a machine-translated draft', () => {
  it('drafts the empty fields with the glossary, shows buyers nothing until an editor publishes, audited', async () => {
    const product = await aTradeProduct(11);
    expect(((await get(itemUrl(product.id))).body as TranslationItem).machineTranslation).toBe(true);

    const drafted = await post(draftUrl(product.id, 'es'), { version: 0 });
    expect(drafted.status).toBe(200);
    const es = (drafted.body as TranslationItem).translations.find((t) => t.locale === 'es')!;
    expect(es).toMatchObject({ state: 'draft', version: 1, published: {} });
    // The glossary's words, not a word-for-word guess; rich text keeps its tags.
    expect(es.draft!.name).toBe(`[ES] ${TRADE_GLOSSARY.es.seagrass} basket, desmontable, juego anidable of 3 (11)`);
    expect(es.draft!.description).toBe('<p>[ES] Woven from <em>jacinto de agua</em>. 0.12 CBM.</p>');

    const sent = deepl.requests.filter((r) => r.path === '/v2/translate');
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent)
      expect(request.body).toMatchObject({ source_lang: 'EN', target_lang: 'ES', glossary_id: expect.any(String) });
    expect(sent.some((r) => r.body?.tag_handling === 'html')).toBe(true);
    expect(deepl.glossaries()).toEqual([expect.objectContaining({ source_lang: 'en', target_lang: 'es', entry_count: 9 })]);

    // Buyers still see the English page.
    const before = await visitor.get(`/es/product/${product.path}`);
    expect(before.text).not.toContain('[ES]');
    expect((await auditActions('product', product.id)).filter((a) => a.startsWith('translation.'))).toEqual([
      'translation.machine-drafted',
    ]);

    const published = await post(saveUrl(product.id, 'es'), { values: es.draft, version: 1, publish: true });
    expect(published.status).toBe(200);
    const path = (published.body as TranslationItem).translations.find((t) => t.locale === 'es')!.path!;
    const page = await visitor.get(`/es/product/${path}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('jacinto de agua');
  });

  it('keeps what an editor wrote, fills the rest, and reuses the language pair’s glossary', async () => {
    const product = await aTradeProduct(12);
    const saved = await post(saveUrl(product.id, 'es'), { values: { name: 'Cesta de fibra de mar' }, version: 0, publish: false });
    expect(saved.status).toBe(200);
    const drafted = await post(draftUrl(product.id, 'es'), { version: 1 });
    expect(drafted.status).toBe(200);
    const es = (drafted.body as TranslationItem).translations.find((t) => t.locale === 'es')!;
    expect(es.draft).toMatchObject({ name: 'Cesta de fibra de mar', description: expect.stringContaining('[ES]') });
    expect(deepl.glossaries().filter((g) => g.target_lang === 'es')).toHaveLength(1);

    // Nothing left empty: refused, and nothing sent to the provider.
    const asked = deepl.requests.length;
    const again = await post(draftUrl(product.id, 'es'), { version: 2 });
    expect([again.status, again.body.error]).toEqual([
      409,
      'Every field already has a translation: nothing was left for machine translation to draft.',
    ]);
    expect(deepl.requests.length).toBe(asked);
  });

  it('refuses a stale version before asking the provider', async () => {
    const product = await aTradeProduct(13);
    await post(saveUrl(product.id, 'fr'), { values: { name: 'Panier' }, version: 0, publish: false }, staff.otherEditor);
    const asked = deepl.requests.length;
    const stale = await post(draftUrl(product.id, 'fr'), { version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/^Binh Pham saved this translation after you opened it/);
    expect(deepl.requests.length).toBe(asked);
  });

  it('passes on the provider’s refusal and changes nothing', async () => {
    const product = await aTradeProduct(14);
    deepl.setMode('quota');
    try {
      const refused = await post(draftUrl(product.id, 'de'), { version: 0 });
      expect([refused.status, refused.body.error]).toEqual([502, englishOf(MACHINE_TRANSLATION_MESSAGES.failures.quota)]);
    } finally {
      deepl.setMode('ok');
    }
    expect(await translationOf(product.id, 'de')).toMatchObject({ state: 'missing', version: 0, draft: null });
    expect((await auditActions('product', product.id)).filter((a) => a.startsWith('translation.'))).toEqual([]);
  });

  it('is refused for sales staff', async () => {
    const product = await aTradeProduct(15);
    const refused = await post(draftUrl(product.id, 'de'), { version: 0 }, staff.sales);
    expect(refused.status).toBe(403);
    expect((await translationOf(product.id, 'de')).version).toBe(0);
  });
});

describe('the provider’s client', () => {
  const logger = createLogger({ env: 'test', logLevel: 'silent' });

  it('tells a refused key apart, in words staff can act on', async () => {
    const translator = createMachineTranslator(deepl.settings('not-the-key'), logger);
    const failure = translator.translateMessage('Hello', 'vi');
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 502, message: englishOf(MACHINE_TRANSLATION_MESSAGES.failures.key) });
  });

  it('says the service is busy when it is down', async () => {
    deepl.setMode('down');
    try {
      const translator = createMachineTranslator(deepl.settings(), logger);
      await expect(translator.translateContent(['Basket'], 'ja', false)).rejects.toMatchObject({ status: 503 });
    } finally {
      deepl.setMode('ok');
    }
  });
});

describe('a buyer’s message translated for staff', () => {
  const message = 'Wir brauchen 500 Körbe aus Seegras, zerlegbar.';
  const translateUrl = (id: string) => endpointUrl(replyToolsApi.translateMessage, { params: { id } });
  const inquiryUrl = (id: string) => `/api/staff/inquiries/${id}`;

  it('is offered to the inbox, in the staff member’s language, its language detected, nothing stored', async () => {
    const tools = (await get(endpointUrl(replyToolsApi.tools), staff.sales)).body as ReplyTools;
    expect(tools.machineTranslation).toBe(true);
    const { id } = await insertInquiry(db(), { receivedAt: new Date('2026-11-23T03:00:00Z'), message });

    const vi = await post(translateUrl(id), { target: 'vi' }, staff.sales);
    expect(vi.status).toBe(200);
    expect(vi.body as MessageTranslation).toEqual({ text: `[VI] ${message}`, detectedLanguage: 'DE' });
    const en = await post(translateUrl(id), { target: 'en' }, staff.owner);
    expect((en.body as MessageTranslation).text).toBe(`[EN-GB] ${message}`);
    // Detected, so no glossary (DeepL's needs the source named).
    expect(deepl.requests.at(-1)!.body).not.toHaveProperty('glossary_id');

    const detail = await get(inquiryUrl(id), staff.sales);
    expect(detail.body.fields).toContainEqual(expect.objectContaining({ value: message }));
  });

  it('translates one of the buyer’s answers, and refuses what is not the buyer’s or not there', async () => {
    const { id } = await insertInquiry(db(), { receivedAt: new Date('2026-11-23T04:00:00Z'), message: 'Hello' });
    const answer = await db()
      .insertInto('inquiry_event')
      .values({ inquiry_id: id, actor_label: 'Buyer', kind: 'buyer', body: 'Können Sie liefern?' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const note = await db()
      .insertInto('inquiry_event')
      .values({ inquiry_id: id, actor_label: 'Lan', kind: 'note', body: 'Call them' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const translated = await post(translateUrl(id), { target: 'vi', eventId: answer.id }, staff.sales);
    expect(translated.body).toEqual({ text: '[VI] Können Sie liefern?', detectedLanguage: 'DE' });
    expect((await post(translateUrl(id), { target: 'vi', eventId: note.id }, staff.sales)).status).toBe(404);
    expect((await post(translateUrl('999999999'), { target: 'vi' }, staff.sales)).status).toBe(404);
    expect((await post(translateUrl(id), { target: 'fr' }, staff.sales)).status).toBe(400);
    expect((await post(translateUrl(id), { target: 'vi' }, staff.editor)).status).toBe(403);
  });
});
