import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { StaffRole } from '../../db/database';

export interface NewSession {
  tokenHash: string;
  staffId: number;
  role: StaffRole;
  /** When it starts: the staff side's clock, which tests move. */
  at: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export function insertSession(db: Db, session: NewSession) {
  return db
    .insertInto('staff_session')
    .values({
      token_hash: session.tokenHash,
      staff_id: session.staffId,
      role: session.role,
      created_at: session.at,
      last_seen_at: session.at,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
}

/** The session and its account, if the session is still within both its idle and its absolute limit. */
export function findLiveSession(db: Db, tokenHash: string, idleSeconds: number, now: Date) {
  return db
    .selectFrom('staff_session as s')
    .innerJoin('staff', 'staff.id', 's.staff_id')
    .select([
      's.token_hash',
      's.role as session_role',
      's.last_seen_at',
      's.expires_at',
      'staff.id as staff_id',
      'staff.email',
      'staff.name',
      'staff.role',
      'staff.active',
      'staff.locale',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    .where('s.last_seen_at', '>', sql<Date>`${now}::timestamptz - make_interval(secs => ${idleSeconds})`)
    .executeTakeFirst();
}

export function touchSession(db: Db, tokenHash: string, now: Date) {
  return db.updateTable('staff_session').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
}

/** Ends a session; says whether there was one to end. */
export async function deleteSession(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db.deleteFrom('staff_session').where('token_hash', '=', tokenHash).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of an account, or every one but `except` (the one asking). */
export async function deleteSessionsOf(db: Db, staffId: number, except?: string): Promise<number> {
  const result = await db
    .deleteFrom('staff_session')
    .where('staff_id', '=', staffId)
    .$if(except !== undefined, (q) => q.where('token_hash', '<>', except!))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sessions past either limit: nobody can use them again. */
export function deleteExpiredSessions(db: Db, idleSeconds: number, now: Date) {
  return db
    .deleteFrom('staff_session')
    .where((w) =>
      w.or([w('expires_at', '<=', now), w('last_seen_at', '<=', sql<Date>`${now}::timestamptz - make_interval(secs => ${idleSeconds})`)]),
    )
    .execute();
}

export function findLiveApiToken(db: Db, tokenHash: string, now: Date) {
  return (
    db
      .selectFrom('api_token as t')
      .innerJoin('staff', 'staff.id', 't.created_by')
      .select([
        't.id',
        't.name',
        't.role',
        't.last_used_at',
        'staff.id as staff_id',
        'staff.email',
        'staff.name as staff_name',
        'staff.locale',
      ])
      .where('t.token_hash', '=', tokenHash)
      // A token stops with its creator's account, whatever else happens to it.
      .where('staff.active', '=', true)
      .where('t.revoked_at', 'is', null)
      .where('t.expires_at', '>', now)
      .executeTakeFirst()
  );
}

export function touchApiToken(db: Db, id: number, now: Date) {
  return db.updateTable('api_token').set({ last_used_at: now }).where('id', '=', id).execute();
}
