import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// The picture library of the back office (server/features/media/).
// - media: one uploaded picture, its alt text and focal point, and the state of its variants job. The row is also
//   the job: a web process leases it (`processing_until`) with `for update skip locked`, so two processes never
//   make the same variants at once; a failed attempt waits `next_attempt_at`, and after the last one the row is
//   'failed' until somebody asks for a retry.
// - media_blob: the originals and their variants, when the pictures live in PostgreSQL (the default: a platform's
//   disk is wiped on each restart and not shared between processes). With MEDIA_STORAGE_URL=s3://… it stays empty.
// - media_use: which entity shows which picture; a picture in use cannot be deleted.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table media (
      id serial primary key,
      content_hash text not null unique,
      file_name text not null,
      format text not null,
      byte_size integer not null,
      width integer not null,
      height integer not null,
      alt text not null default '',
      focus_x real not null default 0.5 check (focus_x between 0 and 1),
      focus_y real not null default 0.5 check (focus_y between 0 and 1),
      status text not null default 'processing' check (status in ('processing', 'ready', 'failed')),
      variant_widths integer[] not null,
      variants_done integer not null default 0,
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      processing_until timestamptz,
      last_error text,
      version integer not null default 1,
      uploaded_by integer references staff (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // The worker's claim looks only at waiting jobs.
  await sql`create index media_waiting on media (next_attempt_at, id) where status = 'processing'`.execute(db);
  await sql`create index media_newest on media (id desc)`.execute(db);

  await sql`
    create table media_blob (
      key text primary key,
      content_type text not null,
      bytes bytea not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table media_use (
      media_id integer not null references media (id) on delete restrict,
      owner_type text not null,
      owner_id text not null,
      primary key (media_id, owner_type, owner_id)
    )`.execute(db);
  await sql`create index media_use_owner on media_use (owner_type, owner_id)`.execute(db);
}
