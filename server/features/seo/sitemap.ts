import { pageCount } from '../../../shared/catalogue';
import { alternatesOf, pageLocales } from '../../../shared/i18n/alternates';
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

/** Each listing page 1..N of a list of `count` items. */
function listingPages(count: number, href: (page: number) => string, lastmod: Lastmod): [string, Lastmod][] {
  return Array.from({ length: pageCount(count) }, (_, i) => [href(i + 1), lastmod]);
}

/**
 * What the sitemap reads of a page's definition (client/routes/page-definition.ts): the page list itself is the
 * app's, which hands it over (server/app.ts).
 */
export interface SitemapPage {
  href: (...args: never[]) => string;
  sitemap?: { lastmod: 'site' | 'catalogue' | 'items' };
}

/**
 * The URLs of the pages whose definition lists them by the items they show (`sitemap: { lastmod: 'items' }`):
 * one per catalogue item or listing page, each dated by what it shows.
 */
const LISTED_BY_ITEMS: Partial<Record<PageName, (entries: SitemapEntries, catalogueUpdatedAt: Date) => [string, Lastmod][]>> = {
  categories: ({ categories }) => listingPages(categories.length, paths.categories, latest(categories.map((c) => c.updated_at))),
  materials: ({ materials }) => listingPages(materials.length, paths.materials, latest(materials.map((m) => m.updated_at))),
  products: ({ products }, catalogueUpdatedAt) => listingPages(products.length, paths.products, catalogueUpdatedAt),
  category: ({ categories }) =>
    categories.flatMap((category) => listingPages(category.products, (page) => paths.category(category.path, page), category.updated_at)),
  material: ({ materials }) =>
    materials.flatMap((material) => listingPages(material.products, (page) => paths.material(material.path, page), material.updated_at)),
  product: ({ products }) => products.map((product) => [paths.product(product.path), product.updated_at]),
};

/** Every page its definition lists (issue: crawlers), in the order of the page list. */
export async function buildSitemap(db: Db, baseUrl: string, pages: Record<PageName, SitemapPage>): Promise<string> {
  const entries = await sitemapEntries(db);
  const catalogueUpdatedAt = latest([entries.siteUpdatedAt, ...entries.products.map((p) => p.updated_at)]);
  const urls = (Object.entries(pages) as [PageName, SitemapPage][]).flatMap(([name, page]): [string, Lastmod][] => {
    if (!page.sitemap) return [];
    const { lastmod } = page.sitemap;
    if (lastmod === 'site') return [[page.href(), entries.siteUpdatedAt]];
    if (lastmod === 'catalogue') return [[page.href(), catalogueUpdatedAt]];
    const listed = LISTED_BY_ITEMS[name];
    if (!listed) throw new Error(`The sitemap does not know the items of the ${name} page`);
    return listed(entries, catalogueUpdatedAt);
  });

  // Every language's address of each page, each listing all of them (and x-default, the English one) as its
  // alternates, as the pages' heads do (shared/i18n/alternates.ts).
  const body = urls
    .flatMap(([path, lastmod]) => {
      const locales = pageLocales();
      const links = alternatesOf(baseUrl, path, locales)
        .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
        .join('');
      return locales.map(
        (locale) => `  <url><loc>${escapeXml(baseUrl + localizedHref(locale, path))}</loc><lastmod>${day(lastmod)}</lastmod>${links}</url>`,
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
