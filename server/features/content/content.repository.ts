import { sql } from 'kysely';
import type { ContentType, ContentTypeKey } from '../../../shared/content/content-types';
import type { Db } from '../../db/connect';
import { foldedContains, searchWords } from '../../db/folded-search';
import type { RedirectKind } from '../../db/database';
import type { Picture } from '../../../shared/picture';
import { CONTENT_TABLE } from './content-storage';

// SQL for every kind of content alike. The table is chosen by the kind (never by a request's text). Kysely types
// the columns every content table has (id, version, updated_by) through its dynamic table reference; the columns
// only some kinds have (path, sort_order, a kind's own fields) are named through sql.ref, as the kind's declaration
// names them.

/** The kind's table, as `t`: its shared columns typed. */
const tableOf = (db: Db, key: ContentTypeKey) => db.dynamic.table(CONTENT_TABLE[key]).as('t');

export interface LiveRow extends Record<string, unknown> {
  id: number;
  version: number;
  updated_by: number | null;
  updated_by_name: string | null;
  updated_at?: Date | null;
}

export function findLive(db: Db, key: ContentTypeKey, id: number, forUpdate = false): Promise<LiveRow | undefined> {
  return db
    .selectFrom(tableOf(db, key))
    .leftJoin('staff as s', 's.id', 't.updated_by')
    .selectAll('t')
    .select('s.name as updated_by_name')
    .where('t.id', '=', id)
    .$if(forUpdate, (q) => q.forUpdate('t'))
    .executeTakeFirst();
}

export async function insertLive(db: Db, key: ContentTypeKey, columns: Record<string, unknown>): Promise<number> {
  const names = Object.keys(columns);
  const { rows } = await sql<{ id: number }>`
    insert into ${sql.table(CONTENT_TABLE[key])} (${sql.join(names.map((name) => sql.ref(name)))})
    values (${sql.join(names.map((name) => columns[name]))})
    returning id`.execute(db);
  return rows[0]!.id;
}

/** Writes the columns on the version they were edited from; false when that is no longer the row's version. */
export async function updateLive(
  db: Db,
  key: ContentTypeKey,
  id: number,
  version: number,
  columns: Record<string, unknown>,
): Promise<boolean> {
  const hasUpdatedAt = !['slide', 'badge', 'why-item', 'faq', 'customer', 'video', 'social', 'page-block'].includes(key);
  const changes = [
    ...Object.entries(columns).map(([name, value]) => sql`${sql.ref(name)} = ${value}`),
    sql`version = version + 1`,
    ...(hasUpdatedAt ? [sql`updated_at = now()`] : []),
  ];
  const { rows } = await sql<{ id: number }>`
    update ${sql.table(CONTENT_TABLE[key])} set ${sql.join(changes)}
    where id = ${id} and version = ${version}
    returning id`.execute(db);
  return rows.length === 1;
}

/** Which of these ids are published items of the kind. */
export async function liveIds(db: Db, key: ContentTypeKey, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom(tableOf(db, key)).select('t.id').where('t.id', 'in', ids).execute();
  return rows.map((row) => row.id);
}

export async function deleteLive(db: Db, key: ContentTypeKey, id: number): Promise<void> {
  await db.deleteFrom(tableOf(db, key)).where('t.id', '=', id).execute();
}

/** An id for a new draft, from the live table's own sequence: it keeps it when published. */
export async function nextItemId(db: Db, key: ContentTypeKey): Promise<number> {
  const { rows } = await sql<{ id: string }>`select nextval(pg_get_serial_sequence(${CONTENT_TABLE[key]}, 'id')) as id`.execute(db);
  return Number(rows[0]!.id);
}

/** The next place at the end of an ordered list (within its scope). */
export async function nextSortOrder(db: Db, key: ContentTypeKey, scope?: { field: string; value: unknown }): Promise<number> {
  const { rows } = await sql<{ next: number }>`
    select coalesce(max(sort_order), 0) + 1 as next from ${sql.table(CONTENT_TABLE[key])}
    where ${scope ? sql`${sql.ref(scope.field)} = ${scope.value}` : sql`true`}`.execute(db);
  return Number(rows[0]!.next);
}

/** Moves the items at `place` and after one down (within the scope), so that an item can take that place. */
export async function makeRoomAt(db: Db, key: ContentTypeKey, place: number, scope?: { field: string; value: unknown }): Promise<void> {
  await sql`
    update ${sql.table(CONTENT_TABLE[key])} set sort_order = sort_order + 1
    where sort_order >= ${place} and ${scope ? sql`${sql.ref(scope.field)} = ${scope.value}` : sql`true`}`.execute(db);
}

export interface ListQuery {
  q?: string;
  filter?: { field: string; value: string };
  status?: 'published' | 'draft' | 'scheduled';
  /** A whole-number column to order by instead of the kind's own order (the featured products' place). */
  orderBy?: string;
  limit: number;
  offset: number;
}

export interface ListedRow {
  id: number;
  status: 'published' | 'draft' | 'scheduled';
  publish_at: Date | null;
  version: number;
  updated_at: Date | null;
  updated_by_name: string | null;
  item_values: Record<string, unknown>;
  /** A published item with changes kept as a draft. */
  changes_pending: boolean;
  total: number;
}

/**
 * One page of a kind's items, the published and (for kinds with drafts) the unpublished drafts together, newest
 * first or in their set order. Each row carries its values as JSON, the same shape for both; a draft's carries the
 * place it was given in the order as `sort_order`. A published item's pending changes are not a row of their own.
 */
export async function listItems(db: Db, key: ContentTypeKey, type: ContentType, query: ListQuery): Promise<ListedRow[]> {
  const table = sql.table(CONTENT_TABLE[key]);
  const hasUpdatedAt = ['product', 'category', 'material', 'company', 'certificate'].includes(key);
  const pending = type.drafts ? sql`exists (select 1 from content_draft p where p.content_type = ${key} and p.item_id = t.id)` : sql`false`;
  const live = sql`
    select t.id, 'published'::text as status, null::timestamptz as publish_at, t.version,
      ${hasUpdatedAt ? sql`t.updated_at` : sql`null::timestamptz`} as updated_at,
      s.name as updated_by_name, to_jsonb(t) as item_values, ${pending} as changes_pending
    from ${table} t left join staff s on s.id = t.updated_by`;
  const drafts = sql`
    select d.item_id as id, case when d.publish_at is null then 'draft' else 'scheduled' end as status, d.publish_at,
      d.version, d.updated_at, s.name as updated_by_name,
      d.item_values || jsonb_build_object('sort_order', d.sort_order) as item_values, false as changes_pending
    from content_draft d left join staff s on s.id = d.updated_by
    where d.content_type = ${key} and not exists (select 1 from ${table} l where l.id = d.item_id)`;
  const all = type.drafts ? sql`${live} union all ${drafts}` : live;
  const conditions = [sql`true`];
  // Every word typed, in one of the kind's searched fields.
  for (const word of searchWords(query.q)) {
    conditions.push(
      sql`(${sql.join(
        type.searchFields.map((f) => foldedContains(sql`i.item_values ->> ${f}`, word)),
        sql` or `,
      )})`,
    );
  }
  if (query.filter) conditions.push(sql`(i.item_values ->> ${query.filter.field}) = ${query.filter.value}`);
  if (query.status) conditions.push(sql`i.status = ${query.status}`);
  const scope = type.ordered?.scope;
  const order = query.orderBy
    ? sql`(i.item_values ->> ${query.orderBy})::int, i.id desc`
    : type.ordered
      ? sql`${scope ? sql`(i.item_values ->> ${scope}), ` : sql``}(i.item_values ->> 'sort_order')::int nulls last, i.id`
      : sql`i.id desc`;
  const { rows } = await sql<ListedRow>`
    select i.*, count(*) over ()::int as total from (${all}) i
    where ${sql.join(conditions, sql` and `)}
    order by ${order}
    limit ${query.limit} offset ${query.offset}`.execute(db);
  return rows;
}

/**
 * Sets `column` to each id's place in `ids` among the published items whose `field` is true (the featured products),
 * in one statement that also checks `ids` is exactly those items; false (nothing changed) when it is not.
 */
export async function writeSubsetOrder(
  db: Db,
  key: ContentTypeKey,
  field: string,
  column: string,
  ids: readonly number[],
): Promise<boolean> {
  const table = sql.table(CONTENT_TABLE[key]);
  const { rows } = await sql<{ id: number }>`
    with present as (select id from ${table} where ${sql.ref(field)} for update),
    wanted as (select id, position - 1 as position from unnest(${sql.val(ids)}::int[]) with ordinality as w(id, position)),
    same as (
      select (select count(*) from present) = ${ids.length}
         and (select count(*) from present join wanted using (id)) = ${ids.length} as yes
    )
    update ${table} as t set ${sql.ref(column)} = wanted.position
    from wanted, same
    where same.yes and t.id = wanted.id
    returning t.id`.execute(db);
  return rows.length === ids.length;
}

/** Whether another item of the kind (published or draft) has this path. */
export async function pathTaken(db: Db, key: ContentTypeKey, path: string, exceptId: number | null): Promise<boolean> {
  const { rows: live } = await sql`
    select 1 from ${sql.table(CONTENT_TABLE[key])}
    where path = ${path} and ${exceptId === null ? sql`true` : sql`id <> ${exceptId}`}`.execute(db);
  if (live.length > 0) return true;
  const draft = await db
    .selectFrom('content_draft')
    .select('item_id')
    .where('content_type', '=', key)
    .where(sql`item_values ->> 'path'`, '=', path)
    .$if(exceptId !== null, (q) => q.where('item_id', '!=', exceptId!))
    .executeTakeFirst();
  return draft !== undefined;
}

/** Keeps `oldPath` answering for the item; a path the item (or any) now uses again is no longer a redirect. */
export async function rememberPath(db: Db, kind: RedirectKind, oldPath: string, newPath: string, itemId: number): Promise<void> {
  await db.deleteFrom('path_redirect').where('kind', '=', kind).where('old_path', '=', newPath).execute();
  await db
    .insertInto('path_redirect')
    .values({ kind, old_path: oldPath, target_id: itemId })
    .onConflict((oc) => oc.columns(['kind', 'old_path']).doUpdateSet({ target_id: itemId }))
    .execute();
}

/** A deleted item's addresses: sent on to another item, or forgotten. */
export async function moveRedirects(db: Db, kind: RedirectKind, fromId: number, oldPath: string, toId: number | null): Promise<void> {
  if (toId === null) {
    await db.deleteFrom('path_redirect').where('kind', '=', kind).where('target_id', '=', fromId).execute();
    return;
  }
  await db.updateTable('path_redirect').set({ target_id: toId }).where('kind', '=', kind).where('target_id', '=', fromId).execute();
  await rememberPath(db, kind, oldPath, oldPath, toId);
}

/** The products (published, drafts, or a published one's pending changes) that name this category or material. */
export async function countProductsUsing(db: Db, column: 'category_id' | 'material_id', id: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (
      select id from product where ${sql.ref(column)} = ${id}
      union
      select item_id from content_draft where content_type = 'product' and (item_values ->> ${column})::int = ${id}
    ) using_it`.execute(db);
  return rows[0]!.n;
}

/** Every picture the products show (published and drafts), as stored: what an imported gallery may name. */
export async function productPictures(db: Db): Promise<Picture[]> {
  const { rows } = await sql<{ picture: Picture }>`
    select jsonb_array_elements(gallery) as picture from product
    union all
    select jsonb_array_elements(item_values -> 'gallery') from content_draft
    where content_type = 'product' and jsonb_typeof(item_values -> 'gallery') = 'array'`.execute(db);
  return rows.map((row) => row.picture);
}

/** The categories or the materials, by id: products name them by path in a file. */
export function taxonomyOf(db: Db, table: 'category' | 'material') {
  return db.selectFrom(table).select(['id', 'name', 'path']).orderBy('id').execute();
}

/** Published products for a picker: those named by `ids` (all of them), or those whose name has every word of `q`. */
export function productOptions(db: Db, query: { q?: string; ids?: number[] }, limit: number) {
  if (query.ids) {
    return db.selectFrom('product').select(['id', 'name']).where('id', 'in', query.ids).orderBy('name').execute();
  }
  const words = searchWords(query.q);
  return db
    .selectFrom('product')
    .select(['id', 'name'])
    .$if(words.length > 0, (q) =>
      q.where(
        sql<boolean>`${sql.join(
          words.map((word) => foldedContains(sql.ref('name'), word)),
          sql` and `,
        )}`,
      ),
    )
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .execute();
}
