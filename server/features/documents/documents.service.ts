import { createHash } from 'node:crypto';
import { DOCUMENT_MESSAGES, safeFileName, type StoredDocument } from '../../../shared/certificates';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import { Reply } from '../../http/mount-contract';
import { type Actor, recordAudit } from '../audit/audit-trail.public';
import { documentKindOf } from './document-kind';

// Scans editors upload (a certificate's): checked by their contents, kept in the media store under their content
// hash (the same file uploaded twice is kept once), and recorded with what they were found to be.

/** Where the files go: the picture library's store (PostgreSQL or S3), under keys of their own. */
export interface DocumentStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
}

export const documentKey = (hash: string) => `documents/${hash}`;
const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

export interface DocumentsOptions {
  store: DocumentStore;
  clock: () => Date;
}

export function createDocumentsService(db: Db, { store, clock }: DocumentsOptions) {
  return {
    async upload(
      bytes: Buffer,
      fileName: string,
      acting: { principal: Actor; ip: string | null },
    ): Promise<StoredDocument | Reply<StoredDocument>> {
      if (bytes.length === 0) throw new HttpError(400, DOCUMENT_MESSAGES.empty);
      const contentType = documentKindOf(bytes);
      if (!contentType) throw new HttpError(415, DOCUMENT_MESSAGES.notADocument);
      const hash = hashOf(bytes);
      const stored: StoredDocument = { hash, fileName: safeFileName(fileName), contentType, size: bytes.length };
      const known = await db.selectFrom('document').select('hash').where('hash', '=', hash).executeTakeFirst();
      if (known) return stored;
      // The file before the row that names it: a row never points at a file that is not there.
      await store.put(documentKey(hash), bytes, contentType);
      await db.transaction().execute(async (trx) => {
        const now = clock();
        const inserted = await trx
          .insertInto('document')
          .values({ hash, content_type: contentType, byte_size: bytes.length, uploaded_by: acting.principal.staffId, uploaded_at: now })
          .onConflict((oc) => oc.column('hash').doNothing())
          .returning('hash')
          .executeTakeFirst();
        if (!inserted) return;
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'media.document-uploaded',
          subject: { type: 'document', id: hash },
          detail: { file_name: stored.fileName, content_type: contentType, byte_size: bytes.length },
          ip: acting.ip,
          at: now,
        });
      });
      return new Reply(201, stored);
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
