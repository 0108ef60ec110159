import { pageCount } from '../../../shared/catalogue';
import { paths } from '../../../client/page-registry';
import type { Db } from '../../db/connect';
import { sitemapEntries } from './sitemap.repository';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const day = (date: Date | string) => new Date(date).toISOString().slice(0, 10);
const latest = (dates: (Date | string)[]) => dates.reduce<Date>((a, b) => (new Date(b) > a ? new Date(b) : a), new Date(0));

/** Every public page: home, company pages, each listing page 1..N, each product (issue: crawlers). */
export async function buildSitemap(db: Db, baseUrl: string): Promise<string> {
  const { products, categories, materials, siteUpdatedAt } = await sitemapEntries(db);
  const catalogueUpdatedAt = latest([siteUpdatedAt, ...products.map((p) => p.updated_at)]);
  const urls: [string, Date | string][] = [];
  const pages = (count: number, href: (page: number) => string, lastmod: Date | string) => {
    for (let page = 1; page <= pageCount(count); page++) urls.push([href(page), lastmod]);
  };

  urls.push([paths.home(), catalogueUpdatedAt]);
  for (const page of [paths.aboutUs(), paths.howWeMake(), paths.qualityControl(), paths.faqs(), paths.contact(), paths.productVideos()]) {
    urls.push([page, siteUpdatedAt]);
  }
  pages(categories.length, paths.categories, latest(categories.map((c) => c.updated_at)));
  pages(materials.length, paths.materials, latest(materials.map((m) => m.updated_at)));
  pages(products.length, paths.products, catalogueUpdatedAt);
  for (const category of categories) pages(category.products, (page) => paths.category(category.path, page), category.updated_at);
  for (const material of materials) pages(material.products, (page) => paths.material(material.path, page), material.updated_at);
  for (const product of products) urls.push([paths.product(product.path), product.updated_at]);

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
