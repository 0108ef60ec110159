import type { ContentBlock } from '../../../shared/catalogue';
import type { PublicCertificate } from '../../../shared/certificates';
import { certificatesApi } from '../../../shared/contracts/certificates';
import { companyApi } from '../../../shared/contracts/company';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { videosApi } from '../../../shared/contracts/videos';
import type { VideoPage } from '../../../shared/videos';
import { contentSite } from '../../../test/content-fixtures';

// The company's own pages, its certificates and its stored videos in another language: what is published in it is
// shown, the rest stays English and is named, so the page marks it lang="en"; the English answers are as before.

const { db, visitor, publishTranslation } = contentSite();

const publish = (kind: string, id: number, values: Record<string, string>) => publishTranslation(kind, id, 'es', values);
const blocksOf = async (page: string, locale?: 'es') =>
  (await visitor.get(endpointUrl(companyApi.pageContent, { params: { page }, query: locale ? { locale } : {} }))).body as ContentBlock[];

describe("the company's pages in a language they are partly translated into", () => {
  it("shows a block's translated title and text on the page, the others marked English, the English page unchanged", async () => {
    const block = await db()
      .selectFrom('content_block')
      .select(['id', 'title', 'body'])
      .where('page', '=', 'quality-control')
      .where('section', '=', 'checks')
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    await publish('page-block', block.id, { title: 'Control de la materia prima', body: '<p>Revisamos cada fardo de fibra.</p>' });

    const blocks = await blocksOf('quality-control', 'es');
    const shown = blocks.find((each) => each.title === 'Control de la materia prima')!;
    expect(shown).toMatchObject({ body: '<p>Revisamos cada fardo de fibra.</p>' });
    expect(shown.untranslated).toBeUndefined();
    expect(blocks.filter((each) => each !== shown).every((each) => each.untranslated?.includes('title'))).toBe(true);

    const page = await visitor.get('/es/quality-control');
    expect(page.text).toContain('<h2 class="h6">Control de la materia prima</h2>');
    expect(page.text).toContain('<div class="small text-secondary"><p>Revisamos cada fardo de fibra.</p></div>');
    expect(page.text).toMatch(/<h2 class="h6" lang="en">/);

    const english = await blocksOf('quality-control');
    expect(english.map((each) => each.title)).toContain(block.title);
    expect(JSON.stringify(english)).not.toContain('untranslated');
    expect((await visitor.get('/quality-control')).text).not.toContain('Control de la materia prima');
  });

  it("shows a certificate's translated scope on the certificates page and its English name marked as English", async () => {
    const listed = (await visitor.get(endpointUrl(certificatesApi.valid, { query: {} }))).body as PublicCertificate[];
    const certificate = listed[0]!;
    await publish('certificate', certificate.id, { scope: 'Cestas de junco marino y jacinto de agua.' });

    const spanish = (await visitor.get(endpointUrl(certificatesApi.valid, { query: { locale: 'es' } }))).body as PublicCertificate[];
    const shown = spanish.find((each) => each.id === certificate.id)!;
    expect(shown).toMatchObject({ scope: 'Cestas de junco marino y jacinto de agua.', name: certificate.name, untranslated: ['name'] });
    const page = await visitor.get('/es/certificates');
    expect(page.text).toContain('Cestas de junco marino y jacinto de agua.');
    expect(page.text).toContain(`lang="en">${certificate.name}</h2>`);
    expect(((await visitor.get(endpointUrl(certificatesApi.valid, { query: {} }))).body as PublicCertificate[])[0]!.scope).toBe(
      certificate.scope,
    );
  });

  it("titles a stored video in the language it is translated into, and names the others' titles as English", async () => {
    const video = await db()
      .selectFrom('video')
      .select(['id', 'video_id'])
      .orderBy('published_at', 'desc')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await publish('video', video.id, { title: 'Cómo tejemos una cesta de junco marino' });
    const page = (await visitor.get(endpointUrl(videosApi.videoSearch, { query: { pageSize: 8, locale: 'es' } }))).body as VideoPage;
    expect(page.items.find((item) => item.videoId === video.video_id)).toMatchObject({ title: 'Cómo tejemos una cesta de junco marino' });
    expect(page.items.filter((item) => item.videoId !== video.video_id).every((item) => item.untranslated?.includes('title'))).toBe(true);
    expect((await visitor.get('/es/product-videos')).text).toContain('Cómo tejemos una cesta de junco marino</h2>');
    const english = (await visitor.get(endpointUrl(videosApi.videoSearch, { query: { pageSize: 8 } }))).body as VideoPage;
    expect(JSON.stringify(english)).not.toContain('Cómo tejemos');
    expect(JSON.stringify(english)).not.toContain('untranslated');
  });
});
