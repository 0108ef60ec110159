import { sql } from 'kysely';
import request from 'supertest';
import { localizedHref } from '../../shared/i18n/locales';
import { paths } from '../../shared/paths';
import { loadSiteCatalogue } from '../../client/i18n/site-i18n';
import type { DatabaseHandle } from '../db/connect';
import { createTestApp } from '../../test/test-app';

// The guard of the message catalogue: with the German catalogue replaced by the pseudo-locale's (every letter of
// every message accented: "Śēńď ŕēǫũēśţ"), a page of every type is rendered in German, and every word it shows
// in plain Latin letters must come from the content in the database (a product's name, the company's copy, which
// is not translated yet). A word that is neither is an interface text written around the catalogue.

let app: ReturnType<typeof createTestApp>['app'];
let database: DatabaseHandle;
/** The content the pages may show: the database's text, in every table, as a page would show it. */
let contentText = '';
const contentWords = new Set<string>();

/** Words that are the same in every language: units, trade terms, the messaging apps' names. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'CBM',
  'MOQ',
  'FOB',
  'EXW',
  'CIF',
  'PDF',
  'HQ',
  'GP',
  'kg',
  'cm',
  'mm',
  'pcs',
  'USD',
  'Zalo',
  'WhatsApp',
]);
/** The months as Intl writes them in German: dates are formatted by the platform, not by the catalogue. */
const GERMAN_MONTHS = new Set(
  (['long', 'short'] as const).flatMap((month) =>
    Array.from(
      { length: 12 },
      (_, index) =>
        new Intl.DateTimeFormat('de', { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' })
          .format(Date.UTC(2026, index, 15))
          .match(/[A-Za-zä]+/g) ?? [],
    ).flat(),
  ),
);
/** The words a visitor typed, which a page shows back (the search's query). */
const TYPED = new Set(['basket', 'zzzz']);

beforeAll(async () => {
  ({ app, database } = createTestApp());
  const german = await loadSiteCatalogue('de');
  const { messages } = await import('../../client/locales/pseudo');
  german.load('de', messages);
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(
    database.db,
  );
  const texts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<{ text: string }>`select t::text as text from ${sql.table(name)} t`.execute(database.db);
    for (const { text } of rows.rows) texts.push(text);
  }
  contentText = oneSpaced(
    decoded(
      texts
        .join('\n')
        .replace(/\\"/g, '"')
        .replace(/<[^>]+>/g, ' '),
    ),
  );
  for (const word of contentText.match(/[A-Za-z]+/g) ?? []) contentWords.add(word);
});
afterAll(() => database.close());

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
const decoded = (text: string) => text.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
const oneSpaced = (text: string) => text.replace(/\s+/g, ' ');

/** What a reader of the page sees or hears: its text, its title and description, and the labels of its controls. */
function readableTexts(html: string): string[] {
  const page = html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    // The language switcher names each language in that language, on purpose.
    .replace(/<(a|span|summary)\s[^>]*\blang="[^"]*"[^>]*>[\s\S]*?<\/\1>/g, '');
  const attributes = [...page.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((m) => m[1]!);
  const description = [...page.matchAll(/<meta (?:name="description"|property="og:(?:title|description)") content="([^"]*)"/g)].map(
    (m) => m[1]!,
  );
  const text = page.replace(/<[^>]+>/g, '\n').split('\n');
  return [...text, ...attributes, ...description].map((t) => decoded(t).trim()).filter(Boolean);
}

const sharedByEveryLanguage = (word: string) => SAME_IN_EVERY_LANGUAGE.has(word) || GERMAN_MONTHS.has(word) || TYPED.has(word);

/**
 * The plain-Latin text of a page that is not content: interface texts that missed the catalogue. Each run of plain
 * text between pseudo-localized words must be found whole in the content (a product's name inside a translated
 * sentence), or be made of words every language shares; a sentence of the interface made of words the content
 * also uses is still caught, since the content does not hold it as it stands.
 */
function wordsAroundTheCatalogue(html: string): string[] {
  const runs = readableTexts(html)
    .map((text) => text.replace(/https?:\/\/\S+|\S+@\S+/g, ' '))
    .flatMap((text) => text.match(/[\x20-\x7e\u00a0‘’“”–—…×]+/g) ?? [])
    // A title's ' | ' and a list's ', ' join pieces of content: each piece is checked on its own.
    .flatMap((run) => run.split(/ \| |, /))
    .map((run) => oneSpaced(run).replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, ''))
    .filter((run) => /[A-Za-z]{2}/.test(run));
  const around = runs.filter((run) => {
    const words = run.match(/[A-Za-z]{2,}/g) ?? [];
    if (words.every(sharedByEveryLanguage)) return false;
    return !contentText.includes(run);
  });
  return [...new Set(around)];
}

async function firstPath(table: 'product' | 'category' | 'material'): Promise<string> {
  const row = await database.db.selectFrom(table).select('path').orderBy('id').executeTakeFirstOrThrow();
  return row.path;
}

describe('every page type in the pseudo-locale', () => {
  const PAGES: [string, () => Promise<string>][] = [
    ['home', async () => paths.home()],
    ['categories', async () => paths.categories()],
    ['a category', async () => paths.category(await firstPath('category'))],
    ['materials', async () => paths.materials()],
    ['a material', async () => paths.material(await firstPath('material'))],
    ['products', async () => paths.products()],
    ['a product', async () => paths.product(await firstPath('product'))],
    ['its order page', async () => paths.order(await firstPath('product'))],
    ['search', async () => paths.search('basket')],
    ['search without results', async () => paths.search('zzzz')],
    ['product videos', async () => paths.productVideos()],
    ['about us', async () => paths.aboutUs()],
    ['how we make', async () => paths.howWeMake()],
    ['quality control', async () => paths.qualityControl()],
    ['trading', async () => paths.trading()],
    ['certificates', async () => paths.certificates()],
    ['privacy', async () => paths.privacy()],
    ['FAQs', async () => paths.faqs()],
    ['contact', async () => paths.contact()],
    ['catalogue request', async () => paths.catalogueRequest()],
    ['not found', async () => '/not-found'],
  ];

  it.each(PAGES)('%s says nothing the catalogue did not give it', async (_name, address) => {
    // An item translated into German is at its German address: the English one sends the buyer there.
    const response = await request(app)
      .get(localizedHref('de', await address()))
      .redirects(1);
    expect([200, 404]).toContain(response.status);
    expect(response.text).toContain('<html lang="de"');
    expect(wordsAroundTheCatalogue(response.text)).toEqual([]);
  });

  it('catches a word written around the catalogue', () => {
    // Words of a shop, which no content of this catalogue uses; and a sentence made of words the content uses.
    expect(['Checkout', 'Wishlist', 'Coupon'].filter((word) => contentWords.has(word))).toEqual([]);
    expect(['We', 'use', 'your', 'request'].filter((word) => !contentWords.has(word))).toEqual([]);
    const page =
      '<main><h1>Ĥōḿē</h1><button aria-label="Checkout">×</button><p>Wishlist Coupon</p><p>Ŵē ũśē We use your request.</p></main>';
    expect(wordsAroundTheCatalogue(page)).toEqual(['Wishlist Coupon', 'We use your request', 'Checkout']);
  });
});
