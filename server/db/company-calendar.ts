import { sql } from 'kysely';
import { COMPANY_TIME_ZONE } from '../../shared/staff/accounts';
import type { Db } from './connect';

// The company's weeks, as PostgreSQL counts them in Ho Chi Minh City: the dashboard's periods.

/** The Monday 00:00 (company time) of the week `weeksBack` weeks before the one `now` is in, as an instant. */
export async function weekStart(db: Db, now: Date, weeksBack: number): Promise<Date> {
  const row = await sql<{ at: Date }>`select (date_trunc('week', ${now}::timestamptz at time zone ${COMPANY_TIME_ZONE})
    - make_interval(weeks => ${weeksBack})) at time zone ${COMPANY_TIME_ZONE} as at`.execute(db);
  return row.rows[0]!.at;
}
