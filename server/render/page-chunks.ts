import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export const CLIENT_ENTRY = 'client/entry.client.tsx';

/** The manifest key of a page's route module; a split-out route's id is its module's name (client/routes.tsx). */
export const routeModuleKey = (routeId: string) => `client/routes/${routeId}.route.tsx`;

/** The route id of a route module's manifest key, or null for any other chunk. */
export const routeIdOf = (key: string) => /^client\/routes\/([\w-]+)\.route\.tsx$/.exec(key)?.[1] ?? null;

export function readManifest(clientDir: string): Manifest {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  return JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
}

/** The manifest keys of a chunk and of every chunk it imports statically, each once. */
export function staticImportClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    if (!manifest[current]) throw new Error(`The build manifest has no chunk ${current}: run npm run build`);
    seen.add(current);
    for (const dependency of manifest[current].imports ?? []) visit(dependency);
  };
  visit(key);
  return [...seen];
}

export interface PageFiles {
  /** Built files (relative to the client folder) of the entry and its static imports. */
  scripts: string[];
  styles: string[];
}

/**
 * What the browser loads before a page is interactive: the entry and its static imports, and — the entry awaits
 * the matched route modules before hydrating — each route module and its static imports. Dynamic imports (the
 * lightbox, the forms of a modal) come later and are not counted.
 */
export function pageFiles(manifest: Manifest, routeModules: string[] = []): PageFiles {
  const keys = new Set([CLIENT_ENTRY, ...routeModules].flatMap((key) => staticImportClosure(manifest, key)));
  const chunks = [...keys].map((key) => manifest[key]!);
  return {
    scripts: [...new Set(chunks.map((chunk) => chunk.file))],
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

/**
 * First-load budgets (gzip, kB = 1000 bytes) of each page type, with one route module standing for it. React 19
 * with react-dom (67 kB) and react-router's data router (30 kB) alone weigh 97 kB: a page with a header, footer
 * and loader data cannot reach the 100 kB once aimed at without changing framework; these hold what is reached.
 * The order and contact pages carry their form (Formik, yup) from the start.
 */
export const PAGE_BUDGETS = [
  { page: 'home', routeModule: routeModuleKey('home'), url: '/', jsKb: 120 },
  { page: 'all products', routeModule: routeModuleKey('products'), url: '/products/page/1', jsKb: 120 },
  { page: 'category products', routeModule: routeModuleKey('category-products'), url: '/categories/:path/page/1', jsKb: 120 },
  { page: 'material products', routeModule: routeModuleKey('material-products'), url: '/materials/:path/page/1', jsKb: 120 },
  { page: 'categories', routeModule: routeModuleKey('categories'), url: '/categories/page/1', jsKb: 120 },
  { page: 'materials', routeModule: routeModuleKey('materials'), url: '/materials/page/1', jsKb: 120 },
  { page: 'search', routeModule: routeModuleKey('search'), url: '/search/:query/page/1', jsKb: 120 },
  { page: 'product', routeModule: routeModuleKey('product'), url: '/product/:path', jsKb: 120 },
  { page: 'order', routeModule: routeModuleKey('order'), url: '/order/:path', jsKb: 150 },
  { page: 'about us', routeModule: routeModuleKey('about-us'), url: '/about-us', jsKb: 120 },
  { page: 'contact', routeModule: routeModuleKey('contact'), url: '/contact', jsKb: 150 },
  { page: 'faqs', routeModule: routeModuleKey('faqs'), url: '/faqs', jsKb: 120 },
  { page: 'how we make', routeModule: routeModuleKey('how-we-make'), url: '/how-we-make', jsKb: 120 },
  { page: 'quality control', routeModule: routeModuleKey('quality-control'), url: '/quality-control', jsKb: 120 },
  { page: 'product videos', routeModule: routeModuleKey('product-videos'), url: '/product-videos', jsKb: 120 },
] as const;

/** The stylesheets of every page, gzip kB. */
export const CSS_BUDGET_KB = 20;

/** Gzip size (level 9) of built files, each compressed on its own as a server sends it. */
export function gzipBytes(clientDir: string, files: string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length, 0);
}

export interface PageWeight {
  js: number;
  css: number;
}

/** The first-load bytes (gzip) of a page whose route module is given. */
export function pageWeight(clientDir: string, manifest: Manifest, routeModule: string): PageWeight {
  const { scripts, styles } = pageFiles(manifest, [routeModule]);
  return { js: gzipBytes(clientDir, scripts), css: gzipBytes(clientDir, styles) };
}
