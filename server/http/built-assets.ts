import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { setCacheControl } from './cache-policy';

/**
 * The build's scripts and stylesheets (`dist/client/assets`). The build writes a brotli and a gzip twin of each
 * (vite.config.ts), compressed once at the best level: a browser that accepts brotli gets that one, else gzip,
 * and the server spends nothing compressing it again. Their names change with their content: kept for a year.
 */
export function builtAssets(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { cacheControl: false, setHeaders: (res) => setCacheControl(res, 'hashedAsset'), index: false },
  });
}
