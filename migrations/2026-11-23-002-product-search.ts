import { type Kysely, sql } from 'kysely';

// Accent-, case- and typo-tolerant product search: trigram indexes over the unaccented, lower-cased name
// and description. unaccent() is only STABLE, so an IMMUTABLE wrapper with a fixed dictionary makes it usable
// in index expressions.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`
    create or replace function search_text(value text) returns text
    language sql immutable parallel safe strict
    as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$
  `.execute(db);
  await sql`create index product_name_search_idx on product using gin (search_text(name) gin_trgm_ops)`.execute(db);
  await sql`create index product_description_search_idx on product using gin (search_text(description) gin_trgm_ops)`.execute(db);
}
