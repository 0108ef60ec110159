import path from 'node:path';
import { PAGE_BUDGETS, pageWeight, readManifest } from '../server/render/page-chunks';
import { SITE_LOCALES, type SiteLocale } from '../shared/i18n/locales';

// What the browser must load before a page is interactive, per page type, read from the build's manifest with
// the budgets of server/render/page-chunks.ts (its test holds the same line in `npm test`), and the same with each
// language's message catalogue, which the browser loads before it hydrates a page in that language.

export interface PageBundle {
  page: string;
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  cssBrotli: number;
  /** The JavaScript with each language's catalogue, brotli bytes. */
  jsBrotliInLocale: Record<SiteLocale, number>;
  /** What the page may not exceed, brotli bytes (its page definition's budget). */
  budget: number;
}

export function measurePageBundles(clientDir = path.resolve('dist/client')): PageBundle[] {
  const manifest = readManifest(clientDir);
  return PAGE_BUDGETS.map(({ page, routeModule, jsKb }) => {
    const gzip = pageWeight(clientDir, manifest, routeModule, 'gzip');
    const brotli = pageWeight(clientDir, manifest, routeModule, 'brotli');
    return {
      page,
      jsGzip: gzip.js,
      jsBrotli: brotli.js,
      cssGzip: gzip.css,
      cssBrotli: brotli.css,
      jsBrotliInLocale: Object.fromEntries(
        SITE_LOCALES.map((locale) => [locale, pageWeight(clientDir, manifest, routeModule, 'brotli', locale).js]),
      ) as Record<SiteLocale, number>,
      budget: jsKb * 1000,
    };
  });
}
