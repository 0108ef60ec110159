import request from 'supertest';
import type { DatabaseHandle } from '../db/connect';
import { createTestApp } from '../../test/test-app';

let app: ReturnType<typeof createTestApp>['app'];
let database: DatabaseHandle;

beforeAll(() => {
  ({ app, database } = createTestApp());
});
afterAll(() => database.close());

const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const skipLinkOf = (html: string) => /<a href="#main"[^>]*>([^<]*)<\/a>/.exec(html)?.[1];

describe('pages in each language', () => {
  it.each([
    ['/', 'en', 'Skip to content'],
    ['/about-us', 'en', 'Skip to content'],
    ['/de', 'de', 'Zum Inhalt springen'],
    ['/de/about-us', 'de', 'Zum Inhalt springen'],
    ['/fr/contact', 'fr', 'Aller au contenu'],
    ['/es/categories/page/1', 'es', 'Ir al contenido'],
    ['/ja/faqs', 'ja', '本文へスキップ'],
  ])('%s is a page in %s, its interface in that language', async (url, lang, skipLink) => {
    const response = await request(app).get(url);
    expect(response.status).toBe(200);
    expect(langOf(response.text)).toBe(lang);
    expect(skipLinkOf(response.text)).toBe(skipLink);
  });

  it.each([
    ['/de/contact', 'Hauptmenü', 'Folgen Sie uns', 'Steuernummer'],
    ['/ja/about-us', 'メイン', 'フォローする', '税番号'],
    ['/about-us', 'Main', 'Follow us', 'Tax number'],
  ])("%s has the header's and the footer's texts in its language", async (url, menu, followUs, taxNumber) => {
    const { text } = await request(app).get(url);
    expect(text).toContain(`<nav class="py-2 navbar navbar-expand-xl navbar-light" aria-label="${menu}">`);
    expect(text).toContain(`<h2 class="h6 mt-3">${followUs}</h2>`);
    expect(text).toContain(`<dt>${taxNumber}</dt>`);
  });

  it.each([
    ['/de/about-us', 'Über uns', ['Startseite', 'Kategorien', 'Alle Kategorien', 'Qualitätskontrolle', 'Kontakt']],
    ['/ja/categories/page/1', 'カテゴリー', ['ホーム', 'すべての素材', '製品動画', 'よくある質問']],
  ])("%s names the pages in its language: its heading %s and the menu's links", async (url, heading, menu) => {
    const { text } = await request(app).get(url);
    expect(text).toMatch(new RegExp(`<h1 class="h3 mb-\\d">${heading}</h1>`));
    for (const label of menu) expect(text).toContain(`>${label}</a>`);
  });

  it.each(['/xx/about-us', '/en/about-us', '/en', '/vi/contact'])('%s is an unknown address, sent to the not-found page', async (url) => {
    const response = await request(app).get(url);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/not-found');
  });

  it('sends an unknown address in a language to the not-found page in that language', async () => {
    const response = await request(app).get('/ja/no/such/page');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/ja/not-found');
    const notFound = await request(app).get('/ja/not-found');
    expect(notFound.status).toBe(404);
    expect(langOf(notFound.text)).toBe('ja');
  });

  it('moves a bare section address permanently to its first page in the same language', async () => {
    const response = await request(app).get('/de/categories');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/de/categories/page/1');
  });
});
