import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// The media store's files in parts of 1 MiB (media_blob_part) instead of one bytea each. A 25 MB original sent
// or read as one value costs the web process several copies of it at once (the protocol message, and on the way
// back the value as hex text, twice its size, then its bytes); in parts it costs the file and one part
// (bench/media-upload.ts measures the peak). media_blob keeps each file's type and size; its parts go with it.
// The files already stored are cut into parts here.
const PART_BYTES = 1024 * 1024;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table media_blob add column byte_size integer`.execute(db);
  await sql`update media_blob set byte_size = length(bytes)`.execute(db);
  await sql`alter table media_blob alter column byte_size set not null`.execute(db);

  await sql`
    create table media_blob_part (
      key text not null references media_blob (key) on delete cascade,
      part integer not null check (part >= 0),
      bytes bytea not null,
      primary key (key, part)
    )`.execute(db);
  // Pictures are compressed already: PostgreSQL need not try again.
  await sql`alter table media_blob_part alter column bytes set storage external`.execute(db);

  await sql`
    insert into media_blob_part (key, part, bytes)
    select key, part, substring(bytes from part * ${sql.lit(PART_BYTES)} + 1 for ${sql.lit(PART_BYTES)})
    from media_blob, generate_series(0, greatest(length(bytes) - 1, 0) / ${sql.lit(PART_BYTES)}) as part`.execute(db);
  await sql`alter table media_blob drop column bytes`.execute(db);
  // A dropped column's values stay in the rows until each is written again: rewritten here (the rows are small
  // now), the old bytes are freed by the next vacuum instead of doubling the library's size until a VACUUM FULL.
  await sql`update media_blob set byte_size = byte_size`.execute(db);
}
