import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// Every publication of a translation, kept whole as content_history keeps the source's versions: the values the
// site showed, the English they were translated from, the address, who published them (null: scheduled publishing
// or an account gone) and when. `version` counts the publications of one item's translation into one locale, so
// the numbers an editor reads only ever go up. An editor restores one into the draft; the table is never shown to
// buyers, so it moves no content revision.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table translation_history (
      id bigserial primary key,
      kind text not null,
      item_id integer not null,
      locale text not null,
      version integer not null,
      values jsonb not null,
      source jsonb not null,
      path text,
      staff_id integer references staff (id) on delete set null,
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create index translation_history_item on translation_history (kind, item_id, locale, id)`.execute(db);
  // What is published already is its first version: when its last write was the publication (no draft since), it
  // is known who made it and when; otherwise only when it was first published.
  await sql`
    insert into translation_history (kind, item_id, locale, version, values, source, path, staff_id, at)
    select kind, item_id, locale, 1, values, source, path,
           case when draft is null then updated_by end,
           case when draft is null then updated_at else published_at end
    from content_translation
    where published_at is not null`.execute(db);
}
