import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// Staff edit the public content. Every editable table gets a version (an edit based on an older one is refused)
// and who changed it last; every save is kept whole in `content_history`; drafts live in `content_draft` until
// they are published, so the public queries, the sitemap and the API never see them; a path that changed is kept
// in `path_redirect`, pointing at the item (not at its new path), so chains of changes collapse by themselves.
// The content revision moves at commit, once per transaction, instead of once per statement under a row lock
// held until commit.

// Every table a public page shows, as migration 003 listed them. Kept here, not imported.
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

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of CONTENT_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('updated_by', 'integer', (c) => c.references('staff.id'))
      .execute();
  }

  // What an editor sets on a product beyond its texts: the colours offered, its place among the featured ones,
  // the search engines' title and description, and the packing data the container estimate needs.
  await db.schema
    .alterTable('product')
    .addColumn('colours', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('featured_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seo_title', 'text')
    .addColumn('seo_description', 'text')
    .addColumn('carton_length_cm', sql`numeric(6, 1)`)
    .addColumn('carton_width_cm', sql`numeric(6, 1)`)
    .addColumn('carton_height_cm', sql`numeric(6, 1)`)
    .addColumn('carton_gross_weight_kg', sql`numeric(7, 2)`)
    .addColumn('pieces_per_carton', 'integer')
    .addColumn('packing_note', 'text')
    .execute();

  await db.schema
    .createTable('content_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    // The item as saved, in the editor's fields: restoring a version saves these values again.
    .addColumn('item_values', 'jsonb', (c) => c.notNull())
    .addColumn('changed_fields', sql`text[]`, (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('content_history_item_idx').on('content_history').columns(['content_type', 'item_id', 'id']).execute();

  // A product, slide or company page block not (or no longer) public. `item_id` is the id it had or will have.
  await db.schema
    .createTable('content_draft')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('item_values', 'jsonb', (c) => c.notNull())
    .addColumn('publish_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('content_draft_pkey', ['content_type', 'item_id'])
    .execute();
  await db.schema
    .createIndex('content_draft_due_idx')
    .on('content_draft')
    .column('publish_at')
    .where(sql.ref('publish_at'), 'is not', null)
    .execute();
  // Preview links: only the SHA-256 of the token is kept.
  await db.schema
    .createTable('content_preview')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('path_redirect')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('product', 'category', 'material')`))
    .addColumn('old_path', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('path_redirect_pkey', ['kind', 'old_path'])
    .execute();
  await db.schema.createIndex('path_redirect_target_idx').on('path_redirect').columns(['kind', 'target_id']).execute();

  // The content revision moves when a transaction that changed content commits: a deferred trigger per row,
  // of which only the first in a transaction writes. The counter row is then locked for the commit alone, so
  // concurrent editors no longer queue on it for their whole transaction, nor deadlock through it.
  await sql`
    create function bump_content_revision_at_commit() returns trigger language plpgsql as $$
    begin
      if current_setting('content.revision_moved', true) = 'yes' then
        return null;
      end if;
      perform set_config('content.revision_moved', 'yes', true);
      update content_revision set revision = revision + 1, changed_at = now();
      return null;
    end $$`.execute(db);
  for (const table of [...CONTENT_TABLES, 'path_redirect']) {
    await sql`drop trigger if exists ${sql.id(`${table}_content_revision`)} on ${sql.table(table)}`.execute(db);
    await sql`
      create constraint trigger ${sql.id(`${table}_content_revision`)}
      after insert or update or delete on ${sql.table(table)}
      deferrable initially deferred
      for each row execute function bump_content_revision_at_commit()`.execute(db);
    // A constraint trigger cannot watch TRUNCATE: that one moves the revision at once.
    await sql`
      create trigger ${sql.id(`${table}_content_revision_truncate`)}
      after truncate on ${sql.table(table)}
      for each statement execute function bump_content_revision()`.execute(db);
  }
}
