import type { AfterResponseWork } from '../../background/after-response';
import type { Me, StaffAccount } from '../../../shared/contracts/staff';
import { acceptedLanguages, negotiateStaffLocale } from '../../../shared/i18n/staff-locale';
import type { StaffRole } from '../../../shared/staff/roles';
import type { Db } from '../../db/connect';
import type { Principal } from '../../http/principal';
import { type Actor, recordAudit } from '../audit/audit-trail.public';
import { findSiteConfig } from '../company/site-config.public';
import type { LoginThrottle } from './login-throttle';
import { type findStaffById, listStaffAccounts, revokeTokensCreatedBy } from './staff.repository';

// What every part of the staff service shares: its options and dependencies, how an account is shown and who acts
// on it, the company's name in the mails, and the revocation (with its audit entries) of the API tokens an account
// made, which a password reset and an owner's change both write inside their transaction.

export interface StaffServiceOptions {
  /** The site's public address: links in e-mails and answers start with it. */
  baseUrl: string;
  /** The staff side's time (sessions, links, the audit trail); tests inject theirs. */
  clock: () => Date;
  throttle: LoginThrottle;
  /** Where a reset request's work runs, after its answer (server/background/after-response.ts). */
  afterResponse: AfterResponseWork;
}

/** What each part of the staff service is made with. */
export interface StaffContext extends StaffServiceOptions {
  db: Db;
}

/** Where a request comes from, as sessions and the audit trail note it. */
export interface Origin {
  ip: string | null;
  userAgent: string | null;
  /** The browser's Accept-Language: an account's language until its owner chooses one. */
  acceptLanguage?: string | null;
}

/** A new session: its token goes in the cookie, never anywhere else. */
export interface SignedIn {
  me: Me;
  token: string;
}

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findStaffById>>>;
type ListedRow = Awaited<ReturnType<typeof listStaffAccounts>>[number];

/** One account per mailbox, however the address is typed (the table keeps it so). */
export const normalised = (email: string) => email.trim().toLowerCase();

export const meOf = (
  row: Pick<AccountRow, 'id' | 'email' | 'name' | 'role' | 'locale' | 'version'>,
  acceptLanguage?: string | null,
): Me => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  locale: row.locale ?? browserLocale(acceptLanguage),
  version: row.version,
});

/** The back office's language a browser asks for (Accept-Language), English when it asks for none it speaks. */
export const browserLocale = (acceptLanguage: string | null | undefined) => negotiateStaffLocale(acceptedLanguages(acceptLanguage));

const accountOf = (row: ListedRow): StaffAccount => ({
  ...meOf(row),
  active: row.active,
  invited: row.password_hash === null,
  createdAt: row.created_at.toISOString(),
  lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
});

export const actorOf = (principal: Principal): Actor => ({
  staffId: principal.staffId,
  tokenId: principal.tokenId,
  label: principal.label,
});
/** The account acting on itself: signing in, setting its password. */
export const selfActor = (row: Pick<AccountRow, 'id' | 'email'>): Actor => ({ staffId: row.id, tokenId: null, label: row.email });

export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/** The company's name as the staff mails sign with it. */
export async function companyName(db: Db): Promise<string> {
  const site = await findSiteConfig(db);
  return site?.short_name || site?.company_name || '';
}

/** Every account as the owners' list shows it. */
export async function listAccounts(db: Db): Promise<StaffAccount[]> {
  return (await listStaffAccounts(db)).map(accountOf);
}

/** One account as the owners' list shows it, or null when there is none of that id. */
export async function accountById(db: Db, id: number): Promise<StaffAccount | null> {
  const [row] = await listStaffAccounts(db, id);
  return row ? accountOf(row) : null;
}

/**
 * Revokes the live API tokens the account `staffId` made (but those of the role `except`), each with its audit
 * entry in the caller's transaction; the tokens revoked.
 */
export async function revokeTokensWithAudit(
  trx: Db,
  staffId: number,
  by: { actor: Actor; reason: string; ip: string | null; at: Date; except?: StaffRole },
) {
  const revoked = await revokeTokensCreatedBy(trx, staffId, by.at, by.except);
  for (const token of revoked) {
    await recordAudit(trx, {
      actor: by.actor,
      action: 'token.revoked',
      subject: { type: 'token', id: token.id },
      detail: { name: token.name, role: token.role, reason: by.reason },
      ip: by.ip,
      at: by.at,
    });
  }
  return revoked;
}
