import fs from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { MEDIA_VARIANT_PATH } from '../../../shared/media';
import { setCacheControl } from '../../http/cache-policy';
import { type MediaStore, variantKey } from './media-store';
import { writeFileAtomically } from '../../write-file-atomically';

// Serves the library's variants at /media/<content hash>/<width>.<webp|avif>: from this process's disk when it has
// them, else from the store (and then kept on disk). The disk is only a cache: a platform wipes it on restart, and
// every process fills its own. The address changes with the content, so browsers and CDNs keep a file for a year.

const CONTENT_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;

/** A variant kept on this process's disk: a full or read-only disk only costs the next request a trip to the store. */
const keepOnDisk = (file: string, bytes: Buffer) => writeFileAtomically(file, bytes).catch(() => undefined);

/** Mounted under /media: answers the library's addresses, and passes any other address on. */
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
