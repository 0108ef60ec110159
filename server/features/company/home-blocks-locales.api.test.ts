import type { Faq, HomeBlocks, SiteInfo } from '../../../shared/catalogue';
import { companyApi } from '../../../shared/contracts/company';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { contentSite } from '../../../test/content-fixtures';

// The home page's badges and reasons, the FAQ and the company's texts in another language: each text published in it is shown, each
// other stays English and is named, so the page marks it lang="en"; the English answers are as before.

const { db, visitor, publishTranslation } = contentSite();

const publish = (kind: string, id: number, values: Record<string, string>) => publishTranslation(kind, id, 'es', values);
const homeBlocks = async (locale?: 'es') =>
  (await visitor.get(endpointUrl(companyApi.homeBlocks, { query: locale ? { locale } : {} }))).body as HomeBlocks;
const faqs = async (locale?: 'es') => (await visitor.get(endpointUrl(companyApi.faqs, { query: locale ? { locale } : {} }))).body as Faq[];

describe('the home page in a language its blocks are partly translated into', () => {
  it('shows each translated badge in it and names the English ones, leaving the English answer as it was', async () => {
    const first = await db().selectFrom('badge').select(['id', 'title']).orderBy('sort_order').executeTakeFirstOrThrow();
    const before = await homeBlocks('es');
    expect(before.badges.every((badge) => badge.untranslated?.includes('title'))).toBe(true);

    await publish('badge', first.id, { title: 'EXPORTACIÓN MUNDIAL' });
    const after = await homeBlocks('es');
    expect(after.badges[0]).toMatchObject({ title: 'EXPORTACIÓN MUNDIAL' });
    expect(after.badges[0]!.untranslated).toBeUndefined();
    expect(after.badges.slice(1).every((badge) => badge.untranslated?.includes('title'))).toBe(true);

    const page = await visitor.get('/es/');
    expect(page.text).toContain('<h3 class="h6 mb-0">EXPORTACIÓN MUNDIAL</h3>');
    expect(page.text).toContain(`<h3 class="h6 mb-0" lang="en">${after.badges[1]!.title}</h3>`);

    // English readers, and every client of the specification's API, get the answer they always had.
    const english = await homeBlocks();
    expect(english.badges[0]!.title).toBe(first.title);
    expect(JSON.stringify(english)).not.toContain('untranslated');
  });

  it("shows a FAQ's translated question with its English answer marked as English", async () => {
    const faq = await db().selectFrom('faq').select(['id', 'question']).orderBy('type').orderBy('sort_order').executeTakeFirstOrThrow();
    await publish('faq', faq.id, { question: '¿Cuál es el pedido mínimo?' });
    const shown = (await faqs('es')).find((each) => each._id === faq.id)!;
    expect(shown).toMatchObject({ question: '¿Cuál es el pedido mínimo?', untranslated: ['answer'] });
    const page = await visitor.get('/es/faqs');
    expect(page.text).toMatch(
      /<summary class="px-3 py-2 fw-semibold">¿Cuál es el pedido mínimo\?<\/summary><div class="px-3 pb-2" lang="en">/,
    );
    expect((await faqs()).find((each) => each._id === faq.id)!.question).toBe(faq.question);
  });

  it("shows the company's translated footer text on every page, and its untranslated video title marked as English", async () => {
    await publish('company', 1, { info_html: '<p>Diseñamos y tejemos cestas para importadores.</p>' });
    const site = (await visitor.get(endpointUrl(companyApi.site, { query: { locale: 'es' } }))).body as SiteInfo;
    expect(site.info).toBe('<p>Diseñamos y tejemos cestas para importadores.</p>');
    expect(site.introVideo.untranslated).toEqual(['intro_video_title', 'intro_caption_html']);
    for (const path of ['/es/', '/es/faqs']) {
      expect((await visitor.get(path)).text).toContain('<div class="small footer-muted footer-info"><p>Diseñamos y tejemos cestas');
    }
    expect((await visitor.get('/es/')).text).toMatch(/<h2 id="intro-title" class="h3" lang="en">/);
    const english = (await visitor.get(endpointUrl(companyApi.site, { query: {} }))).body as SiteInfo;
    expect(english.info).not.toContain('Diseñamos');
    expect(JSON.stringify(english)).not.toContain('untranslated');
  });
});
