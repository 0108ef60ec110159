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
 * Sets `sort_order` to each id's position (0, 1, 2…) in `ids`, in one statement that also checks `ids` is exactly
 * the set of the table's rows (of `scope`'s rows, when given). When it is not, nothing changes and a 409 says the
 * list changed meanwhile. Run it inside the transaction that records the change in the audit log.
 */
export async function applyOrder<T extends OrderedTable>(db: Db, table: T, ids: readonly number[], scope?: OrderScope<T>): Promise<void> {
  const inScope = scope ? sql`${sql.ref(scope.column)} = ${scope.value}` : sql`true`;
  // `present` locks the rows being ordered, so two reorders of one list run one after the other.
  const { rows } = await sql<{ id: number }>`
    with present as (select id from ${sql.table(table)} where ${inScope} for update),
    wanted as (select id, position - 1 as position from unnest(${sql.val(ids)}::int[]) with ordinality as w(id, position)),
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
