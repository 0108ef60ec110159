import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// The messaging contact was a link and a label, and the site showed the company's phone as the link's text, so
// the number shown and the number the link opened could differ. Now the company stores the app and the number;
// the link is made from the number (shared/messaging-apps.ts). An existing Zalo or WhatsApp link gives its number;
// any other keeps the company's phone, which staff can correct.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table site_config add column messaging_number text`.execute(db);
  // Filled by rewriting the columns (USING may read the row's other columns) rather than by an UPDATE: an UPDATE
  // queues the content revision's deferred trigger, and a table with pending trigger events cannot be altered
  // again in this transaction.
  await sql`alter table site_config
    alter column messaging_number type text using (
      case
        when messaging_url ~ '^https://(zalo\\.me|wa\\.me)/\\+?[0-9]{6,15}/?$'
          then '+' || regexp_replace(messaging_url, '^https://(zalo\\.me|wa\\.me)/|[^0-9]', '', 'g')
        else phone
      end),
    alter column messaging_label type text using (case when messaging_url like 'https://wa.me/%' then 'WhatsApp' else 'Zalo' end),
    alter column messaging_number set not null,
    drop column messaging_url`.execute(db);
  // Pages kept in memory show the contact anew.
  await sql`update content_revision set revision = revision + 1, changed_at = now()`.execute(db);
}
