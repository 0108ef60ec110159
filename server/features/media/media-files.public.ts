import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from './media-store';

// The library's stored files, for features that put a picture somewhere other than a page (the quote's PDF).

/**
 * The site's own pictures (its logo and icons under /brand/), as public/ holds them and the build copies them:
 * resolved from the project's root, where the server runs from, built or not.
 */
const SITE_PICTURES = path.resolve('public');
const SITE_PICTURE_ADDRESS = /^\/brand\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.(?:webp|png|jpe?g)$/i;

/**
 * The bytes of the variant at a picture's address: the library's (`/media/<content hash>/<width>.webp`) or one of
 * the site's own (`/brand/logo-900.webp`, the logo the company starts with); null for any other address.
 */
export async function variantBytes(store: MediaStore, address: string): Promise<Buffer | null> {
  if (SITE_PICTURE_ADDRESS.test(address)) return fs.readFile(path.join(SITE_PICTURES, address)).catch(() => null);
  const match = /^\/media\/([0-9a-f]{32})\/(\d+)\.(webp|avif)$/.exec(address);
  if (!match) return null;
  return store.get(`${match[1]}/${match[2]}.${match[3]}`);
}
