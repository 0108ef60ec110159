import type { References } from '../../../shared/catalogue';
import { CONSENT, type ContentItem } from '../../../shared/content/content-types';
import { CONTENT_MESSAGES } from '../../../shared/content/fields';
import { contentApi } from '../../../shared/contracts/content';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { type SignedIn, signedInAs } from '../../../test/staff-sessions';
import { createIsolatedTestApp } from '../../../test/test-app';
import { httpClient } from '../../../test/http';

// Testimonials and client logos are shown only with the buyer's consent recorded: who gave it, when and how. The
// server refuses to publish a testimonial without it, and leaves a logo without it off every public page.

let site: Awaited<ReturnType<typeof createIsolatedTestApp>>;
let editor: SignedIn;

beforeAll(async () => {
  site = await createIsolatedTestApp();
  editor = await signedInAs(site.database.db, 'editor', { name: 'Hoa Editor' });
});
afterAll(() => site.dispose());

type Params = { type: string; id?: string };
const url = (endpoint: (typeof contentApi)[keyof typeof contentApi], params: Params) =>
  endpointUrl(endpoint as typeof contentApi.get, { params: params as { type: 'faq'; id: string } } as never);
const { get, post } = httpClient(
  () => site.app,
  () => editor,
);
const visitor = httpClient(() => site.app);
const references = async () => (await visitor.get('/api/references')).body as References;
const page = async (path: string) => (await visitor.get(path)).text.replace(/&#x27;|&#39;/g, "'");
const auditActions = (id: number) =>
  site.database.db
    .selectFrom('audit_log')
    .select('action')
    .where('subject_type', '=', 'testimonial')
    .where('subject_id', '=', String(id))
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => row.action));

const consent = { consent_given_by: 'Sophie Laurent, buyer', consent_date: '2026-03-12', consent_how: 'e-mail of 12 March 2026' };
const noConsent = { consent_given_by: '', consent_date: '', consent_how: '' };
const words = {
  quote: 'The lampshades arrived flat-packed and not one was crushed: our stores sold out in three weeks.',
  person_name: 'Sophie Laurent',
  person_role: 'Buyer',
  company: 'Lumière Maison SAS',
  country: 'France',
  photo: null,
};
const CONSENT_NEEDED = Object.fromEntries(Object.keys(consent).map((name) => [name, CONTENT_MESSAGES.publishedOnlyWith(CONSENT)]));

describe('a testimonial', () => {
  it('is kept as a draft without consent, and refused publication, now or later, with a message that says why', async () => {
    const created = await post(url(contentApi.create, { type: 'testimonial' }), { values: { ...words, ...noConsent } });
    expect(created.status).toBe(200);
    const draft = created.body as ContentItem;
    expect(draft.status).toBe('draft');
    const at = { type: 'testimonial', id: String(draft.id) };

    const published = await post(url(contentApi.publish, at), { state: 'published', version: draft.version });
    expect(published.status).toBe(400);
    expect(published.body.error).toBe(`Fill in all of "${CONSENT}" before publishing: until then it stays a draft.`);
    expect(published.body.errors).toEqual(CONSENT_NEEDED);
    const scheduled = await post(url(contentApi.publish, at), {
      state: 'scheduled',
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
      version: draft.version,
    });
    expect(scheduled.status).toBe(400);
    expect(scheduled.body.errors).toEqual(CONSENT_NEEDED);

    expect((await references()).testimonials.map((t) => t.personName)).not.toContain(words.person_name);
    expect(await page('/about-us')).not.toContain(words.quote);
    expect(await auditActions(draft.id)).toEqual(['content.created']);
  });

  it('refuses a consent recorded in part, with the same words as the form', async () => {
    const response = await post(url(contentApi.create, { type: 'testimonial' }), {
      values: { ...words, ...noConsent, consent_date: '2026-03-12' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      consent_given_by: CONTENT_MESSAGES.allOrNone(CONSENT),
      consent_how: CONTENT_MESSAGES.allOrNone(CONSENT),
    });
  });

  it('is published once its consent is recorded, shown on the home page and About us, and keeps its consent while published', async () => {
    const created = (await post(url(contentApi.create, { type: 'testimonial' }), { values: { ...words, ...noConsent } }))
      .body as ContentItem;
    const at = { type: 'testimonial', id: String(created.id) };
    const withConsent = await post(url(contentApi.update, at), { values: { ...words, ...consent }, version: created.version });
    expect(withConsent.status).toBe(200);
    const published = await post(url(contentApi.publish, at), { state: 'published', version: (withConsent.body as ContentItem).version });
    expect(published.status).toBe(200);
    expect((published.body as ContentItem).status).toBe('published');

    const shown = (await references()).testimonials.find((t) => t.personName === words.person_name);
    expect(shown).toEqual({
      _id: created.id,
      quote: words.quote,
      personName: words.person_name,
      personRole: words.person_role,
      company: words.company,
      country: words.country,
      photo: null,
    });
    // Who consented and how stays in the back office.
    expect(JSON.stringify(await references())).not.toContain(consent.consent_how);
    for (const path of ['/', '/about-us']) {
      const html = await page(path);
      expect(html).toMatch(/<h2 id="testimonials-title"[^>]*>What our buyers say<\/h2>/);
      expect(html).toContain(`<blockquote class="testimonial-quote mb-3"><p class="mb-0">${words.quote}</p></blockquote>`);
      expect(html).toContain('<span>Buyer</span>, Lumière Maison SAS, France');
    }

    // Taking the consent out of the published testimonial is refused: the site goes on showing it as it was.
    const live = (published.body as ContentItem).version;
    const withdrawn = await post(url(contentApi.update, at), { values: { ...words, ...noConsent, quote: 'Changed.' }, version: live });
    expect(withdrawn.status).toBe(400);
    expect(withdrawn.body.errors).toEqual(CONSENT_NEEDED);
    expect((await references()).testimonials.find((t) => t._id === created.id)?.quote).toBe(words.quote);
    expect(await auditActions(created.id)).toEqual(['content.created', 'content.updated', 'content.published']);
  });
});

describe('client logos', () => {
  it('are shown on About us only with the buyer’s consent recorded', async () => {
    const { clients } = await references();
    // The demo's clients, two of which have not consented yet.
    expect(clients.map((c) => c.name)).toContain('Nordlys Living ApS');
    expect(clients.map((c) => c.name)).not.toContain('Casa Ola S.L.');
    const search = (await visitor.post('/api/customer/search', { name: '' })).body as { data: { name: string }[] };
    expect(search.data.map((c) => c.name)).toEqual(clients.map((c) => c.name));
    const about = await page('/about-us');
    expect(about).toMatch(/<h2 id="clients-title"[^>]*>Some of our clients<\/h2>/);
    expect(about).toContain('alt="Nordlys Living ApS logo"');
    expect(about).not.toContain('Casa Ola S.L. logo');

    // Its consent recorded, Casa Ola is shown.
    const row = await site.database.db.selectFrom('customer').select('id').where('name', '=', 'Casa Ola S.L.').executeTakeFirstOrThrow();
    const at = { type: 'customer', id: String(row.id) };
    const item = (await get(url(contentApi.get, at))).body as ContentItem;
    const saved = await post(url(contentApi.update, at), { values: { ...item.values, ...consent }, version: item.version });
    expect(saved.status).toBe(200);
    expect((await references()).clients.map((c) => c.name)).toContain('Casa Ola S.L.');
    expect(await page('/about-us')).toContain('Casa Ola S.L. logo');
  });
});
