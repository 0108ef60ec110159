import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// The PDF catalogue and its line sheets have an edition per site locale (en, de, fr, es, ja): each is kept under
// its file's key and its locale. The files stored before were all English.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table catalogue_pdf add column locale text not null default 'en'`.execute(db);
  await sql`alter table catalogue_pdf drop constraint catalogue_pdf_pkey`.execute(db);
  await sql`alter table catalogue_pdf add primary key (key, locale)`.execute(db);
}
