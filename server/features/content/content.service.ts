import { createHash, randomBytes } from 'node:crypto';
import {
  CONTENT_TYPES,
  type ContentHistoryEntry,
  type ContentItem,
  type ContentListItem,
  type ContentOption,
  type ContentType,
  type ContentTypeKey,
} from '../../../shared/content/content-types';
import { CONTENT_MESSAGES } from '../../../shared/content/fields';
import type { AuditAction } from '../../../shared/staff/audit-actions';
import { PREVIEW_PREFIX } from '../../../shared/content/preview';
import { CONTENT_PAGE_SIZE, type ContentPage, type PreviewLink } from '../../../shared/contracts/content';
import type { Picture } from '../../../shared/picture';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import { type Actor, recordAudit } from '../audit/audit-trail.public';
import { setMediaUses } from '../media/media-pictures.public';
import { changedFields, CONTENT_TABLE, toColumns, toValues } from './content-storage';
import { checkedValues, type PictureFinder } from './content-values';
import * as repo from './content.repository';
import { applyOrder, type OrderedTable } from './ordering.public';
import { ORDERING_MESSAGES } from '../../../shared/ordering';
import { publicUrlOf } from './public-urls';

// Editing the public content: every kind alike, described by shared/content/content-types.ts. Each change is one
// transaction that writes the item, its history entry and its audit entry; an edit made on an older version is
// refused with who changed it since. Kinds with drafts keep unpublished items in `content_draft`, so nothing the
// public site reads ever sees them.

export interface Acting {
  /** A staff member or API token, or the system (scheduled publishing). */
  principal: Actor;
  ip: string | null;
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
} as const;

/** What happened to one item, as its history and the audit log's `content.<change>` name it. */
type ContentChange = Exclude<ContentActionOf<AuditAction>, 'reordered' | 'imported'>;
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

const staleEdit = (name: string | null, at: Date | string | null | undefined) =>
  new HttpError(409, CONTENT_SERVICE_MESSAGES.stale(name, at ? new Date(at).toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : null));

export function createContentService(db: Db, { findPicture, clock = () => new Date(), baseUrl }: ContentServiceOptions) {
  function scopeOf(type: ContentType, values: Record<string, unknown>) {
    const field = type.ordered?.scope;
    return field ? { field, value: values[field] } : undefined;
  }

  async function itemOf(executor: Db, key: ContentTypeKey, id: number): Promise<ContentItem | null> {
    const live = await repo.findLive(executor, key, id);
    if (live) {
      const values = toValues(key, live);
      return {
        id,
        values,
        status: 'published',
        publishAt: null,
        version: live.version,
        updatedAt: isoOrNull(live.updated_at),
        updatedBy: live.updated_by_name,
        publicUrl: publicUrlOf(key, values, baseUrl),
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
    };
  }

  async function recordChange(
    trx: Db,
    key: ContentTypeKey,
    id: number,
    action: ContentChange,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
    version: number,
    acting: Acting,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    const changed = changedFields(key, before, after);
    // The library's pictures this item shows: none once it is deleted, so they may be deleted too.
    await setMediaUses(trx, { type: key, id }, action === 'deleted' ? [] : mediaIdsOf(typeOf(key), after));
    await trx
      .insertInto('content_history')
      .values({
        content_type: key,
        item_id: id,
        version,
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

  /** The values a new published row takes: the fields, and its place at the end of an ordered list. */
  async function liveColumns(trx: Db, key: ContentTypeKey, values: Record<string, unknown>, acting: Acting, id?: number) {
    const type = typeOf(key);
    return {
      ...toColumns(key, values),
      ...(id !== undefined ? { id } : {}),
      ...(type.ordered ? { sort_order: await repo.nextSortOrder(trx, key, scopeOf(type, values)) } : {}),
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

    async create(trx: Db, key: ContentTypeKey, values: Record<string, unknown>, acting: Acting): Promise<number> {
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
      await recordChange(trx, key, itemId, 'created', null, values, 1, acting);
      return itemId;
    },

    async update(
      trx: Db,
      key: ContentTypeKey,
      before: ContentItem,
      values: Record<string, unknown>,
      acting: Acting,
      action: 'updated' | 'restored' = 'updated',
      extra: Record<string, unknown> = {},
    ): Promise<void> {
      const { id, version } = before;
      await checkPath(trx, key, values, id);
      if (before.status === 'published') {
        if (!(await repo.updateLive(trx, key, id, version, { ...toColumns(key, values), updated_by: acting.principal.staffId }))) {
          const now = await repo.findLive(trx, key, id);
          throw staleEdit(now?.updated_by_name ?? null, now?.updated_at ?? null);
        }
        const kind = typeOf(key).redirects;
        if (kind && before.values.path !== values.path) {
          await repo.rememberPath(trx, kind, String(before.values.path), String(values.path), id);
        }
      } else {
        const result = await trx
          .updateTable('content_draft')
          .set({ item_values: JSON.stringify(values), version: version + 1, updated_by: acting.principal.staffId, updated_at: clock() })
          .where('content_type', '=', key)
          .where('item_id', '=', id)
          .where('version', '=', version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw staleEdit(null, null);
      }
      await recordChange(trx, key, id, action, before.values, values, version + 1, acting, extra);
    },

    /** Publishes, unpublishes or schedules an item of a kind with drafts. */
    async setState(
      trx: Db,
      key: ContentTypeKey,
      before: ContentItem,
      body: { state: 'published' | 'draft' | 'scheduled'; publishAt?: string; version: number },
      acting: Acting,
    ): Promise<void> {
      const id = before.id;
      if (body.state === 'published') {
        if (before.status === 'published') return;
        await publishDraft(trx, key, id, acting);
        return;
      }
      if (before.status === 'published') {
        const live = await repo.findLive(trx, key, id, true);
        if (!live || live.version !== body.version) throw staleEdit(live?.updated_by_name ?? null, live?.updated_at ?? null);
        await repo.deleteLive(trx, key, id);
        await trx
          .insertInto('content_draft')
          .values({
            content_type: key,
            item_id: id,
            item_values: JSON.stringify(before.values),
            publish_at: body.state === 'scheduled' ? body.publishAt! : null,
            version: body.version + 1,
            updated_by: acting.principal.staffId,
          })
          .execute();
      } else {
        const result = await trx
          .updateTable('content_draft')
          .set({
            publish_at: body.state === 'scheduled' ? body.publishAt! : null,
            version: body.version + 1,
            updated_by: acting.principal.staffId,
            updated_at: clock(),
          })
          .where('content_type', '=', key)
          .where('item_id', '=', id)
          .where('version', '=', body.version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw staleEdit(null, null);
      }
      const action = body.state === 'scheduled' ? 'scheduled' : 'unpublished';
      await recordChange(trx, key, id, action, before.values, before.values, body.version + 1, acting, {
        ...(body.publishAt ? { publishAt: body.publishAt } : {}),
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
      // The featured products in their own order, or the kind's items (of one scope) in theirs; published ones only.
      const query: repo.ListQuery = subset
        ? { filter: { field: subset.field, value: 'true' }, orderBy: subset.column, limit: 1000, offset: 0 }
        : { filter: field && scope !== undefined ? { field, value: scope } : undefined, limit: 1000, offset: 0 };
      const rows = await repo.listItems(db, key, { ...type, drafts: false }, query);
      const references = await referenceNames(db, type);
      return rows.map((row) => listItemOf(type, row, references));
    },

    async reorder(key: ContentTypeKey, body: { ids: number[]; scope?: string }, acting: Acting): Promise<ContentListItem[]> {
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
        await applyOrder(trx, table, body.ids, field ? { column: field as never, value: scopeValue as string | number } : undefined);
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

    async options(key: ContentTypeKey): Promise<ContentOption[]> {
      if (key !== 'category' && key !== 'material') throw new HttpError(400, 'Only categories and materials are offered as choices.');
      const rows = await db.selectFrom(key).select(['id', 'name']).orderBy('sort_order').orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, title: row.name }));
    },

    get: (key: ContentTypeKey, id: number) => itemOf(db, key, id),

    async create(key: ContentTypeKey, input: Record<string, unknown>, acting: Acting): Promise<ContentItem> {
      const type = typeOf(key);
      if (type.singleton) throw new HttpError(400, CONTENT_SERVICE_MESSAGES.singleton);
      const values = await checkedValues(db, key, input, null, findPicture);
      const id = await db.transaction().execute((trx) => writes.create(trx, key, values, acting));
      return (await itemOf(db, key, id))!;
    },

    async update(
      key: ContentTypeKey,
      id: number,
      input: Record<string, unknown>,
      version: number,
      acting: Acting,
      action: 'updated' | 'restored' = 'updated',
      extra: Record<string, unknown> = {},
    ): Promise<ContentItem | null> {
      const before = await itemOf(db, key, id);
      if (!before) return null;
      if (before.version !== version) throw staleEdit(before.updatedBy, before.updatedAt);
      const values = await checkedValues(db, key, input, before.values, findPicture);
      // Saved as it was: no new version, nothing in the history or the audit log.
      if (action === 'updated' && changedFields(key, before.values, values).length === 0) return before;
      await db.transaction().execute((trx) => writes.update(trx, key, before, values, acting, action, extra));
      return itemOf(db, key, id);
    },

    async remove(
      key: ContentTypeKey,
      id: number,
      body: { version: number; redirectTo?: number },
      acting: Acting,
    ): Promise<{ deleted: true } | null> {
      const type = typeOf(key);
      if (type.singleton) throw new HttpError(400, CONTENT_SERVICE_MESSAGES.singleton);
      const before = await itemOf(db, key, id);
      if (!before) return null;
      if (before.version !== body.version) throw staleEdit(before.updatedBy, before.updatedAt);
      if (key === 'category' || key === 'material') {
        const count = await repo.countProductsUsing(db, key === 'category' ? 'category_id' : 'material_id', id);
        if (count > 0) throw new HttpError(409, CONTENT_SERVICE_MESSAGES.inUse(count, key));
      }
      await db.transaction().execute(async (trx) => {
        if (body.redirectTo !== undefined) {
          const target = key === 'product' && body.redirectTo !== id ? await repo.findLive(trx, key, body.redirectTo) : undefined;
          if (!target)
            throw new HttpError(400, CONTENT_SERVICE_MESSAGES.redirectTarget, { redirectTo: CONTENT_SERVICE_MESSAGES.redirectTarget });
        }
        if (before.status === 'published') {
          const live = await repo.findLive(trx, key, id, true);
          if (!live || live.version !== body.version) throw staleEdit(live?.updated_by_name ?? null, live?.updated_at ?? null);
          await repo.deleteLive(trx, key, id);
        } else {
          await trx.deleteFrom('content_draft').where('content_type', '=', key).where('item_id', '=', id).execute();
        }
        if (type.redirects) await repo.moveRedirects(trx, type.redirects, id, String(before.values.path), body.redirectTo ?? null);
        await recordChange(trx, key, id, 'deleted', before.values, before.values, body.version + 1, acting, {
          ...(body.redirectTo !== undefined ? { redirectTo: body.redirectTo } : {}),
        });
      });
      return { deleted: true };
    },

    async history(key: ContentTypeKey, id: number): Promise<ContentHistoryEntry[] | null> {
      const rows = await db
        .selectFrom('content_history as h')
        .leftJoin('staff as s', 's.id', 'h.staff_id')
        .select(['h.id', 'h.version', 'h.action', 'h.changed_fields', 'h.at', 's.name'])
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
      }));
    },

    async restore(
      key: ContentTypeKey,
      id: number,
      body: { historyId: string; version: number },
      acting: Acting,
    ): Promise<ContentItem | null> {
      const entry = await db
        .selectFrom('content_history')
        .select(['item_values', 'version'])
        .where('id', '=', body.historyId)
        .where('content_type', '=', key)
        .where('item_id', '=', id)
        .executeTakeFirst();
      if (!entry) throw new HttpError(404, CONTENT_SERVICE_MESSAGES.historyUnknown);
      return this.update(key, id, entry.item_values, body.version, acting, 'restored', { fromVersion: entry.version });
    },

    async publish(
      key: ContentTypeKey,
      id: number,
      body: { state: 'published' | 'draft' | 'scheduled'; publishAt?: string; version: number },
      acting: Acting,
    ): Promise<ContentItem | null> {
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
    async publishDue(acting: Acting): Promise<number> {
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
          await publishDraft(trx, key, draft.item_id, acting);
          published++;
        });
      }
      return published;
    },

    writes,

    async preview(key: ContentTypeKey, id: number, acting: Acting): Promise<PreviewLink | null> {
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
  };

  async function publishDraft(trx: Db, key: ContentTypeKey, id: number, acting: Acting): Promise<void> {
    const draft = await repo.findDraft(trx, key, id, true);
    if (!draft) return;
    const values = draft.item_values;
    await checkPath(trx, key, values, id);
    await repo.insertLive(trx, key, await liveColumns(trx, key, values, acting, id));
    await trx.deleteFrom('content_draft').where('content_type', '=', key).where('item_id', '=', id).execute();
    // The published row starts its own count of versions; the history goes on from the draft's.
    await recordChange(trx, key, id, 'published', values, values, draft.version + 1, acting);
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
