import { sql } from 'kysely';
import { ORDERING_MESSAGES } from '../../../shared/ordering';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/http-error';

// Storing the order a person gave a list (the body of such a request is `reorderBody` in
// shared/contracts/request-fields.ts). The list sent must be exactly the list as it is now: one shown before an item
// was added or removed would otherwise silently leave the new item where it was, or fail to place one.

/** The tables whose rows are put in order: an `id` number and a `sort_order`. */
export type OrderedTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; sort_order: unknown } ? T : never;
}[keyof Database];

/** The part of a table that is ordered on its own, e.g. the FAQs of one type: `{ column: 'type', value: 2 }`. */
export interface OrderScope<T extends OrderedTable> {
  column: keyof Database[T] & string;
  value: string | number;
}

/**
 * Sets `sort_order` to each id's position (0, 1, 2…) in `ids`, or to its number in `positions` when given (a list
 * with drafts in it places the published items around them), in one statement that also checks `ids` is exactly
 * the set of the table's rows (of `scope`'s rows, when given). When it is not, nothing changes and a 409 says the
 * list changed meanwhile. Run it inside the transaction that records the change in the audit log.
 */
export async function applyOrder<T extends OrderedTable>(
  db: Db,
  table: T,
  ids: readonly number[],
  scope?: OrderScope<T>,
  positions: readonly number[] = ids.map((_, index) => index),
): Promise<void> {
  const inScope = scope ? sql`${sql.ref(scope.column)} = ${scope.value}` : sql`true`;
  // `present` locks the rows being ordered, so two reorders of one list run one after the other.
  const { rows } = await sql<{ id: number }>`
    with present as (select id from ${sql.table(table)} where ${inScope} for update),
    wanted as (select id, position from unnest(${sql.val(ids)}::int[], ${sql.val(positions)}::int[]) as w(id, position)),
    same as (
      select (select count(*) from present) = ${ids.length}
         and (select count(*) from present join wanted using (id)) = ${ids.length} as yes
    )
    update ${sql.table(table)} as t set sort_order = wanted.position
    from wanted, same
    where same.yes and t.id = wanted.id
    returning t.id`.execute(db);
  if (rows.length !== ids.length) throw new HttpError(409, ORDERING_MESSAGES.stale);
}

/**
 * Sets the places the drafts of a kind (of one scope, `scope` naming a field of their values) take when published,
 * checking `ids` is exactly the set of its drafts not yet published; a 409 otherwise, as for `applyOrder`.
 */
export async function applyDraftOrder(
  db: Db,
  kind: string,
  ids: readonly number[],
  positions: readonly number[],
  scope?: { field: string; value: string | number },
  publishedTable?: string,
): Promise<void> {
  const inScope = scope ? sql`(d.item_values ->> ${scope.field}) = ${String(scope.value)}` : sql`true`;
  const unpublished = publishedTable ? sql`not exists (select 1 from ${sql.table(publishedTable)} l where l.id = d.item_id)` : sql`true`;
  const { rows } = await sql<{ id: number }>`
    with present as (
      select d.item_id as id from content_draft d
      where d.content_type = ${kind} and ${inScope} and ${unpublished} for update
    ),
    wanted as (select id, position from unnest(${sql.val(ids)}::int[], ${sql.val(positions)}::int[]) as w(id, position)),
    same as (
      select (select count(*) from present) = ${ids.length}
         and (select count(*) from present join wanted using (id)) = ${ids.length} as yes
    )
    update content_draft as t set sort_order = wanted.position
    from wanted, same
    where same.yes and t.content_type = ${kind} and t.item_id = wanted.id
    returning t.item_id as id`.execute(db);
  if (rows.length !== ids.length) throw new HttpError(409, ORDERING_MESSAGES.stale);
}
