import type { StaffLocale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/connect';
import { assignableStaff, staffMember } from './inbox-settings.repository';

// Who at the company hears of an inquiry that needs them: its assignee while they can answer it, else the sales
// team (every active sales person, or the owners when there is none). The reply clock's mails and the notices of a
// buyer's answer go the same way.

export interface Recipient {
  email: string;
  /** Their back-office language, which the mail is written in (null: not chosen yet, English). */
  locale: StaffLocale | null;
}

/** Every active sales person, or the owners when there is none. */
export async function salesTeam(db: Db): Promise<Recipient[]> {
  const staff = await assignableStaff(db);
  const sales = staff.filter((s) => s.role === 'sales');
  return sales.length > 0 ? sales : staff;
}

/** Whether this assignee can answer the inquiry: active, and in sales or an owner. */
export const canAnswer = (assignee: { active: boolean | null; role: string | null } | undefined) =>
  Boolean(assignee?.active && (assignee.role === 'sales' || assignee.role === 'owner'));

/** The assignee when they can answer the inquiry, else the team. */
export async function recipientsFor(db: Db, assigneeId: number | null): Promise<Recipient[]> {
  const assignee = assigneeId === null ? undefined : await staffMember(db, assigneeId);
  return assignee && canAnswer(assignee) ? [{ email: assignee.email, locale: assignee.locale }] : salesTeam(db);
}
