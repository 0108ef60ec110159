import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// The staff sign-in's failure counts, shared by every web process (server/features/staff/login-throttle.ts). The
// columns, their order and their types are those rate-limiter-flexible's PostgreSQL store reads and writes (it
// inserts by position); the table is made here so that the library never issues DDL while serving.
// - key: the counter's name (limiter prefix, then a hash of e-mail address and network address, or the address)
// - points: failures counted in the current window
// - expire: when the window (or the block) ends, in milliseconds since the Unix epoch
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table login_throttle (
      key text primary key,
      points integer not null default 0,
      expire bigint
    )`.execute(db);
  // The library's periodic clean-up deletes by expiry.
  await sql`create index login_throttle_expire on login_throttle (expire)`.execute(db);
}
