import type { AfterResponseWork } from '../../background/after-response';
import type { LinkInfo, Me, StaffAccount } from '../../../shared/contracts/staff';
import { ACCOUNT_MESSAGES } from '../../../shared/staff/accounts';
import type { AuditAction } from '../../../shared/staff/audit-actions';
import type { StaffRole } from '../../../shared/staff/roles';
import { SIGN_IN_FAILED, SIGN_IN_THROTTLED } from '../../../shared/validation/staff-rules';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import type { Principal } from '../../http/principal';
import { type Actor, recordAudit } from '../audit/audit-trail.public';
import { findSiteConfig } from '../company/site-config.public';
import type { LoginThrottle } from './login-throttle';
import { issueLink } from './one-time-links';
import { hashPassword, needsRehash, passwordProblem, verifyAgainstNobody, verifyPassword } from './password';
import { hashOfToken, looksLikeToken } from '../../http/secret-token';
import { deleteSession, deleteSessionsOf } from './session.repository';
import { startSession } from './staff-api-guard';
import { invitationMail, passwordResetMail } from './staff-mails';
import {
  countRecentLinks,
  findLiveLink,
  findStaffByEmail,
  findStaffById,
  insertStaff,
  listStaffAccounts,
  lockActiveOwners,
  markLinkUsed,
  queueStaffMail,
  revokeTokensCreatedBy,
  countLiveTokensCreatedBy,
  updateStaffRow,
  voidLinksOf,
} from './staff.repository';

// Staff accounts: signing in and out, one-time links (invitations and password resets), and the owners' changes
// to accounts. Every change is written with its audit entry in one transaction.

export interface StaffServiceOptions {
  /** The site's public address: links in e-mails and answers start with it. */
  baseUrl: string;
  /** The staff side's time (sessions, links, the audit trail); tests inject theirs. */
  clock: () => Date;
  throttle: LoginThrottle;
  /** Where a reset request's work runs, after its answer (server/background/after-response.ts). */
  afterResponse: AfterResponseWork;
}

/** Where a request comes from, as sessions and the audit trail note it. */
export interface Origin {
  ip: string | null;
  userAgent: string | null;
}

/** A new session: its token goes in the cookie, never anywhere else. */
export interface SignedIn {
  me: Me;
  token: string;
}

/** At most this many reset links an hour for one account: nobody can flood a mailbox through the form. */
const RESET_LINKS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

const UNKNOWN_ADDRESS = 'unknown';

/** One account per mailbox, however the address is typed (the table keeps it so). */
const normalised = (email: string) => email.trim().toLowerCase();

type AccountRow = NonNullable<Awaited<ReturnType<typeof findStaffById>>>;
type ListedRow = Awaited<ReturnType<typeof listStaffAccounts>>[number];

const meOf = (row: Pick<AccountRow, 'id' | 'email' | 'name' | 'role'>): Me => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

const accountOf = (row: ListedRow): StaffAccount => ({
  ...meOf(row),
  active: row.active,
  invited: row.password_hash === null,
  createdAt: row.created_at.toISOString(),
  lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
});

const actorOf = (principal: Principal): Actor => ({ staffId: principal.staffId, tokenId: principal.tokenId, label: principal.label });
const selfActor = (row: Pick<AccountRow, 'id' | 'email'>): Actor => ({ staffId: row.id, tokenId: null, label: row.email });

export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Which refused sign-ins the audit log records: the 1st, 2nd, 4th, 8th… that one limit of the throttle refuses in
 * its block (15 minutes for an account from an address, the day for an address), each with the count so far. An
 * owner sees when the refusals began, for which address typed, from where, and how hard it went on (a million tries
 * write about twenty entries), without a flood that would hide everything else; the failures before the block are
 * each recorded already, at most 100 an address a day.
 */
const worthRecording = (refused: number) => refused >= 1 && (refused & (refused - 1)) === 0;

/** The one answer to a sign-in that fails, whatever the reason: the same status and words for every one. */
const signInFailed = () => new HttpError(401, SIGN_IN_FAILED);

export function createStaffService(db: Db, options: StaffServiceOptions) {
  const { clock, throttle, baseUrl, afterResponse } = options;

  async function companyName(): Promise<string> {
    const site = await findSiteConfig(db);
    return site?.short_name || site?.company_name || '';
  }

  async function accountById(id: number, trx: Db = db): Promise<StaffAccount | null> {
    const [row] = await listStaffAccounts(trx, id);
    return row ? accountOf(row) : null;
  }

  /**
   * Verifies the password of the account, or spends the same time on nobody's: an unknown address, an account
   * that is deactivated or has no password yet cost one argon2id verification like a wrong password, so the answer's
   * timing does not tell which addresses have an account.
   */
  async function passwordMatches(row: AccountRow | undefined, password: string): Promise<{ ok: boolean; reason: string }> {
    if (!row) return { ok: await verifyAgainstNobody(password), reason: 'unknown account' };
    if (!row.active) return { ok: await verifyAgainstNobody(password), reason: 'deactivated' };
    if (!row.password_hash) return { ok: await verifyAgainstNobody(password), reason: 'no password yet' };
    const ok = await verifyPassword(row.password_hash, password).catch(() => false);
    return { ok, reason: 'wrong password' };
  }

  /** A reset link and its mail for an active account, with the request in the audit trail; for any other address, nothing. */
  async function sendResetLink(email: string, ip: string | null, now: Date): Promise<void> {
    const row = await findStaffByEmail(db, email);
    if (!row || !row.active) return;
    const company = await companyName();
    await db.transaction().execute(async (trx) => {
      if ((await countRecentLinks(trx, row.id, 'password-reset', new Date(now.getTime() - HOUR_MS))) >= RESET_LINKS_PER_HOUR) return;
      const link = await issueLink(trx, row.id, 'password-reset', now, baseUrl);
      await queueStaffMail(trx, {
        purpose: 'password-reset',
        to: row.email,
        ...passwordResetMail({ name: row.name, company, link: link.url }),
      });
      await recordAudit(trx, {
        actor: { staffId: null, tokenId: null, label: email },
        action: 'staff.password-reset-requested',
        subject: { type: 'staff', id: row.id },
        ip,
        at: now,
      });
    });
  }

  return {
    async signIn(typedEmail: string, password: string, origin: Origin, previousSession: string | null): Promise<SignedIn> {
      const email = normalised(typedEmail);
      const address = origin.ip ?? UNKNOWN_ADDRESS;
      const decision = await throttle.attempt(email, address);
      if (!decision.allowed) {
        if (worthRecording(decision.refused)) {
          const row = await findStaffByEmail(db, email);
          const now = clock();
          await recordAudit(db, {
            actor: { staffId: null, tokenId: null, label: email || '(empty)' },
            action: 'staff.sign-in-throttled',
            ...(row ? { subject: { type: 'staff', id: row.id } } : {}),
            detail: {
              email,
              limit: decision.limit,
              refused: decision.refused,
              until: new Date(now.getTime() + decision.retryAfterSeconds * 1000).toISOString(),
            },
            ip: origin.ip,
            at: now,
          });
        }
        const seconds = String(decision.retryAfterSeconds);
        throw new HttpError(429, SIGN_IN_THROTTLED(decision.retryAfterSeconds), undefined, { 'Retry-After': seconds });
      }
      const row = await findStaffByEmail(db, email);
      const { ok, reason } = await passwordMatches(row, password);
      const now = clock();
      if (!ok || !row) {
        await throttle.failed(email, address);
        // Who tried is the address as typed; the password never leaves this function.
        await recordAudit(db, {
          actor: { staffId: null, tokenId: null, label: email || '(empty)' },
          action: 'staff.sign-in-failed',
          ...(row ? { subject: { type: 'staff', id: row.id } } : {}),
          detail: { email, reason },
          ip: origin.ip,
          at: now,
        });
        throw signInFailed();
      }
      await throttle.succeeded(email, address);
      // Raising the hashing cost later: the password just verified is stored under today's parameters.
      const rehashed = needsRehash(row.password_hash!) ? await hashPassword(password) : null;
      const token = await db.transaction().execute(async (trx) => {
        if (previousSession) await deleteSession(trx, previousSession);
        if (rehashed) await updateStaffRow(trx, row.id, { passwordHash: rehashed }, now);
        const fresh = await startSession(trx, { staffId: row.id, role: row.role, ...origin }, now);
        await recordAudit(trx, {
          actor: selfActor(row),
          action: 'staff.signed-in',
          subject: { type: 'staff', id: row.id },
          ip: origin.ip,
          at: now,
        });
        return fresh;
      });
      return { me: meOf(row), token };
    },

    async signOut(principal: Principal): Promise<void> {
      if (principal.sessionKey) await deleteSession(db, principal.sessionKey);
    },

    /** Ends every session of the signed-in account, this one included. */
    async signOutEverywhere(principal: Principal, ip: string | null): Promise<number> {
      if (principal.via !== 'session') throw new HttpError(400, ACCOUNT_MESSAGES.tokenHasNoSessions);
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const ended = await deleteSessionsOf(trx, principal.staffId);
        await recordAudit(trx, {
          actor: actorOf(principal),
          action: 'staff.signed-out-everywhere',
          subject: { type: 'staff', id: principal.staffId },
          detail: { sessionsEnded: ended },
          ip,
          at: now,
        });
        return ended;
      });
    },

    /**
     * Queues a reset link for an active account; for any other address, nothing. Both happen after the answer,
     * which is the same either way, at the same moment: neither its words nor its timing tell anybody which
     * addresses have an account.
     */
    requestPasswordReset(typedEmail: string, ip: string | null): void {
      const requestedAt = clock();
      afterResponse.start(() => sendResetLink(normalised(typedEmail), ip, requestedAt), 'A password reset request failed');
    },

    async linkInfo(token: string): Promise<LinkInfo | null> {
      if (!looksLikeToken(token)) return null;
      const now = clock();
      const link = await findLiveLink(db, hashOfToken(token), now);
      if (!link) return null;
      const liveTokens = link.purpose === 'password-reset' ? await countLiveTokensCreatedBy(db, link.staff_id, now) : 0;
      return { purpose: link.purpose, email: link.email, name: link.name, liveTokens };
    },

    /**
     * Sets the password from a live link and signs in. A reset ends every session the account had, and, when asked,
     * every API token made from it. A password the rules refuse leaves the link as it was, to try again; a link used
     * meanwhile by another request is null.
     */
    async useLink(
      token: string,
      body: { name?: string; password: string; revokeTokens?: boolean },
      origin: Origin,
    ): Promise<SignedIn | null> {
      if (!looksLikeToken(token)) return null;
      const tokenHash = hashOfToken(token);
      const link = await findLiveLink(db, tokenHash, clock());
      if (!link) return null;
      const problem = await passwordProblem(body.password);
      if (problem) throw new HttpError(400, 'Invalid request', { password: problem });
      const passwordHash = await hashPassword(body.password);
      const now = clock();
      return db.transaction().execute(async (trx) => {
        if (!(await markLinkUsed(trx, tokenHash, now))) return null;
        const invitation = link.purpose === 'invitation';
        const name = invitation && body.name ? body.name : undefined;
        const row = await updateStaffRow(trx, link.staff_id, { passwordHash, ...(name ? { name } : {}) }, now);
        if (!row) return null;
        // Whoever had a session before (someone who learnt the old password, too) is signed out.
        const sessionsEnded = await deleteSessionsOf(trx, row.id);
        await voidLinksOf(trx, row.id, now);
        const revoked = !invitation && body.revokeTokens ? await revokeTokensCreatedBy(trx, row.id, now) : [];
        for (const revokedToken of revoked) {
          await recordAudit(trx, {
            actor: selfActor(row),
            action: 'token.revoked',
            subject: { type: 'token', id: revokedToken.id },
            detail: { name: revokedToken.name, role: revokedToken.role, reason: 'password-reset' },
            ip: origin.ip,
            at: now,
          });
        }
        const fresh = await startSession(trx, { staffId: row.id, role: row.role, ...origin }, now);
        const subject = { type: 'staff', id: row.id };
        await recordAudit(trx, {
          actor: selfActor(row),
          action: 'staff.password-set',
          subject,
          detail: { via: link.purpose, sessionsEnded, ...(invitation ? {} : { tokensRevoked: revoked.length }) },
          ip: origin.ip,
          at: now,
        });
        await recordAudit(trx, {
          actor: selfActor(row),
          action: 'staff.signed-in',
          subject,
          detail: { via: link.purpose },
          ip: origin.ip,
          at: now,
        });
        return { me: meOf(row), token: fresh };
      });
    },

    async listStaff(): Promise<StaffAccount[]> {
      return (await listStaffAccounts(db)).map(accountOf);
    },

    /** A new account and its invitation, e-mailed to it; the link is also given to the owner, once. */
    async invite(principal: Principal, asked: { email: string; name: string; role: StaffRole }, ip: string | null) {
      const invitee = { ...asked, email: normalised(asked.email) };
      const now = clock();
      if (await findStaffByEmail(db, invitee.email))
        throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
      const company = await companyName();
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await insertStaff(trx, { ...invitee, invitedBy: principal.staffId, at: now });
          const link = await issueLink(trx, row.id, 'invitation', now, baseUrl);
          await queueStaffMail(trx, {
            purpose: 'staff-invitation',
            to: row.email,
            ...invitationMail({ name: row.name, role: row.role, invitedBy: principal.name, company, link: link.url }),
          });
          await recordAudit(trx, {
            actor: actorOf(principal),
            action: 'staff.invited',
            subject: { type: 'staff', id: row.id },
            detail: { email: row.email, role: row.role },
            ip,
            at: now,
          });
          return { account: (await accountById(row.id, trx))!, link: link.url };
        });
      } catch (error) {
        // Invited by two owners at the same moment: the second hears what the check above would have said.
        if (isUniqueViolation(error)) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
        throw error;
      }
    },

    /** A new invitation (the earlier ones stop working) for an account that has not chosen its password. */
    async reinvite(principal: Principal, id: number, ip: string | null): Promise<{ link: string } | null> {
      const now = clock();
      const row = await findStaffById(db, id);
      if (!row) return null;
      if (row.password_hash) throw new HttpError(400, ACCOUNT_MESSAGES.alreadyHasPassword);
      if (!row.active) throw new HttpError(400, ACCOUNT_MESSAGES.inactiveAccount);
      const company = await companyName();
      return db.transaction().execute(async (trx) => {
        const link = await issueLink(trx, row.id, 'invitation', now, baseUrl);
        await queueStaffMail(trx, {
          purpose: 'staff-invitation',
          to: row.email,
          ...invitationMail({ name: row.name, role: row.role, invitedBy: principal.name, company, link: link.url }),
        });
        await recordAudit(trx, {
          actor: actorOf(principal),
          action: 'staff.invited',
          subject: { type: 'staff', id: row.id },
          detail: { email: row.email, role: row.role, again: true },
          ip,
          at: now,
        });
        return { link: link.url };
      });
    },

    /**
     * A role change (the account's sessions continue under a new token at their next request) or (de)activation
     * (deactivation ends its sessions and links, and revokes the API tokens it made; its history stays). The last
     * active owner stays one.
     */
    async updateStaff(principal: Principal, id: number, change: { role?: StaffRole; active?: boolean }, ip: string | null) {
      if (change.role === undefined && change.active === undefined) throw new HttpError(400, ACCOUNT_MESSAGES.nothingToChange);
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const owners = await lockActiveOwners(trx);
        const before = await findStaffById(trx, id);
        if (!before) return null;
        const role = change.role ?? before.role;
        const active = change.active ?? before.active;
        const removesAnOwner = before.role === 'owner' && before.active && (role !== 'owner' || !active);
        if (removesAnOwner && owners.every((owner) => owner === id)) throw new HttpError(400, ACCOUNT_MESSAGES.lastOwner);
        if (role !== before.role || active !== before.active) await updateStaffRow(trx, id, { role, active }, now);
        const audit = (action: AuditAction, detail: Record<string, unknown>) =>
          recordAudit(trx, { actor: actorOf(principal), action, subject: { type: 'staff', id }, detail, ip, at: now });
        const revokeTokens = async (reason: string, except?: StaffRole) => {
          for (const token of await revokeTokensCreatedBy(trx, id, now, except)) {
            await recordAudit(trx, {
              actor: actorOf(principal),
              action: 'token.revoked',
              subject: { type: 'token', id: token.id },
              detail: { name: token.name, role: token.role, reason },
              ip,
              at: now,
            });
          }
        };
        if (role !== before.role) {
          await audit('staff.role-changed', { email: before.email, from: before.role, to: role });
          // Whoever made a token saw it, and may have kept a copy: a token of another role than the one they now
          // have would keep them the power they lost.
          if (role !== 'owner') await revokeTokens(`its creator is now ${role}`, role);
        }
        if (before.active && !active) {
          const sessionsEnded = await deleteSessionsOf(trx, id);
          await voidLinksOf(trx, id, now);
          await audit('staff.deactivated', { email: before.email, sessionsEnded });
          // ...and it stops working when they leave.
          await revokeTokens('its creator was deactivated');
        }
        if (!before.active && active) await audit('staff.reactivated', { email: before.email });
        return accountById(id, trx);
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
