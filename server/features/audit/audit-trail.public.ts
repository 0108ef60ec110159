import type { AuditAction } from '../../../shared/staff/audit-actions';
import type { Db } from '../../db/connect';
import type { Principal } from '../../http/principal';

// The audit trail: who did what to what, and from where. Written with the same transaction (`db` is then the
// transaction) as the change it records, so there is never a change without its entry, nor an entry without
// its change.

/** Who acted: a staff member or an API token (a Principal), or the system itself ('command line', 'reply clock'). */
export type Actor = Pick<Principal, 'staffId' | 'tokenId' | 'label'> | { staffId: null; tokenId: null; label: string };

export interface AuditEntryInput {
  actor: Actor;
  /** One of shared/staff/audit-actions.ts, which gives the words the audit log shows for it. */
  action: AuditAction;
  subject?: { type: string; id: string | number };
  detail?: Record<string, unknown>;
  ip?: string | null;
  /** When it happened: the staff side's clock (tests inject one); the database's time when absent. */
  at?: Date;
}

export async function recordAudit(db: Db, entry: AuditEntryInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_staff_id: entry.actor.staffId,
      actor_token_id: entry.actor.tokenId,
      actor_label: entry.actor.label,
      action: entry.action,
      subject_type: entry.subject?.type ?? null,
      subject_id: entry.subject ? String(entry.subject.id) : null,
      detail: JSON.stringify(entry.detail ?? {}),
      ip: entry.ip ?? null,
      ...(entry.at ? { at: entry.at } : {}),
    })
    .execute();
}

export const systemActor = (label: string): Actor => ({ staffId: null, tokenId: null, label });
