import request from 'supertest';
import { paths } from '../../../shared/paths';
import { FORM_PRIVACY_LINE } from '../../../shared/privacy';
import type { DatabaseHandle } from '../../db/connect';
import { createTestApp } from '../../../test/test-app';

// The privacy notice as a buyer's browser (or a compliance team's crawler) receives it: the periods it states are
// the ones the retention pass enforces, and every form that asks for personal details links to it.

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const handles: DatabaseHandle[] = [];
afterAll(() => Promise.all(handles.map((handle) => handle.close())));

function site(retention?: { clientIpDays: number; mailBodyDays: number }) {
  const made = createTestApp(retention ? { config: { retention } } : {});
  handles.push(made.database);
  return made;
}

describe('the privacy notice', () => {
  it('states the retention periods the server enforces, and follows a change of its settings', async () => {
    const standard = await request(site().app).get(paths.privacy());
    expect(standard.status).toBe(200);
    expect(visibleText(standard.text)).toContain('90 days after the request, then deleted');
    expect(visibleText(standard.text)).toContain('180 days after they were delivered');

    const changed = await request(site({ clientIpDays: 30, mailBodyDays: 365 }).app).get(paths.privacy());
    expect(visibleText(changed.text)).toContain('30 days after the request, then deleted');
    expect(visibleText(changed.text)).toContain('365 days after they were delivered');
    expect(visibleText(changed.text)).not.toContain('90 days');
  });

  it('names the controller from the company details and tells the buyer where to write', async () => {
    const { app, database } = site();
    const company = await database.db
      .selectFrom('site_config')
      .select(['company_name', 'registered_address', 'emails'])
      .executeTakeFirstOrThrow();
    const page = visibleText((await request(app).get(paths.privacy())).text);
    expect(page).toContain(`The controller of your personal data is ${company.company_name}`);
    expect(page).toContain(company.registered_address);
    expect(page).toContain(`Write to us about your data at ${company.emails[0]}`);
    // The editors' copy, from the page's blocks.
    expect(page).toContain('Who receives it');
    expect(page).toContain('Your rights');
  });

  it('is in the footer of every page and in the sitemap', async () => {
    const { app } = site();
    const home = await request(app).get(paths.home());
    expect(home.text).toMatch(/<nav aria-label="More pages"[\s\S]*href="\/privacy"[^>]*>Privacy notice</);
    const sitemap = await request(app).get('/sitemap.xml');
    expect(sitemap.text).toContain('/privacy</loc>');
  });
});

describe('every form that asks for personal details', () => {
  it('links to the privacy notice by its send button, in the HTML the server renders', async () => {
    const { app, database } = site();
    const product = await database.db.selectFrom('product').select('path').orderBy('id').executeTakeFirstOrThrow();
    for (const address of [paths.order(product.path), paths.contact(), paths.catalogueRequest(), paths.home()]) {
      const html = (await request(app).get(address)).text;
      const forms = html.match(/<form[\s\S]*?<\/form>/g) ?? [];
      const withPersonalFields = forms.filter((form) => /name="email"/.test(form));
      expect({ address, hasForm: withPersonalFields.length > 0 }).toEqual({ address, hasForm: true });
      for (const form of withPersonalFields) {
        expect(form).toContain(FORM_PRIVACY_LINE.id);
        expect(form).toMatch(/<a href="\/privacy"[^>]*>Privacy notice<\/a>/);
      }
    }
  });
});
