import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// Migration 2026-11-25-001 filled `inquiry_product` for the quotation requests already stored by reading their
// product page link as '/products/<path>'; the site's product pages are '/product/<path>' (as the contact form sends
// them), so none was found. This reads them again. Inquiries stored since get their products when they arrive.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`insert into inquiry_product (inquiry_id, product_path)
    select id, substring(payload -> 'product' ->> 'link' from '/product/([^/?#]+)')
    from inquiry
    where kind = 'quotation' and substring(payload -> 'product' ->> 'link' from '/product/([^/?#]+)') is not null
    on conflict do nothing`.execute(db);
}
