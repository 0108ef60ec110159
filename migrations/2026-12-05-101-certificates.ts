import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// The company's certificates and audit reports (FSC, amfori BSCI, food-contact tests…), which a buyer's compliance
// team asks for before a first deposit: each with its scan and the products it covers, shown while it is valid.
// Scans are uploaded files kept where the picture library keeps its files (PostgreSQL or S3), by content hash;
// `document` holds what the server found them to be. A reminder to the owners a month before a certificate runs out
// is recorded per valid-until date, so it is sent once, and again for a renewed certificate's new date.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table document (
      hash text primary key check (hash ~ '^[0-9a-f]{32}$'),
      content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
      byte_size integer not null check (byte_size > 0),
      uploaded_by integer references staff(id) on delete set null,
      uploaded_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table certificate (
      id serial primary key,
      name text not null,
      standard text not null,
      issuer text not null,
      scope text not null,
      number text not null,
      valid_from date not null,
      valid_until date not null,
      scan jsonb not null,
      product_ids jsonb not null default '[]'::jsonb,
      version integer not null default 1,
      updated_by integer references staff(id) on delete set null,
      updated_at timestamptz not null default now(),
      constraint certificate_valid_dates check (valid_until >= valid_from)
    )`.execute(db);
  await sql`create index certificate_valid_until_idx on certificate (valid_until)`.execute(db);
  // The product pages ask which certificates name them.
  await sql`create index certificate_product_ids_idx on certificate using gin (product_ids)`.execute(db);
  // A public page shows certificates: the page cache follows their changes as it follows every other content table's.
  await sql`
    create trigger certificate_content_revision
    after insert or update or delete or truncate on certificate
    for each statement execute function bump_content_revision()`.execute(db);
  await sql`
    create table certificate_reminder (
      certificate_id integer not null references certificate(id) on delete cascade,
      valid_until date not null,
      sent_at timestamptz not null,
      primary key (certificate_id, valid_until)
    )`.execute(db);
}
