import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { StaffLocale } from '../../../shared/i18n/locales';
import type { StaffLinkTable, StaffRole } from '../../db/database';

// Staff accounts, their one-time links and API tokens: SQL only (sessions are in session.repository.ts).

export type LinkPurpose = StaffLinkTable['purpose'];

const ACCOUNT_COLUMNS = ['id', 'email', 'name', 'role', 'password_hash', 'active', 'created_at', 'locale', 'version'] as const;

export function findStaffByEmail(db: Db, email: string) {
  return db.selectFrom('staff').select(ACCOUNT_COLUMNS).where('email', '=', email).executeTakeFirst();
}

export function findStaffById(db: Db, id: number) {
  return db.selectFrom('staff').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function countStaff(db: Db) {
  return db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

/**
 * The active owners, locked until the transaction ends: a change that could leave no owner is decided while no
 * other such change can run (two owners demoting each other at the same moment are taken one after the other).
 */
export async function lockActiveOwners(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('staff').select('id').where('role', '=', 'owner').where('active', '=', true).forUpdate().execute();
  return rows.map((row) => row.id);
}

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  invitedBy: number | null;
  at: Date;
}

export function insertStaff(db: Db, staff: NewStaff) {
  return db
    .insertInto('staff')
    .values({
      email: staff.email,
      name: staff.name,
      role: staff.role,
      password_hash: null,
      invited_by: staff.invitedBy,
      created_at: staff.at,
      updated_at: staff.at,
    })
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export interface StaffChanges {
  role?: StaffRole;
  active?: boolean;
  name?: string;
  passwordHash?: string;
}

export function updateStaffRow(db: Db, id: number, changes: StaffChanges, at: Date) {
  return db
    .updateTable('staff')
    .set({
      updated_at: at,
      version: sql<number>`version + 1`,
      ...(changes.role !== undefined ? { role: changes.role } : {}),
      ...(changes.active !== undefined ? { active: changes.active } : {}),
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.passwordHash !== undefined ? { password_hash: changes.passwordHash } : {}),
    })
    .where('id', '=', id)
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirst();
}

/** The account's language, on the version it was chosen on: undefined when that is no longer the account's. */
export function updateStaffLocale(db: Db, id: number, change: { locale: StaffLocale; version: number }, at: Date) {
  return db
    .updateTable('staff')
    .set({ locale: change.locale, updated_at: at, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('version', '=', change.version)
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirst();
}

/**
 * The account's language where none is known yet (its first sign-in): the browser's, not a choice anybody made, so
 * no version is raised and no screen opened before goes stale. The row as it is afterwards.
 */
export async function fillStaffLocale<Row extends { id: number; locale: StaffLocale | null }>(
  db: Db,
  row: Row,
  locale: StaffLocale,
): Promise<Row> {
  if (row.locale !== null) return row;
  const filled = await db
    .updateTable('staff')
    .set({ locale })
    .where('id', '=', row.id)
    .where('locale', 'is', null)
    .returning('locale')
    .executeTakeFirst();
  return { ...row, locale: filled?.locale ?? locale };
}

/**
 * Every account (or the one of `id`) with when it was last seen: its latest session's last use, or (once its
 * sessions are gone) its latest sign-in in the audit trail.
 */
export function listStaffAccounts(db: Db, id?: number) {
  return db
    .selectFrom('staff as s')
    .select(ACCOUNT_COLUMNS.map((column) => `s.${column}` as const))
    .select(
      sql<Date | null>`coalesce(
        (select max(last_seen_at) from staff_session where staff_id = s.id),
        (select max(at) from audit_log where actor_staff_id = s.id and action = 'staff.signed-in'))`.as('last_seen_at'),
    )
    .$if(id !== undefined, (q) => q.where('s.id', '=', id!))
    .orderBy('s.active', 'desc')
    .orderBy('s.name')
    .orderBy('s.id')
    .execute();
}

export interface NewLink {
  tokenHash: string;
  staffId: number;
  purpose: LinkPurpose;
  at: Date;
  expiresAt: Date;
}

export function insertLink(db: Db, link: NewLink) {
  return db
    .insertInto('staff_link')
    .values({
      token_hash: link.tokenHash,
      staff_id: link.staffId,
      purpose: link.purpose,
      created_at: link.at,
      expires_at: link.expiresAt,
    })
    .execute();
}

/** A link that still opens something: not used, not expired, and its account active. */
export function findLiveLink(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('staff_link as l')
    .innerJoin('staff', 'staff.id', 'l.staff_id')
    .select(['l.purpose', 'staff.id as staff_id', 'staff.email', 'staff.name', 'staff.role'])
    .where('l.token_hash', '=', tokenHash)
    .where('l.used_at', 'is', null)
    .where('l.expires_at', '>', now)
    .where('staff.active', '=', true)
    .executeTakeFirst();
}

/** Uses the link, if nobody has used it meanwhile: true for the one request that does. */
export async function markLinkUsed(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('staff_link')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the account's links that still work (all, or those of one purpose): only the newest, or none, then opens. */
export function voidLinksOf(db: Db, staffId: number, now: Date, purpose?: LinkPurpose) {
  return db
    .updateTable('staff_link')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .$if(purpose !== undefined, (q) => q.where('purpose', '=', purpose!))
    .execute();
}

export function countRecentLinks(db: Db, staffId: number, purpose: LinkPurpose, since: Date) {
  return db
    .selectFrom('staff_link')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('staff_id', '=', staffId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

/** Links nobody can use any more (used or expired): kept a day for the record, then deleted. */
export function deleteDeadLinks(db: Db, before: Date) {
  return db
    .deleteFrom('staff_link')
    .where((w) => w.or([w('used_at', '<', before), w('expires_at', '<', before)]))
    .executeTakeFirst()
    .then((result) => Number(result.numDeletedRows));
}

export interface NewApiToken {
  name: string;
  role: StaffRole;
  tokenHash: string;
  createdBy: number;
  at: Date;
  expiresAt: Date;
}

const TOKEN_COLUMNS = [
  't.id',
  't.name',
  't.role',
  't.created_at',
  't.expires_at',
  't.revoked_at',
  't.last_used_at',
  'staff.email as created_by',
] as const;

export async function insertApiToken(db: Db, token: NewApiToken) {
  const { id } = await db
    .insertInto('api_token')
    .values({
      name: token.name,
      role: token.role,
      token_hash: token.tokenHash,
      created_by: token.createdBy,
      created_at: token.at,
      expires_at: token.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findApiToken(db, id))!;
}

export function findApiToken(db: Db, id: number) {
  return db
    .selectFrom('api_token as t')
    .innerJoin('staff', 'staff.id', 't.created_by')
    .select(TOKEN_COLUMNS)
    .where('t.id', '=', id)
    .executeTakeFirst();
}

/** Newest first. */
export function listApiTokens(db: Db) {
  return db
    .selectFrom('api_token as t')
    .innerJoin('staff', 'staff.id', 't.created_by')
    .select(TOKEN_COLUMNS)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}

/** Revokes a token not yet revoked: true when this call did. */
export async function revokeApiTokenRow(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('api_token')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many tokens the account made still work (not revoked, not expired). */
export async function countLiveTokensCreatedBy(db: Db, staffId: number, now: Date): Promise<number> {
  const { count } = await db
    .selectFrom('api_token')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('created_by', '=', staffId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Revokes the live tokens an account created; with `except`, those of that role are kept. */
export function revokeTokensCreatedBy(db: Db, staffId: number, now: Date, except?: StaffRole) {
  return db
    .updateTable('api_token')
    .set({ revoked_at: now })
    .where('created_by', '=', staffId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .$if(except !== undefined, (q) => q.where('role', '<>', except!))
    .returning(['id', 'name', 'role'])
    .execute();
}

export interface StaffMail {
  purpose: 'staff-invitation' | 'password-reset';
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Queued in the caller's transaction: the outbox worker delivers it once the change is committed. */
export function queueStaffMail(db: Db, mail: StaffMail) {
  return db
    .insertInto('email_outbox')
    .values({
      inquiry_id: null,
      purpose: mail.purpose,
      to_address: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      body_html: mail.html,
      // Its one-time link is forgotten once delivered (the outbox empties the body).
      secret_body: true,
    })
    .execute();
}
