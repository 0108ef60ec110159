import type { Acting } from '../../http/acting';
import { type ContentItem, type ContentTypeKey } from '../../../shared/content/content-types';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import { type Actor } from '../audit/audit-trail.public';
import { changedFields } from './content-storage';
import { checkedValues } from './content-values';
import { CONTENT_SERVICE_MESSAGES, type ContentContext, type ContentServiceOptions, typeOf, staleEdit } from './content-rules';
import { createItemReader } from './content-item';
import { createWriteCore } from './content-writes';
import { createDraftWrites } from './content-draft-writes';
import { createContentQueries } from './content-queries';
import { createContentOrdering } from './content-ordering';
import { createContentHistory } from './content-history';
import { createContentPublishing } from './content-publishing';
import { createBulkActions } from './content-bulk';

// Editing the public content: every kind alike, described by shared/content/content-types.ts. Each change is one
// transaction that writes the item, its history entry and its audit entry; an edit made on an older version is
// refused with who changed it since. Kinds with drafts keep unpublished items in `content_draft`, so nothing the
// public site reads ever sees them; a published item's changes can wait there too, beside the published values,
// until they are published (now or at a set time) or discarded.
// The parts, each in its own module, share one context (content-rules.ts) and the writes of one change (content-writes.ts, content-draft-writes.ts).

export { CONTENT_SERVICE_MESSAGES };

export function createContentService(db: Db, { findPicture, clock = () => new Date(), baseUrl }: ContentServiceOptions) {
  const context: ContentContext = { db, findPicture, clock, baseUrl };
  const itemOf = createItemReader(context);
  const core = createWriteCore(context, itemOf);
  const writes = { ...core, ...createDraftWrites(context, core) };
  const queries = createContentQueries(context, itemOf);
  return {
    ...queries,
    ...createContentOrdering(context, queries),
    ...createContentHistory(context, writes),
    ...createContentPublishing(context, writes),
    ...createBulkActions(context, writes),
    writes,

    async create(key: ContentTypeKey, input: Record<string, unknown>, acting: Acting<Actor>): Promise<ContentItem> {
      const type = typeOf(key);
      if (type.singleton) throw new HttpError(400, CONTENT_SERVICE_MESSAGES.singleton);
      const values = await checkedValues(db, key, input, null, findPicture);
      const id = await db.transaction().execute((trx) => writes.create(trx, key, values, acting));
      return (await itemOf(db, key, id))!;
    },

    /**
     * Saves an item's values where they show: a published item's on the site. When it has pending changes, the
     * form showed them, so the save publishes them (`draftVersion`, the version seen) and their draft goes.
     */
    async update(
      key: ContentTypeKey,
      id: number,
      input: Record<string, unknown>,
      version: number,
      acting: Acting<Actor>,
      draftVersion?: number,
    ): Promise<ContentItem | null> {
      const before = await itemOf(db, key, id);
      if (!before) return null;
      if (before.version !== version) throw staleEdit(before.updatedBy, before.updatedAt);
      if (before.draft && draftVersion !== before.draft.version) throw staleEdit(before.draft.updatedBy, before.draft.updatedAt);
      if (!before.draft && draftVersion !== undefined) throw new HttpError(409, CONTENT_SERVICE_MESSAGES.noPendingChanges);
      const values = await checkedValues(db, key, input, before.draft?.values ?? before.values, findPicture);
      // Saved as it was: no new version, nothing in the history or the audit log.
      if (!before.draft && changedFields(key, before.values, values).length === 0) return before;
      await db
        .transaction()
        .execute((trx) => writes.update(trx, key, before, values, acting, before.draft ? { publishes: before.draft.version } : {}));
      return itemOf(db, key, id);
    },

    /** Keeps changes to a published item as its draft; `draftVersion` is the version of the draft they change. */
    async saveDraft(
      key: ContentTypeKey,
      id: number,
      body: { values: Record<string, unknown>; version: number; draftVersion?: number },
      acting: Acting<Actor>,
    ): Promise<ContentItem | null> {
      if (!typeOf(key).drafts) throw new HttpError(400, CONTENT_SERVICE_MESSAGES.noDrafts);
      const before = await itemOf(db, key, id);
      if (!before) return null;
      if (before.status !== 'published') throw new HttpError(400, CONTENT_SERVICE_MESSAGES.notPublished);
      if (before.draft) {
        if (body.draftVersion !== before.draft.version) throw staleEdit(before.draft.updatedBy, before.draft.updatedAt);
      } else if (body.draftVersion !== undefined) {
        throw new HttpError(409, CONTENT_SERVICE_MESSAGES.noPendingChanges);
      } else if (before.version !== body.version) throw staleEdit(before.updatedBy, before.updatedAt);
      const basis = before.draft?.values ?? before.values;
      const values = await checkedValues(db, key, body.values, basis, findPicture);
      if (changedFields(key, basis, values).length === 0) return before;
      await db.transaction().execute((trx) => writes.saveDraft(trx, key, before, values, acting));
      return itemOf(db, key, id);
    },

    /** Discards a published item's pending changes, or only the time they were to be published at. */
    async discardDraft(
      key: ContentTypeKey,
      id: number,
      body: { draftVersion: number; scheduleOnly?: boolean },
      acting: Acting<Actor>,
    ): Promise<ContentItem | null> {
      if (!typeOf(key).drafts) throw new HttpError(400, CONTENT_SERVICE_MESSAGES.noDrafts);
      const before = await itemOf(db, key, id);
      if (!before) return null;
      if (!before.draft) throw new HttpError(409, CONTENT_SERVICE_MESSAGES.noPendingChanges);
      if (before.draft.version !== body.draftVersion) throw staleEdit(before.draft.updatedBy, before.draft.updatedAt);
      if (body.scheduleOnly && !before.draft.publishAt) throw new HttpError(400, CONTENT_SERVICE_MESSAGES.nothingScheduled);
      await db.transaction().execute((trx) => writes.discardDraft(trx, key, before, acting, body.scheduleOnly));
      return itemOf(db, key, id);
    },

    async remove(
      key: ContentTypeKey,
      id: number,
      body: { version: number; redirectTo?: number },
      acting: Acting<Actor>,
    ): Promise<{ deleted: true } | null> {
      const type = typeOf(key);
      if (type.singleton) throw new HttpError(400, CONTENT_SERVICE_MESSAGES.singleton);
      const before = await itemOf(db, key, id);
      if (!before) return null;
      if (before.version !== body.version) throw staleEdit(before.updatedBy, before.updatedAt);
      await db.transaction().execute((trx) => writes.remove(trx, key, before, body, acting));
      return { deleted: true };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
