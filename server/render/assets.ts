import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DocumentAssets } from '../../client/document';

export interface PageAssets extends DocumentAssets {
  /** The browser entry module, started by React once the shell is in. */
  entry: string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export const CLIENT_ENTRY = 'client/entry.client.tsx';

/** Asset URLs of the production build, read once from Vite's manifest. */
export function readBuiltAssets(clientDir: string): PageAssets {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${CLIENT_ENTRY}: run npm run build`);
  const imported = new Set<string>();
  const visit = (key: string) => {
    for (const dependency of manifest[key]?.imports ?? []) {
      if (imported.has(dependency)) continue;
      imported.add(dependency);
      visit(dependency);
    }
  };
  visit(CLIENT_ENTRY);
  const chunks = [...imported].map((key) => manifest[key]!);
  const styles = [...(entry.css ?? []), ...chunks.flatMap((c) => c.css ?? [])];
  const preloads = chunks.map((c) => c.file);
  const integrity = Object.fromEntries(
    [entry.file, ...styles, ...preloads].map((file) => [`/${file}`, subresourceIntegrity(clientDir, file)]),
  );
  return {
    entry: `/${entry.file}`,
    styles: styles.map((f) => `/${f}`),
    preloads: preloads.map((f) => `/${f}`),
    integrity,
  };
}

/** The Subresource Integrity value of a built file: a browser refuses the file if a proxy or CDN changed it. */
function subresourceIntegrity(clientDir: string, file: string): string {
  return `sha384-${createHash('sha384')
    .update(fs.readFileSync(path.join(clientDir, file)))
    .digest('base64')}`;
}
