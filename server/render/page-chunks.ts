import fs from 'node:fs';
import path from 'node:path';
import { PAGE_LIST } from '../../client/page-registry';
import { SHELL_PIECE } from '../../client/locales/pieces';
import type { SiteLocale } from '../../shared/i18n/locales';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: its module's file name, for a module split out on its own. */
  name?: string;
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
 * First-load JavaScript of each page type as browsers receive it (brotli, kB = 1000 bytes), its route module
 * standing for it, with the budget of its page definition. React 19 with react-dom, React Router's data router
 * (its unused components shaken out: scripts/shakeable-react-router.ts) and react-helmet-async (its pre-React-19
 * half shaken out: scripts/react-19-helmet.ts) come to about 88 kB of it; what is below the fold, and the forms,
 * follow the first script (client/components/deferred-part.tsx).
 */
export const PAGE_BUDGETS = PAGE_LIST.map(({ id, budget }) => ({ page: id, routeModule: routeModuleKey(id), ...budget }));

/** The stylesheets of every page, brotli kB. */
export const CSS_BUDGET_KB = 20;

/**
 * Bytes a browser receives for built files: each file's brotli or gzip twin, written by the build and sent by
 * the server as it is (server/http/built-assets.ts); a file without one (compressing did not make it smaller)
 * goes as it is.
 */
export function compressedBytes(clientDir: string, files: string[], compress: 'gzip' | 'brotli' = 'gzip'): number {
  const twin = compress === 'gzip' ? '.gz' : '.br';
  return files.reduce((sum, file) => {
    const full = path.join(clientDir, file);
    return sum + fs.statSync(fs.existsSync(full + twin) ? full + twin : full).size;
  }, 0);
}

export interface PageWeight {
  js: number;
  css: number;
}

/** The manifest key of a piece of a locale's message catalogue (client/i18n/site-i18n.ts). */
export const cataloguePieceKey = (locale: SiteLocale, piece: string) => `client/locales/${locale}/${piece}.ts`;

/** What the manifest keys of catalogue pieces look like. */
export const CATALOGUE_PIECE_KEY = /^client\/locales\/[\w-]+\/[\w-]+\.ts$/;

/** The catalogue pieces a page in `locale` loads before it hydrates: the shell and the page's own. */
export const pageCatalogueKeys = (locale: SiteLocale, routeId: string) => [
  cataloguePieceKey(locale, SHELL_PIECE),
  cataloguePieceKey(locale, routeId),
];

/**
 * The first-load bytes of a page whose route module is given: its code, and with `locale` the pieces of that
 * locale's message catalogue the browser loads before it hydrates.
 */
export function pageWeight(
  clientDir: string,
  manifest: Manifest,
  routeModule: string,
  compress: 'gzip' | 'brotli' = 'gzip',
  locale?: SiteLocale,
): PageWeight {
  const routeId = routeIdOf(routeModule);
  const catalogue = locale && routeId ? pageCatalogueKeys(locale, routeId) : [];
  const { scripts, styles } = pageFiles(manifest, [routeModule, ...catalogue]);
  return { js: compressedBytes(clientDir, scripts, compress), css: compressedBytes(clientDir, styles, compress) };
}
