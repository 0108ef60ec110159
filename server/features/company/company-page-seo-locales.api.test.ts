import { companyApi } from '../../../shared/contracts/company';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { translationsApi, type TranslationItem } from '../../../shared/contracts/translations';
import { contentSite } from '../../../test/content-fixtures';

// What search engines show of a company page in another language: the title and description translated for it,
// once published; without them the page's own texts in that language, as a product's page does, never the English
// ones an editor wrote for English searches.

const { db, get, post, visitor } = contentSite();

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(headOf(html))?.[1] ?? '';
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(headOf(html))?.[1] ?? '';
const pageHead = async (address: string) => {
  const response = await visitor.get(address);
  expect(response.status).toBe(200);
  return { title: titleOf(response.text), description: descriptionOf(response.text) };
};

/** Publishes the company's German texts with `values` changed, as the translation screen saves them. */
async function publishGerman(values: Record<string, string>) {
  const at = { params: { kind: 'company', id: '1' } } as const;
  const item = (await get(endpointUrl(translationsApi.item, at))).body as TranslationItem;
  const german = item.translations.find((each) => each.locale === 'de')!;
  const saved = await post(endpointUrl(translationsApi.save, { params: { ...at.params, locale: 'de' } }), {
    values: { ...german.published, ...values },
    version: german.version,
    publish: true,
  });
  expect(saved.status).toBe(200);
}

/** The English texts for search engines the demo's company information gives its pages. */
const englishTexts = () =>
  db()
    .selectFrom('site_config')
    .select(['about_us_seo_title', 'how_we_make_seo_title', 'trading_seo_title', 'trading_seo_description'])
    .executeTakeFirstOrThrow();

describe("the company pages' texts for search engines in another language", () => {
  it('titles the German about-us page with its published German title, and the English page with the English one', async () => {
    const english = await englishTexts();
    expect(english.about_us_seo_title).not.toBe('');
    await publishGerman({ about_us_seo_title: 'Über uns: Flechtwerk aus Naturfasern seit 1991' });

    expect((await pageHead('/de/about-us')).title).toMatch(/^Über uns: Flechtwerk aus Naturfasern seit 1991 \| /);
    expect((await pageHead('/about-us')).title).toMatch(new RegExp(`^${english.about_us_seo_title} \\| `));
    const seo = await visitor.get(endpointUrl(companyApi.pageSeo, { params: { page: 'about-us' }, query: { locale: 'de' } }));
    expect(seo.body).toEqual({ title: 'Über uns: Flechtwerk aus Naturfasern seit 1991' });
  });

  it('gives a page without a published translation of them its own texts in the language, not the English ones', async () => {
    const english = await englishTexts();
    await publishGerman({ trading_seo_title: '', trading_seo_description: '' });
    const german = await pageHead('/de/trading');
    expect(german.title).toMatch(/^Handelsbedingungen \| /);
    expect(german.title).not.toContain(english.trading_seo_title);
    expect(german.description).not.toBe(english.trading_seo_description);

    // Spanish has none of the company's texts for search engines translated in the demo.
    const spanish = await pageHead('/es/how-we-make');
    expect(spanish.title).not.toContain(english.how_we_make_seo_title);
    expect((await pageHead('/how-we-make')).title).toContain(english.how_we_make_seo_title);
  });

  it("shows the demo's Japanese title and description on the Japanese quality-control page", async () => {
    const head = await pageHead('/ja/quality-control');
    expect(head.title).toMatch(/^品質管理：すべてのご注文にAQL検査 \| /);
    expect(head.description).toContain('AQLに基づく最終検査');
    const stored = await db()
      .selectFrom('content_translation')
      .select('values')
      .where('kind', '=', 'company')
      .where('locale', '=', 'ja')
      .executeTakeFirstOrThrow();
    expect(stored.values).toMatchObject({ quality_control_seo_title: '品質管理：すべてのご注文にAQL検査' });
  });
});
