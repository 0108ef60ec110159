import type { Kysely } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// A mail whose body carries a secret (a staff invitation's or a password reset's one-time link) has its body
// emptied as soon as it is delivered, instead of after the retention period: a copy of the database taken while
// the link still works must not open an account.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('email_outbox')
    .addColumn('secret_body', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}
