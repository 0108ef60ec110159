import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
// Images are stored as JSON documents ({src, width, height, alt, variants}) because they are always
// read together with their owner and never queried on their own.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_config')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('emails', sql`text[]`, (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('registered_address', 'text', (c) => c.notNull())
    .addColumn('tax_number', 'text', (c) => c.notNull())
    .addColumn('registration_date', 'date', (c) => c.notNull())
    .addColumn('messaging_url', 'text', (c) => c.notNull())
    .addColumn('messaging_label', 'text', (c) => c.notNull())
    .addColumn('info_html', 'text', (c) => c.notNull())
    .addColumn('logo', 'jsonb', (c) => c.notNull())
    .addColumn('map_image', 'jsonb', (c) => c.notNull())
    .addColumn('intro_video_id', 'text', (c) => c.notNull())
    .addColumn('intro_video_title', 'text', (c) => c.notNull())
    .addColumn('intro_caption_html', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('social')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  for (const table of ['category', 'material'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image', 'jsonb', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex(`${table}_sort_idx`).on(table).columns(['sort_order', 'id']).execute();
  }

  await db.schema
    .createTable('product')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id').onDelete('restrict'))
    .addColumn('material_id', 'integer', (c) => c.notNull().references('material.id').onDelete('restrict'))
    .addColumn('gallery', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('thumbnail', 'jsonb')
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Listings filter by category or material and sort by newest (default), or by name.
  await db.schema.createIndex('product_category_created_idx').on('product').columns(['category_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('product_material_created_idx').on('product').columns(['material_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('product_created_idx').on('product').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('product_name_idx').on('product').columns(['name', 'id']).execute();
  await db.schema
    .createIndex('product_featured_idx')
    .on('product')
    .columns(['created_at', 'id'])
    .where(sql.ref('featured'), '=', true)
    .execute();

  await db.schema
    .createTable('customer')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('logo', 'jsonb', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('slide')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('background', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('redirect_to', 'text', (c) => c.notNull())
    .addColumn('content_link', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('badge')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('icon', 'jsonb', (c) => c.notNull())
    .addColumn('color', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('why_item')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('icon', 'jsonb', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('faq')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type between 1 and 4`))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  // Editable copy of the company pages (about us, how we make, quality control): one row a block.
  await db.schema
    .createTable('content_block')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('image', 'jsonb')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_block_page_idx').on('content_block').columns(['page', 'section', 'sort_order']).execute();

  // Videos shown when the video platform cannot be asked (no key, failure, time-out).
  await db.schema
    .createTable('video')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('video_id', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('inquiry')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('quotation', 'contact', 'catalogue', 'order')`))
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('client_ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('inquiry_created_idx').on('inquiry').columns(['created_at']).execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('inquiry_id', 'bigint', (c) => c.references('inquiry.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_outbox_due_idx')
    .on('email_outbox')
    .columns(['next_attempt_at'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}
