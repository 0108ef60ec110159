import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// A buyer deals with a person: the contact page shows the company's sales contact as a card (name, role, photo,
// e-mail, phone, WhatsApp, languages). Kept with the company's details; all empty, as every company starts, shows
// no card.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table site_config
    add column sales_contact_name text not null default '',
    add column sales_contact_role text not null default '',
    add column sales_contact_photo jsonb,
    add column sales_contact_email text not null default '',
    add column sales_contact_phone text not null default '',
    add column sales_contact_languages text[] not null default '{}'::text[],
    add column sales_contact_whatsapp boolean not null default false`.execute(db);
}
