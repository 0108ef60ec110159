import { type ContentItem, type ContentTypeKey, type PendingChanges } from '../../../shared/content/content-types';
import type { Db } from '../../db/connect';
import { changedFields, toValues } from './content-storage';
import * as repo from './content.repository';
import { type DraftRow, findDraft } from './content-draft.repository';
import { publicUrlOf } from './public-urls';
import { type ContentContext, typeOf, isoOrNull } from './content-rules';

// One item as its form edits it: its published row or its draft, with a published item's pending changes beside it.

export function createItemReader({ baseUrl }: Pick<ContentContext, 'baseUrl'>) {
  async function itemOf<K extends ContentTypeKey>(executor: Db, key: K, id: number): Promise<ContentItem<K> | null> {
    const live = await repo.findLive(executor, key, id);
    if (live) {
      const values = toValues(key, live);
      const pending = typeOf(key).drafts ? await findDraft(executor, key, id) : undefined;
      return {
        id,
        values,
        status: 'published',
        publishAt: null,
        version: live.version,
        updatedAt: isoOrNull(live.updated_at),
        updatedBy: live.updated_by_name,
        publicUrl: publicUrlOf(key, values, baseUrl),
        draft: pending ? pendingChangesOf(key, values, pending) : null,
      };
    }
    if (!typeOf(key).drafts) return null;
    const draft = await findDraft(executor, key, id);
    if (!draft) return null;
    return {
      id,
      values: toValues(key, draft.item_values),
      status: draft.publish_at ? 'scheduled' : 'draft',
      publishAt: isoOrNull(draft.publish_at),
      version: draft.version,
      updatedAt: isoOrNull(draft.updated_at),
      updatedBy: draft.updated_by_name,
      publicUrl: null,
      draft: null,
    };
  }

  function pendingChangesOf<K extends ContentTypeKey>(key: K, published: Record<string, unknown>, row: DraftRow): PendingChanges<K> {
    const values = toValues(key, row.item_values);
    return {
      values,
      version: row.version,
      publishAt: isoOrNull(row.publish_at),
      updatedAt: isoOrNull(row.updated_at),
      updatedBy: row.updated_by_name,
      changedFields: changedFields(key, published, values),
    };
  }

  return itemOf;
}

export type ItemReader = ReturnType<typeof createItemReader>;
