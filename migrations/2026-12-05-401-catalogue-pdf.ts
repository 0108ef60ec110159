import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// The PDF catalogue and the categories' line sheets, each kept as the file made from one content revision: made
// once after a change, by whichever web process is asked first, and served by every process from here, the same
// bytes under the same ETag. Older revisions' files are deleted as newer ones are stored.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table catalogue_pdf (
      key text primary key,
      revision bigint not null,
      bytes bytea not null,
      etag text not null,
      generated_at timestamptz not null
    )`.execute(db);
}
