import { sql } from 'kysely';
import type { ContentTypeKey } from '../../../shared/content/content-types';
import type { Db } from '../../db/connect';

// Every version an item had (content_history): one row a change, with the values after it.

export interface HistoryEntryInput {
  action: string;
  values: Record<string, unknown>;
  changedFields: string[];
  staffId: number | null;
}

/**
 * Adds the item's next version. The history counts its own versions, one a change, whatever the row's version
 * (which a published row starts again at 1): so the numbers an editor reads only ever go up.
 */
export async function addHistoryEntry(db: Db, key: ContentTypeKey, id: number, entry: HistoryEntryInput): Promise<void> {
  const { rows } = await sql<{ next: number }>`
    select coalesce(max(version), 0) + 1 as next from content_history where content_type = ${key} and item_id = ${id}`.execute(db);
  await db
    .insertInto('content_history')
    .values({
      content_type: key,
      item_id: id,
      version: Number(rows[0]!.next),
      action: entry.action,
      item_values: JSON.stringify(entry.values),
      changed_fields: entry.changedFields,
      staff_id: entry.staffId,
    })
    .execute();
}

/** Says more of an item's history than its actions do (what a copy was copied from). */
export async function noteHistory(db: Db, key: ContentTypeKey, id: number, note: string): Promise<void> {
  await db.updateTable('content_history').set({ note }).where('content_type', '=', key).where('item_id', '=', id).execute();
}

/** An item's latest versions, the newest first, with who made each. */
export function historyOf(db: Db, key: ContentTypeKey, id: number, limit: number) {
  return db
    .selectFrom('content_history as h')
    .leftJoin('staff as s', 's.id', 'h.staff_id')
    .select(['h.id', 'h.version', 'h.action', 'h.changed_fields', 'h.at', 's.name', 'h.note'])
    .where('h.content_type', '=', key)
    .where('h.item_id', '=', id)
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute();
}

/** One version of an item, as the history kept it. */
export function historyEntry(db: Db, key: ContentTypeKey, id: number, historyId: string) {
  return db
    .selectFrom('content_history')
    .select(['item_values', 'version'])
    .where('id', '=', historyId)
    .where('content_type', '=', key)
    .where('item_id', '=', id)
    .executeTakeFirst();
}
