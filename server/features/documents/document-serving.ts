import type { RequestHandler } from 'express';
import { setCacheControl } from '../../http/cache-policy';
import type { Db } from '../../db/connect';
import { safeFileName } from '../../../shared/certificates';
import { documentKey, type DocumentStore } from './documents.service';

// Serves the scans at /documents/<content hash>/<file name>: with the type the upload found (a PDF or a picture,
// never HTML), shown in the browser (`inline`) under its name. The address changes with the content, so it may be
// kept for a year; the hash is long enough that nobody finds a file they were not given the address of.

const DOCUMENT_PATH = /^\/([0-9a-f]{32})\/([^/]{1,200})$/;

export function documentFiles(db: Db, store: DocumentStore): RequestHandler {
  return async (req, res, next) => {
    const match = req.method === 'GET' || req.method === 'HEAD' ? DOCUMENT_PATH.exec(req.path) : null;
    if (!match) return next();
    const [, hash, name] = match as unknown as [string, string, string];
    const row = await db.selectFrom('document').select(['content_type']).where('hash', '=', hash).executeTakeFirst();
    const bytes = row ? await store.get(documentKey(hash)) : null;
    if (!row || !bytes) return next();
    let fileName: string;
    try {
      fileName = safeFileName(decodeURIComponent(name));
    } catch {
      fileName = 'document';
    }
    setCacheControl(res, 'mediaVariant');
    res.setHeader('Content-Type', row.content_type);
    res.setHeader('Content-Disposition', `inline; filename="${fileName}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(bytes);
  };
}
