import type { Insertable, Updateable } from 'kysely';
import type { ContentTypeKey } from '../../../shared/content/content-types';
import type { Db } from '../../db/connect';
import type { ContentDraftTable } from '../../db/database';

// The draft rows of kinds with drafts (content_draft): an unpublished item, or a published item's pending
// changes, one row an item. Changes to a row are made on the version its editor saw.

export interface DraftRow {
  item_id: number;
  item_values: Record<string, unknown>;
  publish_at: Date | null;
  version: number;
  updated_at: Date;
  updated_by: number | null;
  updated_by_name: string | null;
  sort_order: number | null;
}

export function findDraft(db: Db, key: ContentTypeKey, id: number, forUpdate = false): Promise<DraftRow | undefined> {
  return db
    .selectFrom('content_draft as d')
    .leftJoin('staff as s', 's.id', 'd.updated_by')
    .select([
      'd.item_id',
      'd.item_values',
      'd.publish_at',
      'd.version',
      'd.updated_at',
      'd.updated_by',
      'd.sort_order',
      's.name as updated_by_name',
    ])
    .where('d.content_type', '=', key)
    .where('d.item_id', '=', id)
    .$if(forUpdate, (q) => q.forUpdate('d'))
    .executeTakeFirst() as Promise<DraftRow | undefined>;
}

type NewDraft = Omit<Insertable<ContentDraftTable>, 'content_type' | 'item_id' | 'created_at'>;

/** Adds an item's draft row. With `unlessThere`, false when the item has one already (nothing is written). */
export async function insertDraft(db: Db, key: ContentTypeKey, id: number, row: NewDraft, { unlessThere = false } = {}): Promise<boolean> {
  const inserted = await db
    .insertInto('content_draft')
    .values({ ...row, content_type: key, item_id: id })
    .$if(unlessThere, (q) => q.onConflict((oc) => oc.columns(['content_type', 'item_id']).doNothing()))
    .returning('item_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

type DraftChanges = Omit<Updateable<ContentDraftTable>, 'content_type' | 'item_id' | 'created_at'>;

/** Changes an item's draft row if it is still at `version` (any version when null); false when it is not (or is gone). */
export async function updateDraft(
  db: Db,
  key: ContentTypeKey,
  id: number,
  version: number | null,
  changes: DraftChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('content_draft')
    .set(changes)
    .where('content_type', '=', key)
    .where('item_id', '=', id)
    .$if(version !== null, (q) => q.where('version', '=', version!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes an item's draft row if it is still at `version` (any version when null); false when it is not (or is gone). */
export async function deleteDraft(db: Db, key: ContentTypeKey, id: number, version: number | null = null): Promise<boolean> {
  const result = await db
    .deleteFrom('content_draft')
    .where('content_type', '=', key)
    .where('item_id', '=', id)
    .$if(version !== null, (q) => q.where('version', '=', version!))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The drafts whose time to be published has come, the earliest first. */
export async function dueDrafts(db: Db, now: Date, limit: number): Promise<{ key: ContentTypeKey; id: number }[]> {
  const rows = await db
    .selectFrom('content_draft')
    .select(['content_type', 'item_id'])
    .where('publish_at', '<=', now)
    .orderBy('publish_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ key: row.content_type as ContentTypeKey, id: row.item_id }));
}
