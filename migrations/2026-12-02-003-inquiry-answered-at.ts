import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// `first_reply_at` said two things: when the inquiry was first answered (the card, the CSV, the dashboard's time to
// first reply) and whether a reply is owed now. A buyer's question emptied it so that a reply was owed again, and
// the next reply wrote its own time there: the first reply's time was lost. `answered_at` now says whether the
// buyer's latest words were answered (null while a reply is owed); `first_reply_at` is written once.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table inquiry add column answered_at timestamptz`.execute(db);
  await sql`update inquiry set answered_at = first_reply_at where first_reply_at is not null`.execute(db);
  // Inquiries a question reopened kept no first reply time: it is their first reply in the timeline.
  await sql`update inquiry as i set first_reply_at = r.first
    from (select inquiry_id, min(at) as first from inquiry_event where kind = 'reply' group by inquiry_id) as r
    where r.inquiry_id = i.id and i.first_reply_at is null`.execute(db);
}
