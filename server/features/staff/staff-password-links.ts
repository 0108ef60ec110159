import type { LinkInfo } from '../../../shared/contracts/staff';
import { HttpError } from '../../http/http-error';
import { hashOfToken, looksLikeToken } from '../../http/secret-token';
import { staffMailI18n } from '../../i18n/staff-mail-i18n';
import { recordAudit } from '../audit/audit-trail.public';
import { issueLink } from './one-time-links';
import { hashPassword, passwordProblem } from './password';
import { deleteSessionsOf } from './session.repository';
import { startSession } from './staff-api-guard';
import {
  browserLocale,
  companyName,
  meOf,
  normalised,
  type Origin,
  revokeTokensWithAudit,
  type SignedIn,
  selfActor,
  type StaffContext,
} from './staff-context';
import { passwordResetMail } from './staff-mails';
import {
  countLiveTokensCreatedBy,
  countRecentLinks,
  fillStaffLocale,
  findLiveLink,
  findStaffByEmail,
  markLinkUsed,
  queueStaffMail,
  updateStaffRow,
  voidLinksOf,
} from './staff.repository';

// The one-time links as the people they were sent to use them: a password reset asked for, and a link (an
// invitation or a reset) looked at and used to set the password, which signs in. The owners' invitations are made
// in staff-accounts.ts.

/** At most this many reset links an hour for one account: nobody can flood a mailbox through the form. */
const RESET_LINKS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export function createPasswordLinks({ db, clock, baseUrl, afterResponse }: StaffContext) {
  /** A reset link and its mail for an active account, with the request in the audit trail; for any other address, nothing. */
  async function sendResetLink(email: string, ip: string | null, now: Date): Promise<void> {
    const row = await findStaffByEmail(db, email);
    if (!row || !row.active) return;
    const company = await companyName(db);
    // In the account's language: its choice, English until it makes one.
    const i18n = await staffMailI18n(row.locale);
    await db.transaction().execute(async (trx) => {
      if ((await countRecentLinks(trx, row.id, 'password-reset', new Date(now.getTime() - HOUR_MS))) >= RESET_LINKS_PER_HOUR) return;
      const link = await issueLink(trx, row.id, 'password-reset', now, baseUrl);
      await queueStaffMail(trx, {
        purpose: 'password-reset',
        to: row.email,
        ...passwordResetMail(i18n, { name: row.name, company, link: link.url }),
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
        const updated = await updateStaffRow(trx, link.staff_id, { passwordHash, ...(name ? { name } : {}) }, now);
        if (!updated) return null;
        // An invitation used is the account's first sign-in: the back office speaks the browser's language from then on.
        const row = await fillStaffLocale(trx, updated, browserLocale(origin.acceptLanguage));
        // Whoever had a session before (someone who learnt the old password, too) is signed out.
        const sessionsEnded = await deleteSessionsOf(trx, row.id);
        await voidLinksOf(trx, row.id, now);
        const revoked =
          !invitation && body.revokeTokens
            ? await revokeTokensWithAudit(trx, row.id, { actor: selfActor(row), reason: 'password-reset', ip: origin.ip, at: now })
            : [];
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
  };
}
