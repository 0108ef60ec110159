import type { MediaStore } from './media-store';

// The library's stored files, for features that put a picture somewhere other than a page (the quote's PDF).

/** The bytes of the variant at a library address (`/media/<content hash>/<width>.webp`), or null for any other. */
export async function variantBytes(store: MediaStore, address: string): Promise<Buffer | null> {
  const match = /^\/media\/([0-9a-f]{32})\/(\d+)\.(webp|avif)$/.exec(address);
  if (!match) return null;
  return store.get(`${match[1]}/${match[2]}.${match[3]}`);
}
