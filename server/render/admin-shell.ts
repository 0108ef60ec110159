import type { RequestHandler } from 'express';
import { setCacheControl } from '../http/cache-policy';
import { subresourceIntegrity } from './assets';
import { type Manifest, readManifest, staticImportClosure } from './page-chunks';

// The back office's page: an HTML shell that loads the staff bundle, which renders everything in the browser from
// the staff API (docs/decisions/011-back-office-rendered-in-the-browser.md). The same shell answers every address
// under /admin; the bundle's router picks the screen. Nothing in it is personal, and it is never stored.

export const ADMIN_ENTRY = 'client/admin/entry.admin.tsx';

export interface AdminAssets {
  entry: string;
  styles: string[];
  preloads: string[];
  /** Development: a module to run before the entry (Vite's client and React's refresh preamble). */
  devPreamble?: string;
  integrity?: Record<string, string>;
}

/** Where the back office's build puts its files (`vite build --mode admin`), and the address they are served at. */
export const ADMIN_ASSETS_FOLDER = 'admin-assets';

/** The staff bundle's files from its build's manifest (dist/admin), each with its Subresource Integrity hash. */
export function readAdminAssets(adminDir: string): AdminAssets {
  const manifest: Manifest = readManifest(adminDir);
  if (!manifest[ADMIN_ENTRY]) throw new Error(`The build manifest has no entry for ${ADMIN_ENTRY}: run npm run build`);
  const keys = staticImportClosure(manifest, ADMIN_ENTRY);
  const url = (file: string) => `/${file}`;
  const styles = [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))];
  const scripts = keys.map((key) => manifest[key]!.file);
  return {
    entry: url(manifest[ADMIN_ENTRY].file),
    styles: styles.map(url),
    preloads: scripts.filter((file) => file !== manifest[ADMIN_ENTRY]!.file).map(url),
    integrity: Object.fromEntries([...styles, ...scripts].map((file) => [url(file), subresourceIntegrity(adminDir, file)])),
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function adminShellHtml(assets: AdminAssets): string {
  const sri = (file: string) => {
    const hash = assets.integrity?.[file];
    return hash ? ` integrity="${escapeAttribute(hash)}"` : '';
  };
  const styles = assets.styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}"${sri(href)}>`).join('');
  const preloads = assets.preloads.map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}"${sri(href)}>`).join('');
  const preamble = assets.devPreamble ? `<script type="module" src="${escapeAttribute(assets.devPreamble)}"></script>` : '';
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="same-origin">' +
    // The site's icon, named so the browser does not ask for /favicon.ico (which is not found) on every first visit.
    '<title>Back office</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    `${styles}${preloads}${preamble}` +
    `<script type="module" src="${escapeAttribute(assets.entry)}"${sri(assets.entry)}></script>` +
    '</head><body><div id="admin-root"><noscript>The back office needs JavaScript.</noscript></div></body></html>'
  );
}

export function adminShell(assets: AdminAssets): RequestHandler {
  return (_req, res) => {
    setCacheControl(res, 'staff');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.type('html').send(adminShellHtml(assets));
  };
}
