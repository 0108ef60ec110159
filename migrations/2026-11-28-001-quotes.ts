import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// Quotations: an inquiry has at most one quote, and the quote its numbered versions. Sales edit one draft at a
// time (the next number); a sent version is never changed again, so the buyer and the PDF always show what was
// sent. Money is integer US cents (bigint: a 10-digit quantity at a 10-digit price overflows 32 bits). Each line
// keeps the product's name and export carton as they were when the version was saved: a later edit of the product
// does not change a quote already sent.
//
// Every inquiry answered by e-mail gets links to the buyer's own page (/quote/<token>), where they follow it from
// "received" to a quote: one with the acknowledgement, one with each quote sent. Only the SHA-256 of a link's
// token is kept. A quote's PDF goes out as an attachment of its e-mail, kept beside it in the outbox.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table buyer_link (
      token_hash text primary key,
      inquiry_id bigint not null references inquiry (id) on delete cascade,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index buyer_link_inquiry_idx on buyer_link (inquiry_id)`.execute(db);

  // What a buyer writes on their page (an answer to a quote, a question) is in the inquiry's history too.
  await sql`alter table inquiry_event drop constraint inquiry_event_kind_check`.execute(db);
  await sql`alter table inquiry_event add constraint inquiry_event_kind_check
    check (kind in ('status', 'assignment', 'note', 'reply', 'merge', 'buyer'))`.execute(db);

  await sql`
    create table email_attachment (
      outbox_id bigint not null references email_outbox (id) on delete cascade,
      position integer not null check (position >= 0),
      file_name text not null,
      content_type text not null,
      bytes bytea not null,
      primary key (outbox_id, position)
    )`.execute(db);

  await sql`
    create table quote (
      id bigserial primary key,
      inquiry_id bigint not null unique references inquiry (id) on delete cascade,
      -- Raised by every save: a save based on an older version is refused (another person saved meanwhile).
      version integer not null default 1,
      created_by integer references staff (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table quote_version (
      id bigserial primary key,
      quote_id bigint not null references quote (id) on delete cascade,
      number integer not null check (number >= 1),
      status text not null default 'draft' check (status in ('draft', 'sent')),
      incoterm text not null check (incoterm in ('fob-hai-phong', 'fob-ho-chi-minh', 'exw', 'cif')),
      -- The port of destination of a CIF quote.
      port text,
      payment_terms text not null check (payment_terms in ('tt-30', 'lc')),
      samples_days_from integer not null check (samples_days_from >= 0),
      samples_days_to integer not null check (samples_days_to >= samples_days_from),
      production_days_from integer not null check (production_days_from >= 0),
      production_days_to integer not null check (production_days_to >= production_days_from),
      valid_until date,
      notes text not null default '',
      total_cents bigint not null default 0 check (total_cents >= 0),
      -- Whether every line has its price: a version can be sent only then.
      priced boolean not null default false,
      updated_by integer references staff (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      sent_at timestamptz,
      sent_by integer references staff (id),
      -- The buyer's answer on their page: once per version.
      buyer_answer text check (buyer_answer in ('accepted', 'declined')),
      buyer_answer_reason text,
      buyer_answered_at timestamptz,
      unique (quote_id, number),
      check ((status = 'sent') = (sent_at is not null))
    )`.execute(db);
  // One draft per quote: the version being edited.
  await sql`create unique index quote_version_one_draft_idx on quote_version (quote_id) where status = 'draft'`.execute(db);
  // The dashboard's "sent per month" and "value quoted per month".
  await sql`create index quote_version_sent_idx on quote_version (sent_at) where status = 'sent'`.execute(db);

  await sql`
    create table quote_line (
      version_id bigint not null references quote_version (id) on delete cascade,
      position integer not null check (position >= 0),
      product_path text not null,
      product_name text not null,
      -- The product's export carton as saved (null: it had no packing data), for the container estimate.
      carton jsonb,
      colour text not null,
      quantity bigint not null check (quantity >= 1),
      -- Null while a draft is not priced yet.
      unit_price_cents bigint check (unit_price_cents >= 0),
      -- Why fewer pieces than the minimum per colour are quoted (required then, by the service).
      below_minimum_reason text,
      primary key (version_id, position),
      unique (version_id, product_path, colour)
    )`.execute(db);
}
