import type { Kysely } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// The privacy notice is a company page like the trading terms: its copy is kept in page blocks and editors set what
// search engines show of it with the company's details. Its columns start empty, which means the page's own texts.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('site_config')
    .addColumn('privacy_seo_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('privacy_seo_description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
