import { sql } from 'kysely';
import type { Db } from '../../db/connect';

// The certificates valid on a day (from its first valid day through its last), as the public pages show them.

/** A day as the database compares dates: the UTC day of `at`. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

function validOn(db: Db, day: string) {
  return db
    .selectFrom('certificate')
    .select(['id', 'name', 'standard', 'issuer', 'scope', 'number', 'valid_from', 'valid_until', 'scan', 'product_ids'])
    .where('valid_from', '<=', day)
    .where('valid_until', '>=', day)
    .orderBy('valid_until', 'desc')
    .orderBy('id');
}

export const certificatesValidOn = (db: Db, day: string) => validOn(db, day).execute();

export const certificatesOfProductOn = (db: Db, productId: number, day: string) =>
  validOn(db, day)
    .where(sql<boolean>`product_ids @> ${JSON.stringify([productId])}::jsonb`)
    .execute();

export type CertificateRow = Awaited<ReturnType<typeof certificatesValidOn>>[number];

/** The products certificates name, those that are on the site, by id. */
export function productsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('product').select(['id', 'path', 'name']).where('id', 'in', ids).orderBy('name').execute();
}

export const productIdOfPath = (db: Db, path: string) => db.selectFrom('product').select('id').where('path', '=', path).executeTakeFirst();

/**
 * A number that moves on each day a certificate starts or stops being valid: the page cache's revision includes
 * it, so no page keeps showing a certificate after its last valid day (or hides one from its first).
 */
export async function validityBoundariesPassed(db: Db, day: string): Promise<number> {
  const row = await db
    .selectFrom('certificate')
    .select(sql<number>`(count(*) filter (where valid_from <= ${day}) + count(*) filter (where valid_until < ${day}))::int`.as('passed'))
    .executeTakeFirstOrThrow();
  return Number(row.passed);
}
