import fs from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { MEDIA_VARIANT_PATH } from '../../../shared/media';
import { setCacheControl } from '../../http/cache-policy';
import { type MediaStore, variantKey } from './media-store';

// Serves the library's variants at /media/<content hash>/<width>.<webp|avif>: from this process's disk when it has
// them, else from the store (and then kept on disk). The disk is only a cache: a platform wipes it on restart, and
// every process fills its own. The address changes with the content, so browsers and CDNs keep a file for a year.

const CONTENT_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;

let tempCounter = 0;

async function keepOnDisk(file: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${++tempCounter}.tmp`;
  try {
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, file);
  } catch {
    // A full or read-only disk only costs the next request a trip to the store.
    await fs.rm(temp, { force: true });
  }
}

/** Mounted under /media: answers the library's addresses, passes the demo's own files (/media/<key>-<width>.webp) on. */
export function mediaVariants(store: MediaStore, cacheDir: string): RequestHandler {
  return async (req, res, next) => {
    const match = req.method === 'GET' || req.method === 'HEAD' ? MEDIA_VARIANT_PATH.exec(req.path) : null;
    if (!match) {
      next();
      return;
    }
    const [, hash, width, format] = match as unknown as [string, string, string, 'webp' | 'avif'];
    const file = path.join(cacheDir, hash, `${width}.${format}`);
    let bytes: Buffer | null = await fs.readFile(file).catch(() => null);
    if (!bytes) {
      bytes = await store.get(variantKey(hash, Number(width), format));
      if (!bytes) {
        next();
        return;
      }
      await keepOnDisk(file, bytes);
    }
    setCacheControl(res, 'mediaVariant');
    res.type(CONTENT_TYPES[format]).send(bytes);
  };
}

/** Forgets the disk copies of a deleted picture's variants (other processes keep theirs until their disk is wiped). */
export const forgetCachedVariants = (cacheDir: string) => (hash: string) =>
  fs.rm(path.join(cacheDir, hash), { recursive: true, force: true });
