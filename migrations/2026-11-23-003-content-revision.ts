import { type Kysely, sql } from 'kysely';

// Every table a public page shows. Kept here, not imported: a migration never changes once merged.
const CONTENT_TABLES = [
  'site_config',
  'social',
  'category',
  'material',
  'product',
  'customer',
  'slide',
  'badge',
  'why_item',
  'faq',
  'content_block',
  'video',
];

// One counter that moves whenever published content changes, however it changes (the site, a script, psql):
// the server's cache of rendered pages compares it instead of guessing which pages a change touched.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table content_revision (
      id boolean primary key default true check (id),
      revision bigint not null default 1,
      changed_at timestamptz not null default now()
    )`.execute(db);
  await sql`insert into content_revision default values`.execute(db);
  await sql`
    create function bump_content_revision() returns trigger language plpgsql as $$
    begin
      update content_revision set revision = revision + 1, changed_at = now();
      return null;
    end $$`.execute(db);
  for (const table of CONTENT_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_content_revision`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_content_revision()`.execute(db);
  }
}
