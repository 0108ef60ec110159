import { ACCOUNT_MESSAGES } from '../../../shared/staff/accounts';
import { SIGN_IN_FAILED, SIGN_IN_THROTTLED } from '../../../shared/validation/staff-rules';
import { HttpError } from '../../http/http-error';
import type { Principal } from '../../http/principal';
import { recordAudit } from '../audit/audit-trail.public';
import { hashPassword, needsRehash, verifyAgainstNobody, verifyPassword } from './password';
import { deleteSession, deleteSessionsOf } from './session.repository';
import { startSession } from './staff-api-guard';
import {
  type AccountRow,
  actorOf,
  browserLocale,
  meOf,
  normalised,
  type Origin,
  type SignedIn,
  selfActor,
  type StaffContext,
} from './staff-context';
import { fillStaffLocale, findStaffByEmail, updateStaffRow } from './staff.repository';

// Signing in and out: the password checked under the throttle (login-throttle.ts), each failure and the first
// refusals of a block in the audit trail, and the sessions a sign-in starts and a sign-out ends.

const UNKNOWN_ADDRESS = 'unknown';

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

export function createSignIn({ db, clock, throttle }: StaffContext) {
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
      let signedInRow = row;
      const token = await db.transaction().execute(async (trx) => {
        if (previousSession) await deleteSession(trx, previousSession);
        if (rehashed) await updateStaffRow(trx, row.id, { passwordHash: rehashed }, now);
        signedInRow = await fillStaffLocale(
          trx,
          rehashed ? { ...row, version: row.version + 1 } : row,
          browserLocale(origin.acceptLanguage),
        );
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
      return { me: meOf(signedInRow), token };
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
  };
}
