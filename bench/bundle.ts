import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CLIENT_ENTRY } from '../server/render/assets';

// What the browser must load before a page is interactive: the entry, the route module of the page, and
// everything they import statically (dynamic imports come later, when used). Read from Vite's manifest.

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageBundle {
  page: string;
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  cssBrotli: number;
  /** First-load JavaScript budget, gzip bytes. */
  budget: number;
}

const KB = 1000;
/** Page types, their route module, and the JavaScript budget of the performance issue. */
export const PAGE_BUNDLE_BUDGETS = [
  { page: 'home', module: 'client/routes/home.route.tsx', budget: 100 * KB },
  { page: 'products listing', module: 'client/routes/products.route.tsx', budget: 100 * KB },
  { page: 'category listing', module: 'client/routes/category-products.route.tsx', budget: 100 * KB },
  { page: 'search', module: 'client/routes/search.route.tsx', budget: 100 * KB },
  { page: 'product', module: 'client/routes/product.route.tsx', budget: 150 * KB },
  { page: 'quotation (order)', module: 'client/routes/order.route.tsx', budget: 150 * KB },
  { page: 'company (about us)', module: 'client/routes/about-us.route.tsx', budget: 100 * KB },
];

function closure(manifest: Manifest, roots: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dependency of manifest[key].imports ?? []) visit(dependency);
  };
  roots.forEach(visit);
  return [...seen].map((key) => manifest[key]!);
}

const gzip = (data: Buffer) => gzipSync(data, { level: 9 }).length;
const brotli = (data: Buffer) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export function measurePageBundles(clientDir = 'dist/client'): PageBundle[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const read = (file: string) => fs.readFileSync(path.join(clientDir, file));
  return PAGE_BUNDLE_BUDGETS.map(({ page, module, budget }) => {
    if (!manifest[module]) throw new Error(`${module} is not in the build's manifest`);
    const chunks = closure(manifest, [CLIENT_ENTRY, module]);
    // Each file travels compressed on its own: the sum of their sizes is what goes over the wire.
    const js = chunks.map((c) => read(c.file));
    const css = [...new Set(chunks.flatMap((c) => c.css ?? []))].map(read);
    const total = (files: Buffer[], size: (data: Buffer) => number) => files.reduce((sum, file) => sum + size(file), 0);
    return {
      page,
      budget,
      jsGzip: total(js, gzip),
      jsBrotli: total(js, brotli),
      cssGzip: total(css, gzip),
      cssBrotli: total(css, brotli),
    };
  });
}
