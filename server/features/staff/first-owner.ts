import type { StaffRole } from '../../../shared/staff/roles';
import type { Db } from '../../db/connect';
import type { Logger } from '../../logger';
import { type Actor, recordAudit, systemActor } from '../audit/audit-trail.public';
import { issueLink } from './one-time-links';
import { findStaffByEmail, insertStaff, listStaffAccounts, updateStaffRow } from './staff.repository';

// Invitations that come from outside the back office: the command line's (`npm run staff:invite`), which is how
// the first owner of a new site gets in, and the demo owner's on the embedded database's first start.

export const COMMAND_LINE_ACTOR: Actor = systemActor('command line');
const FIRST_START_ACTOR: Actor = systemActor('first start');

export const DEMO_OWNER = { email: 'owner@demo.example', name: 'Demo Owner', role: 'owner' } as const;

/** The command line refuses: the message says why and what to do instead. */
export class InvitationRefused extends Error {}

export interface Invitee {
  email: string;
  name: string;
  role: StaffRole;
}

export interface CommandLineInvitation {
  url: string;
  expiresAt: Date;
  /** false: the account was there, still without a password, and has a new link (earlier ones stop working). */
  created: boolean;
}

/**
 * Creates the account and its invitation, or gives an account that has not chosen its password yet a new one
 * (with the role asked for). An account with a password, or a deactivated one, is refused: that is the back
 * office's business (a password reset, an owner's reactivation).
 */
export async function inviteFromCommandLine(
  db: Db,
  invitee: Invitee,
  { baseUrl, now, actor = COMMAND_LINE_ACTOR }: { baseUrl: string; now: Date; actor?: Actor },
): Promise<CommandLineInvitation> {
  return db.transaction().execute(async (trx) => {
    const existing = await findStaffByEmail(trx, invitee.email);
    if (existing?.password_hash) {
      throw new InvitationRefused(
        `${invitee.email} already has an account with a password: use "Forgot your password?" on the sign-in page instead.`,
      );
    }
    if (existing && !existing.active) {
      throw new InvitationRefused(`${invitee.email} has a deactivated account: an owner can reactivate it in the back office.`);
    }
    const account = existing ?? (await insertStaff(trx, { ...invitee, invitedBy: null, at: now }));
    if (existing && existing.role !== invitee.role) {
      await updateStaffRow(trx, existing.id, { role: invitee.role }, now);
      await recordAudit(trx, {
        actor,
        action: 'staff.role-changed',
        subject: { type: 'staff', id: existing.id },
        detail: { email: existing.email, from: existing.role, to: invitee.role },
        at: now,
      });
    }
    const link = await issueLink(trx, account.id, 'invitation', now, baseUrl);
    await recordAudit(trx, {
      actor,
      action: 'staff.invited',
      subject: { type: 'staff', id: account.id },
      detail: { email: account.email, role: invitee.role, ...(existing ? { again: true } : {}) },
      at: now,
    });
    return { url: link.url, expiresAt: link.expiresAt, created: !existing };
  });
}

/**
 * On the embedded (demo) database: while no owner can sign in (no active owner has a password), a new invitation
 * for the demo owner, and its link in the log. Once the demo owner (or any owner) has chosen a password, nothing;
 * a demo owner an owner deactivated is left so.
 */
export async function ensureDemoOwnerInvitation(db: Db, baseUrl: string, logger: Logger, now: Date): Promise<string | null> {
  const accounts = await listStaffAccounts(db);
  if (accounts.some((account) => account.role === 'owner' && account.active && account.password_hash !== null)) return null;
  const demoOwner = accounts.find((account) => account.email === DEMO_OWNER.email);
  if (demoOwner && (!demoOwner.active || demoOwner.password_hash !== null)) return null;
  const { url } = await inviteFromCommandLine(db, DEMO_OWNER, { baseUrl, now, actor: FIRST_START_ACTOR });
  logger.info(`Back office: open ${url} to set the demo owner's password (valid 24 hours)`);
  return url;
}
