import type { Acting } from '../../http/acting';
import { type ContentHistoryEntry, type ContentItem, type ContentTypeKey } from '../../../shared/content/content-types';
import { HttpError } from '../../http/http-error';
import { type Actor } from '../audit/audit-trail.public';
import { toValues } from './content-storage';
import { historyEntry, historyOf } from './content-history.repository';
import { checkedValues } from './content-values';
import { CONTENT_SERVICE_MESSAGES, type ContentContext, staleEdit } from './content-rules';
import type { ContentWrites } from './content-draft-writes';

// Every version an item had, and restoring one: the values come back through the same writes as an edit.

export function createContentHistory({ db, findPicture }: ContentContext, writes: ContentWrites) {
  const { itemOf } = writes;
  return {
    async history(key: ContentTypeKey, id: number): Promise<ContentHistoryEntry[] | null> {
      const rows = await historyOf(db, key, id, 200);
      if (rows.length === 0 && !(await itemOf(db, key, id))) return null;
      return rows.map((row) => ({
        id: String(row.id),
        version: row.version,
        action: row.action,
        changedFields: row.changed_fields,
        by: row.name,
        at: new Date(row.at).toISOString(),
        note: row.note,
      }));
    },

    async restore(
      key: ContentTypeKey,
      id: number,
      body: { historyId: string; version: number; draftVersion?: number },
      acting: Acting<Actor>,
    ): Promise<ContentItem | null> {
      const entry = await historyEntry(db, key, id, body.historyId);
      if (!entry) throw new HttpError(404, CONTENT_SERVICE_MESSAGES.historyUnknown);
      const before = await itemOf(db, key, id);
      if (!before) return null;
      if (before.version !== body.version) throw staleEdit(before.updatedBy, before.updatedAt);
      if (before.draft && body.draftVersion !== before.draft.version) throw staleEdit(before.draft.updatedBy, before.draft.updatedAt);
      const extra = { fromVersion: entry.version };
      // The values come back where the form edits them: into a published item's pending changes when it has some,
      // so they reach the site only when those are published.
      const values = await checkedValues(db, key, entry.item_values, before.draft?.values ?? before.values, findPicture);
      await db
        .transaction()
        .execute((trx) =>
          before.draft
            ? writes.saveDraft(trx, key, before, values, acting, 'restored', extra)
            : writes.update(trx, key, before, values, acting, { action: 'restored', extra }),
        );
      return itemOf(db, key, id);
    },

    /** One version's values as the history kept them, to show what restoring it brings back. */
    async historyVersion(key: ContentTypeKey, id: number, historyId: string): Promise<Record<string, unknown> | null> {
      const entry = await historyEntry(db, key, id, historyId);
      return entry ? toValues(key, entry.item_values) : null;
    },
  };
}
