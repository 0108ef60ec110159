import type { Acting } from '../../http/acting';
import { type ContentItem, type ContentTypeKey } from '../../../shared/content/content-types';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import { type Actor, recordAudit } from '../audit/audit-trail.public';
import { setMediaUses } from '../media/media-pictures.public';
import { changedFields, toColumns } from './content-storage';
import * as repo from './content.repository';
import { deleteDraft, insertDraft, updateDraft } from './content-draft.repository';
import { addHistoryEntry } from './content-history.repository';
import {
  CONTENT_SERVICE_MESSAGES,
  type ContentChange,
  type ContentContext,
  type UpdateOptions,
  typeOf,
  titleOf,
  mediaIdsOf,
  checkPublishable,
  staleEdit,
  staleDraft,
  scopeOf,
} from './content-rules';
import type { ItemReader } from './content-item';

// The writes of one change, inside a transaction the caller holds, on values already checked: the editor's endpoints
// make one transaction per change, the product import one for the whole file. Each writes the item, its history
// entry and its audit entry; a write on a version that is no longer the item's is refused (409).

export function createWriteCore({ clock }: Pick<ContentContext, 'clock'>, itemOf: ItemReader) {
  async function recordChange(
    trx: Db,
    key: ContentTypeKey,
    id: number,
    action: ContentChange,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
    acting: Acting<Actor>,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    const changed = changedFields(key, before, after);
    // The library's pictures this item shows, published or in its draft: none once it is deleted, so they may be
    // deleted too.
    const now = action === 'deleted' ? null : await itemOf(trx, key, id);
    const shown = now ? [now.values, ...(now.draft ? [now.draft.values] : [])] : [];
    await setMediaUses(trx, { type: key, id }, [...new Set(shown.flatMap((values) => mediaIdsOf(typeOf(key), values)))]);
    await addHistoryEntry(trx, key, id, { action, values: after, changedFields: changed, staffId: acting.principal.staffId });
    await recordAudit(trx, {
      actor: acting.principal,
      action: `content.${action}`,
      subject: { type: key, id },
      detail: { title: titleOf(typeOf(key), after), changed, ...extra },
      ip: acting.ip,
      at: clock(),
    });
  }

  async function checkPath(trx: Db, key: ContentTypeKey, values: Record<string, unknown>, id: number | null) {
    if (!typeOf(key).redirects) return;
    if (await repo.pathTaken(trx, key, String(values.path), id)) {
      throw new HttpError(409, CONTENT_SERVICE_MESSAGES.pathTaken, { path: CONTENT_SERVICE_MESSAGES.pathTaken });
    }
  }

  /**
   * The values a new published row takes: the fields, and its place in an ordered list: the one its draft was
   * given (the items from there on move down one), or the end.
   */
  async function liveColumns(
    trx: Db,
    key: ContentTypeKey,
    values: Record<string, unknown>,
    acting: Acting<Actor>,
    id?: number,
    place: number | null = null,
  ) {
    const type = typeOf(key);
    let sortOrder: number | undefined;
    if (type.ordered && place !== null) {
      await repo.makeRoomAt(trx, key, place, scopeOf(type, values));
      sortOrder = place;
    } else if (type.ordered) sortOrder = await repo.nextSortOrder(trx, key, scopeOf(type, values));
    return {
      ...toColumns(key, values),
      ...(id !== undefined ? { id } : {}),
      ...(sortOrder !== undefined ? { sort_order: sortOrder } : {}),
      updated_by: acting.principal.staffId,
    };
  }

  /**
   * Writes `changes` to an item's draft row, as its next version, if it is still at `version`; otherwise nothing is
   * written and a 409 names who saved it meanwhile.
   */
  async function writeDraft(
    trx: Db,
    key: ContentTypeKey,
    id: number,
    version: number,
    changes: { item_values?: string; publish_at?: string | null },
    acting: Acting<Actor>,
  ): Promise<void> {
    const next = { ...changes, version: version + 1, updated_by: acting.principal.staffId, updated_at: clock() };
    if (!(await updateDraft(trx, key, id, version, next))) throw await staleDraft(trx, key, id);
  }

  return {
    itemOf,
    recordChange,
    checkPath,
    liveColumns,
    writeDraft,

    async create(
      trx: Db,
      key: ContentTypeKey,
      values: Record<string, unknown>,
      acting: Acting<Actor>,
      extra: Record<string, unknown> = {},
    ): Promise<number> {
      await checkPath(trx, key, values, null);
      let itemId: number;
      if (typeOf(key).drafts) {
        itemId = await repo.nextItemId(trx, key);
        await insertDraft(trx, key, itemId, { item_values: JSON.stringify(values), updated_by: acting.principal.staffId });
      } else {
        itemId = await repo.insertLive(trx, key, await liveColumns(trx, key, values, acting));
      }
      await recordChange(trx, key, itemId, 'created', null, values, acting, extra);
      return itemId;
    },

    /**
     * Saves the values where the item is: its published row, or its draft row while unpublished. `publishes` is the
     * version of a published item's pending changes that this save publishes (their draft row goes): the form
     * showed those changes, so the values saved are their next version.
     */
    async update(
      trx: Db,
      key: ContentTypeKey,
      before: ContentItem,
      values: Record<string, unknown>,
      acting: Acting<Actor>,
      { action = 'updated', extra = {}, publishes }: UpdateOptions = {},
    ): Promise<void> {
      const { id, version } = before;
      await checkPath(trx, key, values, id);
      if (before.status === 'published') {
        checkPublishable(key, values);
        if (!(await repo.updateLive(trx, key, id, version, { ...toColumns(key, values), updated_by: acting.principal.staffId }))) {
          const now = await repo.findLive(trx, key, id);
          throw staleEdit(now?.updated_by_name ?? null, now?.updated_at ?? null);
        }
        if (publishes !== undefined && !(await deleteDraft(trx, key, id, publishes))) throw await staleDraft(trx, key, id);
        const kind = typeOf(key).redirects;
        if (kind && before.values.path !== values.path) {
          await repo.rememberPath(trx, kind, String(before.values.path), String(values.path), id);
        }
      } else {
        await writeDraft(trx, key, id, version, { item_values: JSON.stringify(values) }, acting);
      }
      await recordChange(trx, key, id, action, before.values, values, acting, extra);
    },

    /** Deletes an item (with its pending changes), its address forgotten or sent on to another product; refused while products use it. */
    async remove(
      trx: Db,
      key: ContentTypeKey,
      before: ContentItem,
      body: { version: number; redirectTo?: number },
      acting: Acting<Actor>,
    ): Promise<void> {
      const id = before.id;
      const type = typeOf(key);
      if (key === 'category' || key === 'material') {
        const count = await repo.countProductsUsing(trx, key === 'category' ? 'category_id' : 'material_id', id);
        if (count > 0) throw new HttpError(409, CONTENT_SERVICE_MESSAGES.inUse(count, key));
      }
      if (body.redirectTo !== undefined) {
        const target = key === 'product' && body.redirectTo !== id ? await repo.findLive(trx, key, body.redirectTo) : undefined;
        if (!target)
          throw new HttpError(400, CONTENT_SERVICE_MESSAGES.redirectTarget, { redirectTo: CONTENT_SERVICE_MESSAGES.redirectTarget });
      }
      if (before.status === 'published') {
        const live = await repo.findLive(trx, key, id, true);
        if (!live || live.version !== body.version) throw staleEdit(live?.updated_by_name ?? null, live?.updated_at ?? null);
        await repo.deleteLive(trx, key, id);
      }
      // A draft, or a published item's pending changes, go with it.
      await deleteDraft(trx, key, id);
      if (type.redirects) await repo.moveRedirects(trx, type.redirects, id, String(before.values.path), body.redirectTo ?? null);
      await recordChange(trx, key, id, 'deleted', before.values, before.values, acting, {
        ...(body.redirectTo !== undefined ? { redirectTo: body.redirectTo } : {}),
      });
    },
  };
}

export type WriteCore = ReturnType<typeof createWriteCore>;
