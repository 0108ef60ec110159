import type { Kysely } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// A buyer may ask for their personal data to be erased (GDPR): the inquiry stays, for its business figures, without
// anything that names them. When that happened is kept on the inquiry, so staff see why its buyer has no name.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inquiry').addColumn('personal_data_erased_at', 'timestamptz').execute();
}
