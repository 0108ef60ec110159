import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { COMPANY_WORKING_TIME } from './reply-clock';
import { waitingCondition } from './reply-clock.repository';

// The dashboard's SQL: the inquiries of the weeks shown, those overdue now, and the products asked for most.

const ZONE = COMPANY_WORKING_TIME.timeZone;

/**
 * The inquiries received since `since` that count on the dashboard (no spam, no merged duplicates), with the Monday
 * of the company's week each arrived in.
 */
export function receivedSince(db: Db, since: Date) {
  return db
    .selectFrom('inquiry as i')
    .select([
      'i.id',
      'i.kind',
      'i.status',
      'i.assignee_id',
      'i.created_at',
      'i.reply_due_at',
      'i.first_reply_at',
      'i.merged_into_id',
      sql<string>`to_char(date_trunc('week', i.created_at at time zone ${ZONE}), 'YYYY-MM-DD')`.as('week_start'),
    ])
    .where('i.created_at', '>=', since)
    .where('i.status', '<>', 'spam')
    .where('i.merged_into_id', 'is', null)
    .execute();
}

export function overdueCount(db: Db, now: Date) {
  return db
    .selectFrom('inquiry as i')
    .select(['i.assignee_id', sql<number>`count(*)::int`.as('n')])
    .where(waitingCondition)
    .where('i.reply_due_at', '<', now)
    .groupBy('i.assignee_id')
    .execute();
}

export function topProducts(db: Db, since: Date, limit: number) {
  return db
    .selectFrom('inquiry_product as ip')
    .innerJoin('inquiry as i', 'i.id', 'ip.inquiry_id')
    .leftJoin('product as p', 'p.path', 'ip.product_path')
    .select(['ip.product_path as path', 'p.name', sql<number>`count(distinct ip.inquiry_id)::int`.as('inquiries')])
    .where('i.created_at', '>=', since)
    .where('i.status', '<>', 'spam')
    .where('i.merged_into_id', 'is', null)
    .groupBy(['ip.product_path', 'p.name'])
    .orderBy('inquiries', 'desc')
    .orderBy('ip.product_path')
    .limit(limit)
    .execute();
}
