import type { AuditEntry } from '../../../shared/contracts/staff';
import type { Db } from '../../db/connect';

// Reading the audit trail: newest first, filtered by what happened, who did it, what it was about and when.

export interface AuditFilters {
  /** An action ('staff.signed-in'), or a group of them by its first part ('staff', 'staff.' or 'staff.*'). */
  action?: string;
  /** Part of who acted as they were named then (an e-mail address, a token's name), in any case. */
  actor?: string;
  /** What it was about: 'staff' or 'staff:12'. */
  subject?: string;
  /** The first instant counted, and the first one no longer counted. */
  from?: Date;
  until?: Date;
}

export interface AuditPage {
  items: AuditEntry[];
  total: number;
}

/** `%`, `_` and `\` are LIKE's own: a filter finds them as typed. */
const literalForLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** 'staff', 'staff.' and 'staff.*' name the group 'staff'; 'staff.signed-in' names one action. */
const actionGroup = (action: string): string | null => /^([^.*]+)\.?\*?$/.exec(action)?.[1] ?? null;

export async function readAuditTrail(db: Db, filters: AuditFilters, page: { offset: number; limit: number }): Promise<AuditPage> {
  const action = filters.action?.trim();
  const actor = filters.actor?.trim();
  const subject = filters.subject?.trim();
  const group = action ? actionGroup(action) : null;
  const [subjectType, subjectId] = subject ? subject.split(':', 2) : [];
  const filtered = db
    .selectFrom('audit_log')
    .$if(!!action, (q) =>
      q.where((w) =>
        group ? w.or([w('action', '=', action!), w('action', 'like', `${literalForLike(group)}.%`)]) : w('action', '=', action!),
      ),
    )
    .$if(!!actor, (q) => q.where('actor_label', 'ilike', `%${literalForLike(actor!)}%`))
    .$if(!!subjectType, (q) => q.where('subject_type', '=', subjectType!))
    .$if(subjectId !== undefined && subjectId !== '', (q) => q.where('subject_id', '=', subjectId!))
    .$if(filters.from !== undefined, (q) => q.where('at', '>=', filters.from!))
    .$if(filters.until !== undefined, (q) => q.where('at', '<', filters.until!));
  const [rows, count] = await Promise.all([
    filtered
      .select(['id', 'at', 'actor_label', 'action', 'subject_type', 'subject_id', 'detail', 'ip'])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor_label,
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      detail: row.detail,
      ip: row.ip,
    })),
    total: Number(count.n),
  };
}
