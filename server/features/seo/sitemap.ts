import { pageCount } from '../../../shared/catalogue';
import { alternatesOf, inEveryLocale, type LocaleHrefs, localesOf } from '../../../shared/i18n/alternates';
import { localizedHref, SITE_LOCALES } from '../../../shared/i18n/locales';
import { type PageName, paths } from '../../../shared/paths';
import type { Db } from '../../db/connect';
import { sitemapEntries } from './sitemap.repository';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const day = (date: Date | string) => new Date(date).toISOString().slice(0, 10);
const latest = (dates: (Date | string)[]): Date => dates.reduce<Date>((a, b) => (new Date(b) > a ? new Date(b) : a), new Date(0));

type Lastmod = Date | string;
type SitemapEntries = Awaited<ReturnType<typeof sitemapEntries>>;

/** Each listing page 1..N of a list of `count` items, in every locale. */
function listingPages(count: number, href: (page: number) => string, lastmod: Lastmod): [LocaleHrefs, Lastmod][] {
  return Array.from({ length: pageCount(count) }, (_, i) => [inEveryLocale(href(i + 1)), lastmod]);
}

/** An item's page (or pages) in English and in each locale it is translated into, at its path there. */
function itemPages(
  entries: SitemapEntries,
  kind: 'product' | 'category' | 'material',
  item: { id: number; path: string },
  pages: (path: string) => string[],
  lastmod: Lastmod,
): [LocaleHrefs, Lastmod][] {
  const translated = entries.translations[kind].get(item.id) ?? [];
  return pages(item.path).map((english, index) => {
    const hrefs: LocaleHrefs = { en: english };
    for (const { locale, path } of translated) hrefs[locale] = pages(path ?? item.path)[index]!;
    return [hrefs, lastmod];
  });
}

/**
 * What the sitemap reads of a page's definition (client/routes/page-definition.ts): the page list itself is the
 * app's, which hands it over (server/app.ts).
 */
export interface SitemapPage {
  href: (...args: never[]) => string;
  sitemap?: { lastmod: 'site' | 'catalogue' | 'items' };
}

const everyPage = (count: number, href: (page: number) => string) => Array.from({ length: pageCount(count) }, (_, i) => href(i + 1));

/**
 * The URLs of the pages whose definition lists them by the items they show (`sitemap: { lastmod: 'items' }`):
 * one per catalogue item or listing page, each dated by what it shows.
 */
const LISTED_BY_ITEMS: Partial<Record<PageName, (entries: SitemapEntries, catalogueUpdatedAt: Date) => [LocaleHrefs, Lastmod][]>> = {
  categories: ({ categories }) => listingPages(categories.length, paths.categories, latest(categories.map((c) => c.updated_at))),
  materials: ({ materials }) => listingPages(materials.length, paths.materials, latest(materials.map((m) => m.updated_at))),
  products: ({ products }, catalogueUpdatedAt) => listingPages(products.length, paths.products, catalogueUpdatedAt),
  category: (entries) =>
    entries.categories.flatMap((category) =>
      itemPages(
        entries,
        'category',
        category,
        (path) => everyPage(category.products, (page) => paths.category(path, page)),
        category.updated_at,
      ),
    ),
  material: (entries) =>
    entries.materials.flatMap((material) =>
      itemPages(
        entries,
        'material',
        material,
        (path) => everyPage(material.products, (page) => paths.material(path, page)),
        material.updated_at,
      ),
    ),
  product: (entries) =>
    entries.products.flatMap((product) => itemPages(entries, 'product', product, (path) => [paths.product(path)], product.updated_at)),
};

/** Every page its definition lists (issue: crawlers), in the order of the page list. */
export async function buildSitemap(db: Db, baseUrl: string, pages: Record<PageName, SitemapPage>): Promise<string> {
  const entries = await sitemapEntries(db);
  const catalogueUpdatedAt = latest([entries.siteUpdatedAt, ...entries.products.map((p) => p.updated_at)]);
  const urls = (Object.entries(pages) as [PageName, SitemapPage][]).flatMap(([name, page]): [LocaleHrefs, Lastmod][] => {
    if (!page.sitemap) return [];
    const { lastmod } = page.sitemap;
    if (lastmod === 'site') return [[inEveryLocale(page.href()), entries.siteUpdatedAt]];
    if (lastmod === 'catalogue') return [[inEveryLocale(page.href()), catalogueUpdatedAt]];
    const listed = LISTED_BY_ITEMS[name];
    if (!listed) throw new Error(`The sitemap does not know the items of the ${name} page`);
    return listed(entries, catalogueUpdatedAt);
  });

  // Every language's address of each page, each listing all of them (and x-default, the English one) as its
  // alternates, as the pages' heads do (shared/i18n/alternates.ts).
  const body = urls
    .flatMap(([hrefs, lastmod]) => {
      const links = alternatesOf(baseUrl, hrefs)
        .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
        .join('');
      return localesOf(hrefs).map(
        (locale) =>
          `  <url><loc>${escapeXml(baseUrl + localizedHref(locale, hrefs[locale]!))}</loc><lastmod>${day(lastmod)}</lastmod>${links}</url>`,
      );
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

/** The pages kept out of the index, in every language. */
const UNINDEXED_SECTIONS = ['/order/', '/search/'];

export function buildRobots(baseUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...SITE_LOCALES.flatMap((locale) => UNINDEXED_SECTIONS.map((section) => `Disallow: ${localizedHref(locale, section)}`)),
    'Allow: /',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
