import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// Content in the other site locales, kept beside its English source (shared/content/translatable.ts says which
// fields): one row per item and locale. `values` is what the site shows, `source` the English text it was made
// from (so an editor sees what changed since, and the translation reads as outdated); `draft` and `draft_source`
// are an editor's unpublished work, published now or at `publish_at`. `path` is the published translated address,
// unique per kind and locale; the addresses a translation had are kept in `translation_redirect`, as
// `path_redirect` keeps the English ones, pointing at the item. `search_name` and `search_text` are the published
// name, and name with description, as search reads them (lower case, without accents), for search in that locale.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table content_translation (
      kind text not null,
      item_id integer not null,
      locale text not null,
      values jsonb not null default '{}',
      source jsonb not null default '{}',
      path text,
      search_name text not null default '',
      search_text text not null default '',
      published_at timestamptz,
      draft jsonb,
      draft_source jsonb,
      publish_at timestamptz,
      version integer not null default 1,
      updated_at timestamptz not null default now(),
      updated_by integer references staff (id) on delete set null,
      primary key (kind, item_id, locale)
    )`.execute(db);
  await sql`create unique index content_translation_path on content_translation (kind, locale, path) where path is not null`.execute(db);
  await sql`create index content_translation_search on content_translation using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`create index content_translation_scheduled on content_translation (publish_at) where publish_at is not null`.execute(db);
  await sql`
    create table translation_redirect (
      kind text not null,
      locale text not null,
      old_path text not null,
      target_id integer not null,
      created_at timestamptz not null default now(),
      primary key (kind, locale, old_path)
    )`.execute(db);
  // A published translation is published content: cached pages and PDFs are made again when one changes (an
  // editor's draft saves, which set other columns, leave them be).
  await sql`
    create trigger content_translation_content_revision
    after insert or delete or truncate or update of values, path, published_at on content_translation
    for each statement execute function bump_content_revision()`.execute(db);
}
