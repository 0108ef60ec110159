import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DocumentAssets } from '../../client/document';
import { CATALOGUE_PIECE_KEY, CLIENT_ENTRY, pageFiles, readManifest, routeIdOf } from './page-chunks';

export interface PageAssets extends DocumentAssets {
  /** The browser entry module, started after the first paint (see entry-loader.ts). */
  entry: string;
  /** Modules the entry imports before it hydrates, fetched in parallel with it. */
  preloads: string[];
  /**
   * What a page adds by route id: the entry awaits the matched route modules before hydrating, so their chunks
   * are preloaded with the page instead of being discovered one import after another.
   */
  routes?: Record<string, Pick<PageAssets, 'styles' | 'preloads'>>;
  /**
   * The chunk of each piece of the message catalogues, by manifest key (page-chunks.ts: cataloguePieceKey): the
   * entry awaits the page's pieces before hydrating, so they are preloaded with it too.
   */
  catalogues?: Record<string, string>;
}

export { CLIENT_ENTRY };

/** Asset URLs of the production build, read once from Vite's manifest. */
export function readBuiltAssets(clientDir: string): PageAssets {
  const manifest = readManifest(clientDir);
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The build manifest has no entry for ${CLIENT_ENTRY}: run npm run build`);
  const url = (file: string) => `/${file}`;
  const shared = pageFiles(manifest);
  const routes: NonNullable<PageAssets['routes']> = {};
  for (const key of Object.keys(manifest)) {
    const routeId = routeIdOf(key);
    if (!routeId) continue;
    const page = pageFiles(manifest, [key]);
    routes[routeId] = {
      styles: page.styles.filter((file) => !shared.styles.includes(file)).map(url),
      preloads: page.scripts.filter((file) => !shared.scripts.includes(file)).map(url),
    };
  }
  const catalogues = Object.fromEntries(
    Object.entries(manifest).flatMap(([key, chunk]) => (CATALOGUE_PIECE_KEY.test(key) ? [[key, url(chunk.file)]] : [])),
  );
  const files = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  const integrity = Object.fromEntries([...files].map((file) => [url(file), subresourceIntegrity(clientDir, file)]));
  return {
    entry: url(entry.file),
    styles: shared.styles.map(url),
    preloads: shared.scripts.filter((file) => file !== entry.file).map(url),
    routes,
    catalogues,
    integrity,
  };
}

/** The Subresource Integrity value of a built file: a browser refuses the file if a proxy or CDN changed it. */
export function subresourceIntegrity(clientDir: string, file: string): string {
  return `sha384-${createHash('sha384')
    .update(fs.readFileSync(path.join(clientDir, file)))
    .digest('base64')}`;
}
