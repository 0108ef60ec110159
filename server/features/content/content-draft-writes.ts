import type { Acting } from '../../http/acting';
import { type ContentItem, type ContentTypeKey } from '../../../shared/content/content-types';
import type { Db } from '../../db/connect';
import { type Actor } from '../audit/audit-trail.public';
import { toColumns, toValues } from './content-storage';
import * as repo from './content.repository';
import { deleteDraft, findDraft, insertDraft, updateDraft } from './content-draft.repository';
import { type ContentContext, type StateChange, typeOf, checkPublishable, staleEdit, staleDraft } from './content-rules';
import type { WriteCore } from './content-writes';

// The writes of kinds with drafts: changes to a published item kept beside it, publishing, unpublishing and
// scheduling. Like the core's, each runs inside a transaction the caller holds.

export function createDraftWrites({ clock }: Pick<ContentContext, 'clock'>, core: WriteCore) {
  const { recordChange, checkPath, liveColumns, writeDraft } = core;

  /** Puts a draft on the site: a new published row (in the place it was given), or a published item's changes. */
  async function publishDraft(trx: Db, key: ContentTypeKey, id: number, acting: Acting<Actor>): Promise<void> {
    const draft = await findDraft(trx, key, id, true);
    if (!draft) return;
    const values = draft.item_values;
    checkPublishable(key, values);
    await checkPath(trx, key, values, id);
    const live = await repo.findLive(trx, key, id, true);
    if (live) {
      const published = toValues(key, live);
      await repo.updateLive(trx, key, id, live.version, { ...toColumns(key, values), updated_by: acting.principal.staffId });
      const kind = typeOf(key).redirects;
      if (kind && published.path !== values.path) await repo.rememberPath(trx, kind, String(published.path), String(values.path), id);
      await deleteDraft(trx, key, id);
      await recordChange(trx, key, id, 'published', published, values, acting, { changes: true });
      return;
    }
    await repo.insertLive(trx, key, await liveColumns(trx, key, values, acting, id, draft.sort_order));
    await deleteDraft(trx, key, id);
    await recordChange(trx, key, id, 'published', values, values, acting);
  }

  return {
    publishDraft,

    /**
     * Keeps changes to a published item as its draft, the published values staying on the site: a new draft
     * (`before.draft` null) or the next version of the one there.
     */
    async saveDraft(
      trx: Db,
      key: ContentTypeKey,
      before: ContentItem,
      values: Record<string, unknown>,
      acting: Acting<Actor>,
      action: 'draft-saved' | 'restored' = 'draft-saved',
      extra: Record<string, unknown> = {},
    ): Promise<void> {
      const id = before.id;
      await checkPath(trx, key, values, id);
      if (before.draft) {
        await writeDraft(trx, key, id, before.draft.version, { item_values: JSON.stringify(values) }, acting);
      } else {
        const live = await repo.findLive(trx, key, id, true);
        if (!live || live.version !== before.version) throw staleEdit(live?.updated_by_name ?? null, live?.updated_at ?? null);
        const inserted = await insertDraft(
          trx,
          key,
          id,
          { item_values: JSON.stringify(values), updated_by: acting.principal.staffId, updated_at: clock() },
          { unlessThere: true },
        );
        // Another editor started a draft of it meanwhile.
        if (!inserted) throw await staleDraft(trx, key, id);
      }
      await recordChange(trx, key, id, action, before.draft?.values ?? before.values, values, acting, extra);
    },

    /** Drops a published item's pending changes, or (`scheduleOnly`) just the time they were to be published at. */
    async discardDraft(trx: Db, key: ContentTypeKey, before: ContentItem, acting: Acting<Actor>, scheduleOnly = false): Promise<void> {
      const draft = before.draft!;
      if (scheduleOnly) {
        await writeDraft(trx, key, before.id, draft.version, { publish_at: null }, acting);
        await recordChange(trx, key, before.id, 'unscheduled', draft.values, draft.values, acting);
        return;
      }
      if (!(await deleteDraft(trx, key, before.id, draft.version))) throw await staleDraft(trx, key, before.id);
      await recordChange(trx, key, before.id, 'draft-discarded', draft.values, before.values, acting);
    },

    /**
     * Publishes, unpublishes or schedules an item of a kind with drafts. On a published item with pending changes,
     * "published" and "scheduled" act on the changes (`draftVersion` names the version seen); unpublishing keeps
     * them as the draft it becomes.
     */
    async setState(trx: Db, key: ContentTypeKey, before: ContentItem, body: StateChange, acting: Acting<Actor>): Promise<void> {
      const id = before.id;
      const publishAt = body.state === 'scheduled' ? body.publishAt! : null;
      const pending = before.status === 'published' ? before.draft : null;
      if (pending && body.draftVersion !== pending.version) throw staleEdit(pending.updatedBy, pending.updatedAt);
      // Scheduled is to be published: refused now rather than failing when its time comes.
      if (body.state === 'scheduled') checkPublishable(key, pending?.values ?? before.values);
      if (body.state === 'published') {
        if (before.status === 'published' && !pending) return;
        await publishDraft(trx, key, id, acting);
        return;
      }
      if (before.status === 'published' && !(pending && body.state === 'scheduled')) {
        // Unpublished (or, without pending changes, taken off the site until its time): its published values, or
        // its pending changes when it has some, become its draft, which keeps its place in the order.
        const live = await repo.findLive(trx, key, id, true);
        if (!live || live.version !== body.version) throw staleEdit(live?.updated_by_name ?? null, live?.updated_at ?? null);
        await repo.deleteLive(trx, key, id);
        const values = JSON.stringify(pending?.values ?? before.values);
        const place = typeOf(key).ordered ? Number(live.sort_order) : null;
        const draftVersion = Math.max(body.version, pending?.version ?? 0) + 1;
        if (pending) {
          await updateDraft(trx, key, id, null, {
            publish_at: publishAt,
            version: draftVersion,
            sort_order: place,
            updated_by: acting.principal.staffId,
            updated_at: clock(),
          });
        } else {
          await insertDraft(trx, key, id, {
            item_values: values,
            publish_at: publishAt,
            version: draftVersion,
            sort_order: place,
            updated_by: acting.principal.staffId,
          });
        }
      } else {
        // A draft's, or a published item's pending changes', time to be published is set or cleared.
        await writeDraft(trx, key, id, pending ? pending.version : body.version, { publish_at: publishAt }, acting);
      }
      const action = body.state === 'scheduled' ? 'scheduled' : before.status === 'published' ? 'unpublished' : 'unscheduled';
      const values = pending?.values ?? before.values;
      await recordChange(trx, key, id, action, before.values, values, acting, {
        ...(body.publishAt ? { publishAt: body.publishAt } : {}),
        ...(pending && body.state === 'scheduled' ? { changes: true } : {}),
      });
    },
  };
}

/** Every write of one change, for the parts that make changes of their own (history, publishing, bulk actions, the import). */
export type ContentWrites = WriteCore & ReturnType<typeof createDraftWrites>;
