import type { Db } from '../../db/connect';

// The inbox's settings (automatic assignment, the round robin's place, the follow-up of quotes), the company's
// public holidays, which the reply clock skips, and the staff inquiries are assigned to: owners and sales.

export function readSettings(db: Db, { lock = false } = {}) {
  return db
    .selectFrom('inbox_settings')
    .select(['auto_assign', 'last_assigned_id', 'follow_up_days'])
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
}

export function writeSettings(db: Db, change: { auto_assign?: boolean; last_assigned_id?: number | null; follow_up_days?: number }) {
  return db.updateTable('inbox_settings').set(change).execute();
}

export function holidays(db: Db) {
  return db.selectFrom('public_holiday').select(['day', 'name']).orderBy('day').execute();
}

export async function replaceHolidays(db: Db, list: { day: string; name: string }[]): Promise<void> {
  await db.deleteFrom('public_holiday').execute();
  if (list.length > 0) await db.insertInto('public_holiday').values(list).execute();
}

// Staff

/** Active owners and sales staff: who may be assigned an inquiry. */
export function assignableStaff(db: Db) {
  return db
    .selectFrom('staff')
    .select(['id', 'name', 'email', 'role', 'locale'])
    .where('active', '=', true)
    .where('role', 'in', ['owner', 'sales'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function staffMember(db: Db, id: number) {
  return db.selectFrom('staff').select(['id', 'name', 'email', 'role', 'active', 'locale']).where('id', '=', id).executeTakeFirst();
}

/** Active sales staff in a fixed order (by id), for the round robin. */
export function salesRota(db: Db) {
  return db.selectFrom('staff').select(['id', 'name']).where('active', '=', true).where('role', '=', 'sales').orderBy('id').execute();
}

export function staffNames(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('staff').select(['id', 'name']).where('id', 'in', ids).execute();
}
