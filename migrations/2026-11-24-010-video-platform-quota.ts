import { type Kysely, sql } from 'kysely';

// What keeps the video platform's daily quota for the visitors, shared by every web process:
// - video_page_token: the page tokens the platform has handed out, per page size. Only these are sent back to it,
//   so a made-up token costs no search.
// - video_platform_call: how many searches were sent in each minute (minutes since the Unix epoch), counted
//   atomically against the per-minute cap.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table video_page_token (
      page_size integer not null,
      token text not null,
      seen_at timestamptz not null,
      primary key (page_size, token)
    )`.execute(db);
  await sql`create index video_page_token_seen_at on video_page_token (seen_at)`.execute(db);
  await sql`
    create table video_platform_call (
      minute integer primary key,
      calls integer not null check (calls > 0)
    )`.execute(db);
}
