import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// Video tiles show a picture of each video and its length:
// - video.poster: a stored video's own poster, chosen by staff from the picture library (else the platform's).
// - platform_video: the videos the platform listed for the company's channel, and their length when it said. The
//   site serves the platform's pictures of these videos (and of the stored and the introduction video) and no
//   other, and shows the lengths beside the stored videos too.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table video add column poster jsonb`.execute(db);
  await sql`
    create table platform_video (
      video_id text primary key,
      listed_at timestamptz not null,
      duration_seconds integer check (duration_seconds > 0)
    )`.execute(db);
  await sql`create index platform_video_listed_at on platform_video (listed_at)`.execute(db);
}
