import { safeFileName, type StoredDocument } from '../../../shared/certificates';
import type { Db } from '../../db/connect';

// Published to the content editors: an item's scan as the server has it.

/** The uploaded file a form names, as the upload found it (its type and size), with the editor's file name; or null. */
export async function storedDocumentOf(db: Db, value: StoredDocument): Promise<StoredDocument | null> {
  const row = await db
    .selectFrom('document')
    .select(['hash', 'content_type', 'byte_size'])
    .where('hash', '=', value.hash)
    .executeTakeFirst();
  if (!row) return null;
  return { hash: row.hash, fileName: safeFileName(String(value.fileName)), contentType: row.content_type, size: row.byte_size };
}
