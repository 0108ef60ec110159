import type { RefusalText } from '../../../shared/i18n/refusal-text';
import type { Acting } from '../../http/acting';
import { type ContentItem, type ContentTypeKey } from '../../../shared/content/content-types';
import { copyPathOf, copyTitleOf, DUPLICATE_MESSAGES } from '../../../shared/content/duplicate';
import { BULK_MESSAGES, type BulkAction, type BulkItemResult, type BulkOutcome } from '../../../shared/content/bulk-actions';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import { type Actor } from '../audit/audit-trail.public';
import { checkedValues } from './content-values';
import * as repo from './content.repository';
import { noteHistory } from './content-history.repository';
import { CONTENT_SERVICE_MESSAGES, type ContentContext, typeOf, titleOf, staleEdit } from './content-rules';
import type { ContentWrites } from './content-draft-writes';

// Several items at once (publish, unpublish, delete), and draft copies of one.

export function createBulkActions({ db, findPicture }: ContentContext, writes: ContentWrites) {
  const { itemOf } = writes;

  /** The first of "<path>-copy", "<path>-copy-2", … that no item of the kind has. */
  async function freeCopyPath(executor: Db, key: ContentTypeKey, path: string): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      const candidate = copyPathOf(path, attempt);
      if (!(await repo.pathTaken(executor, key, candidate, null))) return candidate;
    }
  }

  /**
   * One item of a bulk action; false when it already was as asked. Publishing a published item publishes its
   * pending changes, when it has some; unpublishing keeps them as its draft.
   */
  async function bulkStep(trx: Db, key: ContentTypeKey, before: ContentItem, action: BulkAction, acting: Acting<Actor>): Promise<boolean> {
    const version = before.version;
    const draftVersion = before.draft?.version;
    if (action === 'delete') await writes.remove(trx, key, before, { version }, acting);
    else if (action === 'publish' ? before.status === 'published' && !before.draft : before.status === 'draft') return false;
    else await writes.setState(trx, key, before, { state: action === 'publish' ? 'published' : 'draft', version, draftVersion }, acting);
    return true;
  }

  return {
    /**
     * Several items at once, in one transaction, each written as its own endpoint writes it (history and audit
     * entries alike). Every item is tried, so that one answer names all that were refused; then any refusal undoes
     * the lot: a half-published selection would leave the editor to work out which half.
     */
    async bulk(key: ContentTypeKey, body: { action: BulkAction; items: { id: number; version: number }[] }, acting: Acting<Actor>) {
      const type = typeOf(key);
      if (body.action !== 'delete' && !type.drafts) throw new HttpError(400, CONTENT_SERVICE_MESSAGES.noDrafts);
      if (type.singleton) throw new HttpError(400, CONTENT_SERVICE_MESSAGES.singleton);
      return db.transaction().execute(async (trx): Promise<BulkOutcome> => {
        const items: BulkItemResult[] = [];
        const refused: Record<string, RefusalText> = {};
        for (const { id, version } of body.items) {
          const before = await itemOf(trx, key, id);
          try {
            if (!before) throw new HttpError(404, BULK_MESSAGES.gone);
            if (before.version !== version) throw staleEdit(before.updatedBy, before.updatedAt);
            items.push({ id, title: titleOf(type, before.values), changed: await bulkStep(trx, key, before, body.action, acting) });
          } catch (error) {
            // A refusal of ours comes before its item's writes; anything else is the server's fault, and undoes all.
            if (!(error instanceof HttpError)) throw error;
            refused[String(id)] = error.text;
          }
        }
        const count = Object.keys(refused).length;
        if (count > 0) throw new HttpError(409, BULK_MESSAGES.nothingChanged(count, body.items.length, body.action), refused);
        return { action: body.action, items };
      });
    },

    /**
     * A draft copy of an item: "<name> (copy)" at a free path, every other value the same (its pictures the
     * library's same pictures, shared, not copied). Only kinds with drafts: any other copy would be on the site at
     * once, twice. Its first history entry and its audit entry name the original.
     */
    async duplicate(key: ContentTypeKey, id: number, acting: Acting<Actor>): Promise<ContentItem | null> {
      const type = typeOf(key);
      if (!type.drafts) throw new HttpError(400, DUPLICATE_MESSAGES.noDrafts);
      const original = await itemOf(db, key, id);
      if (!original) return null;
      const title = titleOf(type, original.values);
      const titleField = type.fields[type.titleField];
      const maxLength = titleField?.kind === 'text' && titleField.maxLength ? titleField.maxLength : 200;
      // A published item's pending changes are what its editor is working on: the copy starts from them.
      const basis = original.draft?.values ?? original.values;
      const input = { ...basis, [type.titleField]: copyTitleOf(title, maxLength) };
      const copyId = await db.transaction().execute(async (trx) => {
        if (type.redirects) input.path = await freeCopyPath(trx, key, String(original.values.path));
        const values = await checkedValues(trx, key, input, basis, findPicture);
        const created = await writes.create(trx, key, values, acting, { copiedFrom: id });
        await noteHistory(trx, key, created, DUPLICATE_MESSAGES.copiedFrom(title, id));
        return created;
      });
      return itemOf(db, key, copyId);
    },
  };
}
