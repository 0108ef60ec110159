import { pageCount } from '../../../shared/catalogue';
import { PAGE_LIST, PAGES } from '../../../client/page-registry';
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
 * The URLs of the pages whose definition lists them by the items they show (`sitemap: { lastmod: 'items' }`):
 * one per catalogue item or listing page, each dated by what it shows.
 */
const LISTED_BY_ITEMS: Record<string, (entries: SitemapEntries, catalogueUpdatedAt: Date) => [string, Lastmod][]> = {
  [PAGES.categories.id]: ({ categories }) =>
    listingPages(categories.length, PAGES.categories.href, latest(categories.map((c) => c.updated_at))),
  [PAGES.materials.id]: ({ materials }) => listingPages(materials.length, PAGES.materials.href, latest(materials.map((m) => m.updated_at))),
  [PAGES.products.id]: ({ products }, catalogueUpdatedAt) => listingPages(products.length, PAGES.products.href, catalogueUpdatedAt),
  [PAGES.category.id]: ({ categories }) =>
    categories.flatMap((category) =>
      listingPages(category.products, (page) => PAGES.category.href(category.path, page), category.updated_at),
    ),
  [PAGES.material.id]: ({ materials }) =>
    materials.flatMap((material) =>
      listingPages(material.products, (page) => PAGES.material.href(material.path, page), material.updated_at),
    ),
  [PAGES.product.id]: ({ products }) => products.map((product) => [PAGES.product.href(product.path), product.updated_at]),
};

/** Every page its definition lists (issue: crawlers), in the order of the page list. */
export async function buildSitemap(db: Db, baseUrl: string): Promise<string> {
  const entries = await sitemapEntries(db);
  const catalogueUpdatedAt = latest([entries.siteUpdatedAt, ...entries.products.map((p) => p.updated_at)]);
  const urls = PAGE_LIST.flatMap((page): [string, Lastmod][] => {
    if (!page.sitemap) return [];
    const { lastmod } = page.sitemap;
    if (lastmod === 'site') return [[page.href(), entries.siteUpdatedAt]];
    if (lastmod === 'catalogue') return [[page.href(), catalogueUpdatedAt]];
    const listed = LISTED_BY_ITEMS[page.id];
    if (!listed) throw new Error(`The sitemap does not know the items of the ${page.id} page`);
    return listed(entries, catalogueUpdatedAt);
  });

  const body = urls
    .map(([path, lastmod]) => `  <url><loc>${escapeXml(baseUrl + path)}</loc><lastmod>${day(lastmod)}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function buildRobots(baseUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /order/',
    'Disallow: /search/',
    'Allow: /',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
