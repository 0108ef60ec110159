import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// The staff side: accounts (invited, never deleted: deactivated), their one-time links and sessions (only the
// SHA-256 of a token is stored, never the token), API tokens for integrations, and the audit log.
// The inbox: every inquiry gets a status, an assignee, a version for stale-edit detection, the reply clock's
// due time and reminders, the buyer's inferred country and company domain, and a full-text search vector; its
// history (status changes, assignments, notes, replies, merges) is kept as events.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Stored lower-cased and trimmed: one account per address however it is typed.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'sales', 'editor')`))
    .addColumn('password_hash', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('invited_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('staff_link')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('invitation', 'password-reset')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('staff_link_staff_idx').on('staff_link').column('staff_id').execute();

  await db.schema
    .createTable('staff_session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    // The role the session was issued for: when the account's role changes, the next request gets a new token.
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('staff_session_staff_idx').on('staff_session').column('staff_id').execute();

  await db.schema
    .createTable('api_token')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'sales', 'editor')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('actor_token_id', 'integer', (c) => c.references('api_token.id'))
    // Who, as they were named at the time (an e-mail address, a token's name, 'command line', 'system').
    .addColumn('actor_label', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text')
    .addColumn('subject_id', 'text')
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'at']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_staff_id', 'at']).execute();
  await db.schema.createIndex('audit_log_subject_idx').on('audit_log').columns(['subject_type', 'subject_id']).execute();

  await db.schema
    .alterTable('inquiry')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'open', 'quoted', 'won', 'lost', 'spam', 'closed')`),
    )
    .addColumn('assignee_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('reply_due_at', 'timestamptz')
    .addColumn('first_reply_at', 'timestamptz')
    .addColumn('reminder_sent_at', 'timestamptz')
    .addColumn('overdue_sent_at', 'timestamptz')
    .addColumn('merged_into_id', 'bigint', (c) => c.references('inquiry.id'))
    .addColumn('country', 'text')
    // The buyer's company as its e-mail domain (none for free mail services): buyer history and search use it.
    .addColumn('company_domain', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // What staff search by: reference, name, e-mail, company and the message, in every kind's field names.
  await sql`alter table inquiry add column search tsvector generated always as (to_tsvector('simple'::regconfig,
    coalesce(reference, '') || ' ' || coalesce(name, '') || ' ' || coalesce(email, '') || ' ' ||
    coalesce(replace(email, '@', ' '), '') || ' ' || coalesce(company_domain, '') || ' ' ||
    coalesce(payload ->> 'subject', '') || ' ' || coalesce(payload ->> 'message', '') || ' ' ||
    coalesce(payload ->> 'content', '') || ' ' || coalesce(payload -> 'product' ->> 'name', ''))) stored`.execute(db);
  await sql`create index inquiry_search_idx on inquiry using gin (search)`.execute(db);
  await db.schema.createIndex('inquiry_list_idx').on('inquiry').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('inquiry_status_idx').on('inquiry').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('inquiry_kind_idx').on('inquiry').columns(['kind', 'created_at']).execute();
  await db.schema.createIndex('inquiry_assignee_idx').on('inquiry').columns(['assignee_id', 'created_at']).execute();
  await db.schema.createIndex('inquiry_country_idx').on('inquiry').columns(['country', 'created_at']).execute();
  await db.schema.createIndex('inquiry_email_idx').on('inquiry').columns(['email']).execute();
  await db.schema.createIndex('inquiry_company_idx').on('inquiry').columns(['company_domain']).execute();
  // The reply clock's work list: inquiries still waiting for their first reply.
  await db.schema
    .createIndex('inquiry_waiting_idx')
    .on('inquiry')
    .column('reply_due_at')
    .where(sql<boolean>`first_reply_at is null and status not in ('spam', 'closed') and merged_into_id is null`)
    .execute();

  // The products an inquiry names, for the product filter and the most-asked products.
  await db.schema
    .createTable('inquiry_product')
    .addColumn('inquiry_id', 'bigint', (c) => c.notNull().references('inquiry.id').onDelete('cascade'))
    .addColumn('product_path', 'text', (c) => c.notNull())
    .addColumn('pieces', 'integer')
    .addPrimaryKeyConstraint('inquiry_product_pk', ['inquiry_id', 'product_path'])
    .execute();
  await db.schema.createIndex('inquiry_product_path_idx').on('inquiry_product').columns(['product_path', 'inquiry_id']).execute();
  // Existing inquiries: the basket's lines, and a quotation's product page link ('…/product/<path>', as the form sends it).
  await sql`insert into inquiry_product (inquiry_id, product_path, pieces)
    select i.id, item ->> 'path', (select sum((v ->> 'quantity')::int) from jsonb_array_elements(item -> 'variants') v)
    from inquiry i, jsonb_array_elements(i.payload -> 'items') item
    where i.kind = 'order' and jsonb_typeof(i.payload -> 'items') = 'array'
    on conflict do nothing`.execute(db);
  await sql`insert into inquiry_product (inquiry_id, product_path)
    select id, substring(payload -> 'product' ->> 'link' from '/product/([^/?#]+)')
    from inquiry
    where kind = 'quotation' and substring(payload -> 'product' ->> 'link' from '/product/([^/?#]+)') is not null
    on conflict do nothing`.execute(db);

  await db.schema
    .createTable('inquiry_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('inquiry_id', 'bigint', (c) => c.notNull().references('inquiry.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('actor_label', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('status', 'assignment', 'note', 'reply', 'merge')`))
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('body', 'text')
    .addColumn('outbox_id', 'bigint', (c) => c.references('email_outbox.id'))
    .execute();
  await db.schema.createIndex('inquiry_event_inquiry_idx').on('inquiry_event').columns(['inquiry_id', 'at']).execute();

  // One row: how the inbox runs.
  await db.schema
    .createTable('inbox_settings')
    .addColumn('id', 'boolean', (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('auto_assign', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_assigned_id', 'integer', (c) => c.references('staff.id'))
    .execute();
  await sql`insert into inbox_settings (id) values (true)`.execute(db);

  await db.schema
    .createTable('public_holiday')
    .addColumn('day', 'text', (c) => c.primaryKey().check(sql`day ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  // Replies from the inbox: sent in the company's name with the sales person's, answered to the sales person,
  // and threaded under the acknowledgement the buyer received (its outbox row makes its Message-ID).
  await db.schema
    .alterTable('email_outbox')
    .addColumn('from_name', 'text')
    .addColumn('reply_to', 'text')
    .addColumn('thread_outbox_id', 'bigint')
    .execute();
}
