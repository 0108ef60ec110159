import type { Me, StaffAccount } from '../../../shared/contracts/staff';
import type { StaffLocale } from '../../../shared/i18n/locales';
import { ACCOUNT_MESSAGES } from '../../../shared/staff/accounts';
import type { AuditAction } from '../../../shared/staff/audit-actions';
import type { StaffRole } from '../../../shared/staff/roles';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import { NOT_SIGNED_IN } from '../../http/mount-contract';
import type { Principal } from '../../http/principal';
import { staffMailI18n } from '../../i18n/staff-mail-i18n';
import { recordAudit } from '../audit/audit-trail.public';
import { issueLink } from './one-time-links';
import { deleteSessionsOf } from './session.repository';
import {
  type AccountRow,
  accountById,
  actorOf,
  companyName,
  isUniqueViolation,
  listAccounts,
  meOf,
  normalised,
  revokeTokensWithAudit,
  type StaffContext,
} from './staff-context';
import { invitationMail } from './staff-mails';
import {
  findStaffByEmail,
  findStaffById,
  insertStaff,
  lockActiveOwners,
  queueStaffMail,
  updateStaffLocale,
  updateStaffRow,
  voidLinksOf,
} from './staff.repository';

// The owners' accounts: the list, a new account and its invitation (sent again while no password is chosen), and
// the changes of role and (de)activation, each with what it ends: sessions, links and API tokens. The last active
// owner stays one.

const emailTaken = () => new HttpError(409, ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });

export function createStaffAccounts({ db, clock, baseUrl }: StaffContext) {
  /**
   * A new invitation link for the account, e-mailed to it in the inviting staff member's language (the invited person
   * has chosen none yet), with its audit entry; the link's address.
   */
  async function sendInvitation(
    trx: Db,
    principal: Principal,
    row: Pick<AccountRow, 'id' | 'email' | 'name' | 'role'>,
    sent: { company: string; ip: string | null; at: Date; again: boolean },
  ): Promise<string> {
    const link = await issueLink(trx, row.id, 'invitation', sent.at, baseUrl);
    const i18n = await staffMailI18n(principal.locale);
    await queueStaffMail(trx, {
      purpose: 'staff-invitation',
      to: row.email,
      ...invitationMail(i18n, { name: row.name, role: row.role, invitedBy: principal.name, company: sent.company, link: link.url }),
    });
    await recordAudit(trx, {
      actor: actorOf(principal),
      action: 'staff.invited',
      subject: { type: 'staff', id: row.id },
      detail: { email: row.email, role: row.role, ...(sent.again ? { again: true } : {}) },
      ip: sent.ip,
      at: sent.at,
    });
    return link.url;
  }

  return {
    /** Who is signed in, with their language: their choice, or (until they make one) their browser's. */
    async me(principal: Principal, acceptLanguage: string | null): Promise<Me> {
      const row = await findStaffById(db, principal.staffId);
      if (!row) throw new HttpError(401, NOT_SIGNED_IN);
      return meOf({ ...row, name: principal.name, email: principal.email, role: principal.role }, acceptLanguage);
    },

    /** The signed-in staff member's language, chosen on their account screen, on the version they saw. */
    async setLocale(principal: Principal, change: { locale: StaffLocale; version: number }, ip: string | null): Promise<Me> {
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const before = await findStaffById(trx, principal.staffId);
        if (!before) throw new HttpError(401, NOT_SIGNED_IN);
        if (before.version !== change.version) throw new HttpError(409, ACCOUNT_MESSAGES.accountChangedMeanwhile);
        const row = await updateStaffLocale(trx, before.id, change, now);
        if (!row) throw new HttpError(409, ACCOUNT_MESSAGES.accountChangedMeanwhile);
        await recordAudit(trx, {
          actor: actorOf(principal),
          action: 'staff.locale-changed',
          subject: { type: 'staff', id: before.id },
          detail: { from: before.locale, to: change.locale },
          ip,
          at: now,
        });
        return meOf(row);
      });
    },

    listStaff: (): Promise<StaffAccount[]> => listAccounts(db),

    /** A new account and its invitation, e-mailed to it; the link is also given to the owner, once. */
    async invite(principal: Principal, asked: { email: string; name: string; role: StaffRole }, ip: string | null) {
      const invitee = { ...asked, email: normalised(asked.email) };
      const now = clock();
      if (await findStaffByEmail(db, invitee.email)) throw emailTaken();
      const company = await companyName(db);
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await insertStaff(trx, { ...invitee, invitedBy: principal.staffId, at: now });
          const link = await sendInvitation(trx, principal, row, { company, ip, at: now, again: false });
          return { account: (await accountById(trx, row.id))!, link };
        });
      } catch (error) {
        // Invited by two owners at the same moment: the second hears what the check above would have said.
        if (isUniqueViolation(error)) throw emailTaken();
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
      const company = await companyName(db);
      return db.transaction().execute(async (trx) => ({
        link: await sendInvitation(trx, principal, row, { company, ip, at: now, again: true }),
      }));
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
        const revokeTokens = (reason: string, except?: StaffRole) =>
          revokeTokensWithAudit(trx, id, { actor: actorOf(principal), reason, ip, at: now, except });
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
        return accountById(trx, id);
      });
    },
  };
}
