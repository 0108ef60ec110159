import path from 'node:path';
import { PAGE_BUDGETS, pageWeight, readManifest } from '../server/render/page-chunks';

// What the browser must load before a page is interactive, per page type, read from the build's manifest with
// the budgets of server/render/page-chunks.ts (its test holds the same line in `npm test`).

export interface PageBundle {
  page: string;
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  cssBrotli: number;
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
      budget: jsKb * 1000,
    };
  });
}
