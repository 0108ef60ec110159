import type { Kysely } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// Staff write what search engines show for each company page (and the site's other pages), as they already do
// for products. The values are
// kept with the company's details and start as the texts the pages carried until now, except About us's
// description: it cited the company's facts (capacity, sites), so it is left empty and made from the facts the
// page shows, which cannot fall behind them.

const COMPANY_PAGES = [
  { page: 'about_us', title: 'About Us', description: '' },
  {
    page: 'how_we_make',
    title: 'How We Make Our Products',
    description:
      'Eleven steps from raw materials to export: processing, shaping, weaving, cleaning, gluing, drying, finishing and packing.',
  },
  {
    page: 'quality_control',
    title: 'Quality Control',
    description:
      'Eight checks on every order: product, function, dimension, moisture, barcode, carton drop test, adhesive tape and colour fastness.',
  },
  {
    page: 'trading',
    title: 'Trading Terms',
    description:
      'How to order from us: minimum order, quotation, samples and production times, quality checks, loading ports, prices in USD and payment by T/T or L/C.',
  },
];

/**
 * The site's other pages with texts for search engines: the home page, the product, category and material indexes,
 * the FAQs, the contact page and the videos page. They start empty: each page shows the texts it carried until now.
 */
const OTHER_PAGES = ['home', 'products', 'categories', 'materials', 'faqs', 'contact', 'product_videos'];

export async function up(db: Kysely<any>): Promise<void> {
  // Every column before any value: an update leaves the content revision's deferred trigger pending, and a table
  // with pending trigger events cannot be altered in the same transaction.
  for (const page of [...COMPANY_PAGES.map(({ page }) => page), ...OTHER_PAGES]) {
    await db.schema
      .alterTable('site_config')
      .addColumn(`${page}_seo_title`, 'text', (c) => c.notNull().defaultTo(''))
      .addColumn(`${page}_seo_description`, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  // A database seeded later starts empty: the pages then show these same texts as their defaults.
  await db
    .updateTable('site_config')
    .set(
      Object.fromEntries(
        COMPANY_PAGES.flatMap(({ page, title, description }) => [
          [`${page}_seo_title`, title],
          [`${page}_seo_description`, description],
        ]),
      ),
    )
    .execute();
}
