import { sql } from 'kysely';
import type { Db } from '../../db/connect';

export function listSocials(db: Db) {
  return db.selectFrom('social').select(['name', 'url', 'icon', 'sort_order']).orderBy('sort_order').execute();
}

export async function searchCustomers(db: Db, name: string) {
  const rows = await db
    .selectFrom('customer')
    .select(['id', 'name', 'country', 'logo', sql<number>`count(*) over ()::int`.as('total')])
    // A client is named on the site only with the buyer's consent recorded.
    .where('consent_date', 'is not', null)
    .$if(name.length > 0, (q) => q.where(sql<boolean>`position(lower(${name}) in lower(name)) > 0`))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return { rows, total: rows[0]?.total ?? 0 };
}

/** The published testimonials, in the editors' order. Published ones have their consent: the content service sees to it. */
export function listTestimonials(db: Db) {
  return db
    .selectFrom('testimonial')
    .select(['id', 'quote', 'person_name', 'person_role', 'company', 'country', 'photo'])
    .where('consent_date', 'is not', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listSlides(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('slide')
    .select(['id', 'background', 'description', 'redirect_to', 'content_link'])
    .orderBy('sort_order')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countSlides(db: Db): Promise<number> {
  const row = await db
    .selectFrom('slide')
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

export function listBadges(db: Db) {
  return db.selectFrom('badge').select(['id', 'title', 'icon', 'color']).orderBy('sort_order').execute();
}

export function listWhyItems(db: Db) {
  return db.selectFrom('why_item').select(['id', 'title', 'icon', 'content']).orderBy('sort_order').execute();
}

export function listFaqs(db: Db) {
  return db.selectFrom('faq').select(['id', 'type', 'question', 'answer']).orderBy('type').orderBy('sort_order').execute();
}

/** The content blocks of a page (its page definition's id), in order. */
export function listContentBlocks(db: Db, page: string) {
  return db
    .selectFrom('content_block')
    .select(['id', 'section', 'title', 'body', 'image'])
    .where('page', '=', page)
    .orderBy('section')
    .orderBy('sort_order')
    .execute();
}
