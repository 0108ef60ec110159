import { createHash, randomBytes } from 'node:crypto';
import type { Acting } from '../../http/acting';
import { sql } from 'kysely';
import {
  CONTENT_TYPES,
  type ContentHistoryEntry,
  type ContentItem,
  type ContentListItem,
  type ContentOption,
  type ContentType,
  type ContentTypeKey,
  type PendingChanges,
} from '../../../shared/content/content-types';
import { CONTENT_MESSAGES, unpublishableErrors } from '../../../shared/content/fields';
import { copyPathOf, copyTitleOf, DUPLICATE_MESSAGES } from '../../../shared/content/duplicate';
import { BULK_MESSAGES, type BulkAction, type BulkItemResult, type BulkOutcome } from '../../../shared/content/bulk-actions';
import type { AuditAction } from '../../../shared/staff/audit-actions';
import { PREVIEW_PREFIX } from '../../../shared/content/preview';
import { CONTENT_PAGE_SIZE, type ContentPage, PRODUCT_OPTIONS_MAX, type PreviewLink } from '../../../shared/contracts/content';
import type { Picture } from '../../../shared/picture';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import { type Actor, recordAudit } from '../audit/audit-trail.public';
import { setMediaUses } from '../media/media-pictures.public';
import { changedFields, CONTENT_TABLE, toColumns, toValues } from './content-storage';
import { checkedValues, type PictureFinder } from './content-values';
import * as repo from './content.repository';
import { applyDraftOrder, applyOrder, type OrderedTable } from './ordering.public';
import { ORDERING_MESSAGES } from '../../../shared/ordering';
import { publicUrlOf } from './public-urls';

// Editing the public content: every kind alike, described by shared/content/content-types.ts. Each change is one
// transaction that writes the item, its history entry and its audit entry; an edit made on an older version is
// refused with who changed it since. Kinds with drafts keep unpublished items in `content_draft`, so nothing the
// public site reads ever sees them; a published item's changes can wait there too, beside the published values,
// until they are published (now or at a set time) or discarded.

/** How a save is recorded, and which version of pending changes it publishes. */
export interface UpdateOptions {
  action?: 'updated' | 'restored';
  extra?: Record<string, unknown>;
  publishes?: number;
}

/** A change of an item's state: `version` is the item's, `draftVersion` that of a published item's pending changes. */
export interface StateChange {
  state: 'published' | 'draft' | 'scheduled';
  publishAt?: string;
  version: number;
  draftVersion?: number;
}

export interface ContentServiceOptions {
  findPicture: PictureFinder;
  clock?: () => Date;
  baseUrl: string;
}

export const CONTENT_SERVICE_MESSAGES = {
  stale: (name: string | null, at: string | null) =>
    `${name ?? 'Someone'} saved this ${at ? `at ${at} ` : ''}after you opened it. Reload to see their change; nothing of yours was saved.`,
  notOrdered: 'This kind of content has no order to set.',
  singleton: 'There is only one of these: edit it.',
  pathTaken: 'Another item already uses this path.',
  inUse: (count: number, what: string) =>
    `${count} product${count === 1 ? '' : 's'} use${count === 1 ? 's' : ''} this ${what}: move ${count === 1 ? 'it' : 'them'} to another ${what} first.`,
  redirectTarget: 'Choose a published product to send its address to.',
  noDrafts: 'This kind of content is published as soon as it is saved.',
  publishAtPast: 'Choose a time in the future, or publish now.',
  historyUnknown: 'Unknown version',
  notPublished: 'This item is not published yet: Save keeps it a draft.',
  noPendingChanges: 'There are no unpublished changes: they were published or discarded meanwhile. Reload to see it as it is.',
  nothingScheduled: 'Nothing is scheduled for this item.',
} as const;

/** What happened to one item, as its history and the audit log's `content.<change>` name it. */
export type ContentChange = Exclude<ContentActionOf<AuditAction>, 'reordered' | 'imported'>;
type ContentActionOf<A> = A extends `content.${infer Change}` ? Change : never;

const typeOf = (key: ContentTypeKey) => CONTENT_TYPES[key] as ContentType;
const isoOrNull = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
const titleOf = (type: ContentType, values: Record<string, unknown>) => String(values[type.titleField] ?? '').slice(0, 200);

function columnText(type: ContentType, name: string, value: unknown): string {
  const field = type.fields[name];
  if (field?.kind === 'choice') return field.options.find((o) => String(o.value) === String(value))?.label ?? String(value ?? '');
  if (field?.kind === 'boolean') return value ? 'Yes' : 'No';
  if (value == null) return '';
  return String(value).slice(0, 200);
}

function thumbnailOf(type: ContentType, values: Record<string, unknown>): string | null {
  for (const [name, field] of Object.entries(type.fields)) {
    const value = values[name] as Picture | Picture[] | null | undefined;
    if (field.kind === 'picture' && value && !Array.isArray(value)) return value.variants?.[0]?.src ?? value.src;
    if (field.kind === 'gallery' && Array.isArray(value) && value[0]) return value[0].variants?.[0]?.src ?? value[0].src;
  }
  return null;
}

/** The picture library's items among an item's values. */
function mediaIdsOf(type: ContentType, values: Record<string, unknown>): number[] {
  const ids = new Set<number>();
  for (const [name, field] of Object.entries(type.fields)) {
    const value = values[name] as Picture | Picture[] | null | undefined;
    const pictures =
      field.kind === 'gallery' && Array.isArray(value) ? value : field.kind === 'picture' && value && !Array.isArray(value) ? [value] : [];
    for (const picture of pictures) if (typeof picture.mediaId === 'number') ids.add(picture.mediaId);
  }
  return [...ids];
}

/**
 * The fields an item must have filled in before it is published, by its kind's `publishedOnlyWith` (a testimonial's
 * consent), that `values` leave empty; none for the other kinds.
 */
function publishingErrors(key: ContentTypeKey, values: Record<string, unknown>): Record<string, string> {
  const type = typeOf(key);
  return type.publishedOnlyWith ? unpublishableErrors(type.fields, type.publishedOnlyWith, values) : {};
}

/** Refuses (400, nothing written) to put on the site values that lack what their kind needs to be published. */
function checkPublishable(key: ContentTypeKey, values: Record<string, unknown>): void {
  const errors = publishingErrors(key, values);
  const group = typeOf(key).publishedOnlyWith;
  if (group && Object.keys(errors).length > 0) throw new HttpError(400, CONTENT_MESSAGES.publishedOnlyWith(group), errors);
}

const staleEdit = (name: string | null, at: Date | string | null | undefined) =>
  new HttpError(409, CONTENT_SERVICE_MESSAGES.stale(name, at ? new Date(at).toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : null));

/** The write of a draft's row that found another version than the one edited: who saved it, and when. */
async function staleDraft(executor: Db, key: ContentTypeKey, id: number): Promise<HttpError> {
  const now = await repo.findDraft(executor, key, id);
  return staleEdit(now?.updated_by_name ?? null, now?.updated_at ?? null);
}

export function createContentService(db: Db, { findPicture, clock = () => new Date(), baseUrl }: ContentServiceOptions) {
  function scopeOf(type: ContentType, values: Record<string, unknown>) {
    const field = type.ordered?.scope;
    return field ? { field, value: values[field] } : undefined;
  }

  async function itemOf(executor: Db, key: ContentTypeKey, id: number): Promise<ContentItem | null> {
    const live = await repo.findLive(executor, key, id);
    if (live) {
      const values = toValues(key, live);
      const pending = typeOf(key).drafts ? await repo.findDraft(executor, key, id) : undefined;
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
    const draft = await repo.findDraft(executor, key, id);
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

  function pendingChangesOf(key: ContentTypeKey, published: Record<string, unknown>, row: repo.DraftRow): PendingChanges {
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
    // The history counts its own versions, one a change, whatever the row's version (which a published row starts
    // again at 1): so the numbers an editor reads only ever go up.
    const { rows } = await sql<{ next: number }>`
      select coalesce(max(version), 0) + 1 as next from content_history where content_type = ${key} and item_id = ${id}`.execute(trx);
    await trx
      .insertInto('content_history')
      .values({
        content_type: key,
        item_id: id,
        version: Number(rows[0]!.next),
        action,
        item_values: JSON.stringify(after),
        changed_fields: changed,
        staff_id: acting.principal.staffId,
      })
      .execute();
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
   * The writes of one change, inside a transaction the caller holds, on values already checked: the editor's
   * endpoints make one transaction per change, the product import one for the whole file. Each writes the item,
   * its history entry and its audit entry; a write on a version that is no longer the item's is refused (409).
   */
  const writes = {
    itemOf,

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
        await trx
          .insertInto('content_draft')
          .values({ content_type: key, item_id: itemId, item_values: JSON.stringify(values), updated_by: acting.principal.staffId })
          .execute();
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
        if (publishes !== undefined && !(await repo.deleteDraft(trx, key, id, publishes))) throw await staleDraft(trx, key, id);
        const kind = typeOf(key).redirects;
        if (kind && before.values.path !== values.path) {
          await repo.rememberPath(trx, kind, String(before.values.path), String(values.path), id);
        }
      } else {
        await writeDraft(trx, key, id, version, { item_values: JSON.stringify(values) }, acting);
      }
      await recordChange(trx, key, id, action, before.values, values, acting, extra);
    },

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
        const inserted = await trx
          .insertInto('content_draft')
          .values({
            content_type: key,
            item_id: id,
            item_values: JSON.stringify(values),
            updated_by: acting.principal.staffId,
            updated_at: clock(),
          })
          .onConflict((oc) => oc.columns(['content_type', 'item_id']).doNothing())
          .returning('item_id')
          .executeTakeFirst();
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
      if (!(await repo.deleteDraft(trx, key, before.id, draft.version))) throw await staleDraft(trx, key, before.id);
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
          await trx
            .updateTable('content_draft')
            .set({
              publish_at: publishAt,
              version: draftVersion,
              sort_order: place,
              updated_by: acting.principal.staffId,
              updated_at: clock(),
            })
            .where('content_type', '=', key)
            .where('item_id', '=', id)
            .execute();
        } else {
          await trx
            .insertInto('content_draft')
            .values({
              content_type: key,
              item_id: id,
              item_values: values,
              publish_at: publishAt,
              version: draftVersion,
              sort_order: place,
              updated_by: acting.principal.staffId,
            })
            .execute();
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
      await trx.deleteFrom('content_draft').where('content_type', '=', key).where('item_id', '=', id).execute();
      if (type.redirects) await repo.moveRedirects(trx, type.redirects, id, String(before.values.path), body.redirectTo ?? null);
      await recordChange(trx, key, id, 'deleted', before.values, before.values, acting, {
        ...(body.redirectTo !== undefined ? { redirectTo: body.redirectTo } : {}),
      });
    },
  };

  return {
    async list(
      key: ContentTypeKey,
      query: { q?: string; filter?: string; status?: ContentListItem['status']; page?: number },
    ): Promise<ContentPage> {
      const type = typeOf(key);
      const page = query.page ?? 1;
      const rows = await repo.listItems(db, key, type, {
        q: query.q?.trim() || undefined,
        filter: type.filterField && query.filter ? { field: type.filterField, value: query.filter } : undefined,
        status: query.status,
        limit: CONTENT_PAGE_SIZE,
        offset: (page - 1) * CONTENT_PAGE_SIZE,
      });
      const references = await referenceNames(db, type);
      return {
        items: rows.map((row) => listItemOf(type, row, references)),
        total: rows[0]?.total ?? 0,
        page,
        pageSize: CONTENT_PAGE_SIZE,
      };
    },

    async ordered(key: ContentTypeKey, scope?: string): Promise<ContentListItem[]> {
      const type = typeOf(key);
      const subset = type.orderedSubset;
      if (!subset && !type.ordered) throw new HttpError(400, CONTENT_SERVICE_MESSAGES.notOrdered);
      const field = type.ordered?.scope;
      // The featured products in their own order (published ones only), or the kind's items (of one scope) in theirs,
      // the drafts among them where they will be published.
      const query: repo.ListQuery = subset
        ? { filter: { field: subset.field, value: 'true' }, orderBy: subset.column, limit: 1000, offset: 0 }
        : { filter: field && scope !== undefined ? { field, value: scope } : undefined, limit: 1000, offset: 0 };
      const rows = await repo.listItems(db, key, { ...type, drafts: Boolean(type.drafts && !subset) }, query);
      const references = await referenceNames(db, type);
      return rows.map((row) => listItemOf(type, row, references));
    },

    async reorder(key: ContentTypeKey, body: { ids: number[]; scope?: string }, acting: Acting<Actor>): Promise<ContentListItem[]> {
      const type = typeOf(key);
      const subset = type.orderedSubset;
      if (subset) {
        await db.transaction().execute(async (trx) => {
          if (!(await repo.writeSubsetOrder(trx, key, subset.field, subset.column, body.ids)))
            throw new HttpError(409, ORDERING_MESSAGES.stale);
          await recordAudit(trx, {
            actor: acting.principal,
            action: 'content.reordered',
            subject: { type: key, id: subset.field },
            detail: { ids: body.ids },
            ip: acting.ip,
            at: clock(),
          });
        });
        return this.ordered(key);
      }
      if (!type.ordered) throw new HttpError(400, CONTENT_SERVICE_MESSAGES.notOrdered);
      const field = type.ordered.scope;
      const scopeValue = field ? normaliseScope(type, field, body.scope) : undefined;
      await db.transaction().execute(async (trx) => {
        const table = CONTENT_TABLE[key] as OrderedTable;
        const scope = field ? { column: field as never, value: scopeValue as string | number } : undefined;
        if (type.drafts) {
          // Published items and drafts share the list: each keeps its position in it.
          const placed = body.ids.map((id, position) => ({ id, position }));
          const live = new Set(await repo.liveIds(trx, key, body.ids));
          const [published, drafts] = [placed.filter((p) => live.has(p.id)), placed.filter((p) => !live.has(p.id))];
          await applyOrder(
            trx,
            table,
            published.map((p) => p.id),
            scope,
            published.map((p) => p.position),
          );
          await applyDraftOrder(
            trx,
            key,
            drafts.map((p) => p.id),
            drafts.map((p) => p.position),
            field ? { field, value: scopeValue as string | number } : undefined,
            table,
          );
        } else await applyOrder(trx, table, body.ids, scope);
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'content.reordered',
          subject: { type: key, id: field ? `${field}=${String(scopeValue)}` : 'all' },
          detail: { ids: body.ids },
          ip: acting.ip,
          at: clock(),
        });
      });
      return this.ordered(key, body.scope);
    },

    async options(key: ContentTypeKey, query: { q?: string; ids?: number[] } = {}): Promise<ContentOption[]> {
      if (key === 'product') {
        const rows = await repo.productOptions(db, query, PRODUCT_OPTIONS_MAX);
        return rows.map((row) => ({ id: row.id, title: row.name }));
      }
      if (key !== 'category' && key !== 'material')
        throw new HttpError(400, 'Only categories, materials and products are offered as choices.');
      const rows = await db.selectFrom(key).select(['id', 'name']).orderBy('sort_order').orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, title: row.name }));
    },

    get: (key: ContentTypeKey, id: number) => itemOf(db, key, id),

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

    async history(key: ContentTypeKey, id: number): Promise<ContentHistoryEntry[] | null> {
      const rows = await db
        .selectFrom('content_history as h')
        .leftJoin('staff as s', 's.id', 'h.staff_id')
        .select(['h.id', 'h.version', 'h.action', 'h.changed_fields', 'h.at', 's.name', 'h.note'])
        .where('h.content_type', '=', key)
        .where('h.item_id', '=', id)
        .orderBy('h.id', 'desc')
        .limit(200)
        .execute();
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
      const entry = await db
        .selectFrom('content_history')
        .select(['item_values', 'version'])
        .where('id', '=', body.historyId)
        .where('content_type', '=', key)
        .where('item_id', '=', id)
        .executeTakeFirst();
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
      const entry = await db
        .selectFrom('content_history')
        .select(['item_values'])
        .where('id', '=', historyId)
        .where('content_type', '=', key)
        .where('item_id', '=', id)
        .executeTakeFirst();
      return entry ? toValues(key, entry.item_values) : null;
    },

    async publish(key: ContentTypeKey, id: number, body: StateChange, acting: Acting<Actor>): Promise<ContentItem | null> {
      const type = typeOf(key);
      if (!type.drafts) throw new HttpError(400, CONTENT_SERVICE_MESSAGES.noDrafts);
      const before = await itemOf(db, key, id);
      if (!before) return null;
      if (before.version !== body.version) throw staleEdit(before.updatedBy, before.updatedAt);
      if (body.state === 'scheduled' && (!body.publishAt || new Date(body.publishAt) <= clock())) {
        throw new HttpError(400, CONTENT_SERVICE_MESSAGES.publishAtPast, { publishAt: CONTENT_SERVICE_MESSAGES.publishAtPast });
      }
      await db.transaction().execute((trx) => writes.setState(trx, key, before, body, acting));
      return itemOf(db, key, id);
    },

    /** Publishes the drafts whose time has come; the web process asks every few seconds. Returns how many. */
    async publishDue(acting: Acting<Actor>): Promise<number> {
      const due = await db
        .selectFrom('content_draft')
        .select(['content_type', 'item_id'])
        .where('publish_at', '<=', clock())
        .orderBy('publish_at')
        .limit(50)
        .execute();
      let published = 0;
      for (const draft of due) {
        const key = draft.content_type as ContentTypeKey;
        await db.transaction().execute(async (trx) => {
          // Locked and read again: another web process may have published it meanwhile.
          const row = await repo.findDraft(trx, key, draft.item_id, true);
          if (!row?.publish_at || new Date(row.publish_at) > clock()) return;
          // Its consent taken out after it was scheduled: it waits, a draft, until an editor fills it in again.
          if (Object.keys(publishingErrors(key, row.item_values)).length > 0) return;
          await publishDraft(trx, key, draft.item_id, acting);
          published++;
        });
      }
      return published;
    },

    writes,

    async preview(key: ContentTypeKey, id: number, acting: Acting<Actor>): Promise<PreviewLink | null> {
      const item = await itemOf(db, key, id);
      if (!item) return null;
      const staffId = acting.principal.staffId;
      if (staffId === null) throw new HttpError(403, 'Preview links are for staff members.');
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock().getTime() + 24 * 60 * 60 * 1000);
      await db
        .insertInto('content_preview')
        .values({
          token_hash: createHash('sha256').update(token).digest('hex'),
          content_type: key,
          item_id: id,
          staff_id: staffId,
          expires_at: expiresAt,
        })
        .execute();
      return { url: `${baseUrl}${PREVIEW_PREFIX}${token}`, expiresAt: expiresAt.toISOString() };
    },

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
        const refused: Record<string, string> = {};
        for (const { id, version } of body.items) {
          const before = await itemOf(trx, key, id);
          try {
            if (!before) throw new HttpError(404, BULK_MESSAGES.gone);
            if (before.version !== version) throw staleEdit(before.updatedBy, before.updatedAt);
            items.push({ id, title: titleOf(type, before.values), changed: await bulkStep(trx, key, before, body.action, acting) });
          } catch (error) {
            // A refusal of ours comes before its item's writes; anything else is the server's fault, and undoes all.
            if (!(error instanceof HttpError)) throw error;
            refused[String(id)] = error.message;
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
        await trx
          .updateTable('content_history')
          .set({ note: DUPLICATE_MESSAGES.copiedFrom(title, id) })
          .where('content_type', '=', key)
          .where('item_id', '=', created)
          .execute();
        return created;
      });
      return itemOf(db, key, copyId);
    },
  };

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
    const result = await trx
      .updateTable('content_draft')
      .set({ ...changes, version: version + 1, updated_by: acting.principal.staffId, updated_at: clock() })
      .where('content_type', '=', key)
      .where('item_id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw await staleDraft(trx, key, id);
  }

  /** Puts a draft on the site: a new published row (in the place it was given), or a published item's changes. */
  async function publishDraft(trx: Db, key: ContentTypeKey, id: number, acting: Acting<Actor>): Promise<void> {
    const draft = await repo.findDraft(trx, key, id, true);
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
      await trx.deleteFrom('content_draft').where('content_type', '=', key).where('item_id', '=', id).execute();
      await recordChange(trx, key, id, 'published', published, values, acting, { changes: true });
      return;
    }
    await repo.insertLive(trx, key, await liveColumns(trx, key, values, acting, id, draft.sort_order));
    await trx.deleteFrom('content_draft').where('content_type', '=', key).where('item_id', '=', id).execute();
    await recordChange(trx, key, id, 'published', values, values, acting);
  }

  async function referenceNames(executor: Db, type: ContentType): Promise<Record<string, Map<number, string>>> {
    const names: Record<string, Map<number, string>> = {};
    for (const name of type.listFields) {
      const field = type.fields[name];
      if (field?.kind !== 'reference') continue;
      const rows = await executor.selectFrom(field.to).select(['id', 'name']).execute();
      names[name] = new Map(rows.map((row) => [row.id, row.name]));
    }
    return names;
  }

  function listItemOf(type: ContentType, row: repo.ListedRow, references: Record<string, Map<number, string>>): ContentListItem {
    const values = row.item_values;
    return {
      id: Number(row.id),
      title: titleOf(type, values),
      columns: Object.fromEntries(
        type.listFields.map((name) => [name, references[name]?.get(Number(values[name])) ?? columnText(type, name, values[name])]),
      ),
      status: row.status,
      publishAt: isoOrNull(row.publish_at),
      version: Number(row.version),
      updatedAt: isoOrNull(row.updated_at),
      updatedBy: row.updated_by_name,
      thumbnail: thumbnailOf(type, values),
      changesPending: Boolean(row.changes_pending),
    };
  }

  function normaliseScope(type: ContentType, field: string, scope: string | undefined): unknown {
    const definition = type.fields[field];
    const option = definition?.kind === 'choice' ? definition.options.find((o) => String(o.value) === String(scope)) : undefined;
    if (!option) throw new HttpError(400, CONTENT_MESSAGES.choice, { scope: CONTENT_MESSAGES.choice });
    return option.value;
  }
}

export type ContentService = ReturnType<typeof createContentService>;
