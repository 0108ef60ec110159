import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// The company kept one messaging app and its number; buyers in Europe and the US use WhatsApp, those in Vietnam
// Zalo, and the company is on both. Now it keeps a number per app (empty: not on it), at least one filled in: the
// app it was on keeps its number, the other starts empty.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table site_config add column zalo_number text, add column whatsapp_number text`.execute(db);
  // Filled by rewriting the columns (USING may read the row's other columns) rather than by an UPDATE, as
  // 2026-11-30-001 does: an UPDATE queues the content revision's deferred trigger, and a table with pending trigger
  // events cannot be altered again in this transaction.
  await sql`alter table site_config
    alter column zalo_number type text using (case when messaging_label = 'WhatsApp' then '' else messaging_number end),
    alter column whatsapp_number type text using (case when messaging_label = 'WhatsApp' then messaging_number else '' end),
    alter column zalo_number set default '',
    alter column zalo_number set not null,
    alter column whatsapp_number set default '',
    alter column whatsapp_number set not null,
    drop column messaging_label,
    drop column messaging_number`.execute(db);
  // Pages kept in memory show the contact anew.
  await sql`update content_revision set revision = revision + 1, changed_at = now()`.execute(db);
}
