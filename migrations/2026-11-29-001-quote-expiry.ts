import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// A quote the buyer leaves unanswered past its validity day expires: the background pass marks the version and
// moves its inquiry from quoted to lost. The mark keeps the pass from acting twice, and tells an expired quote from
// a declined one on the dashboard.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table quote_version add column expired_at timestamptz`.execute(db);
  await sql`alter table quote_version add constraint quote_version_expired_unanswered_check
    check (expired_at is null or (status = 'sent' and buyer_answer is null))`.execute(db);
  // The pass's candidates: sent versions nobody answered and that have not expired yet, by validity day.
  await sql`create index quote_version_unanswered_idx on quote_version (valid_until)
    where status = 'sent' and buyer_answer is null and expired_at is null`.execute(db);
}
