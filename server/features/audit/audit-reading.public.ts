import { sql } from 'kysely';
import type { AuditEntry } from '../../../shared/contracts/staff';
import type { AuditKind } from '../../../shared/staff/audit-actions';
import type { Db } from '../../db/connect';
import { contentItemName } from '../content/content-names.public';

// Reading the audit trail: newest first, filtered by what it is about, what happened, who did it, which subject
// and when. Each page of entries names its subjects and people in the same query (an inquiry by its reference, an
// account by its person's name, a product by its name), so the log never shows a bare id.

export interface AuditFilters {
  /** What the entries are about: the first part of their action ('quote' finds every quote.* entry). */
  about?: AuditKind;
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

// A subject's id is text (an inquiry's bigint, an account's integer, 'all' for a whole list's order): compared as
// a number only when it is one, so that the lookups use the tables' keys.
const subjectInteger = sql<number | null>`(case when page.subject_id ~ '^[0-9]{1,9}$' then page.subject_id::integer end)`;
const subjectBigint = sql<string | null>`(case when page.subject_id ~ '^[0-9]{1,18}$' then page.subject_id::bigint end)`;

/** The subject's name today, looked up by its kind; null when it is gone or has no name. */
const currentSubjectName = sql<string | null>`(case page.subject_type
  when 'inquiry' then (select reference from inquiry where id = ${subjectBigint})
  when 'staff' then (select name from staff where id = ${subjectInteger})
  when 'token' then (select name from api_token where id = ${subjectInteger})
  when 'media' then (select file_name from media where id = ${subjectInteger})
  when 'reply-template' then (select name from reply_template where id = ${subjectInteger})
  else ${contentItemName(sql`page.subject_type`, subjectInteger)}
end)`;

/** A subject gone since (a deleted product or picture) keeps the name its entries recorded. */
const recordedSubjectName = sql<string | null>`coalesce(
  page.detail ->> 'reference', page.detail ->> 'title', page.detail ->> 'name', page.detail ->> 'fileName'
)`;

export async function readAuditTrail(db: Db, filters: AuditFilters, page: { offset: number; limit: number }): Promise<AuditPage> {
  const action = filters.action?.trim();
  const actor = filters.actor?.trim();
  const subject = filters.subject?.trim();
  const group = action ? actionGroup(action) : null;
  const [subjectType, subjectId] = subject ? subject.split(':', 2) : [];
  const filtered = db
    .selectFrom('audit_log')
    .$if(filters.about !== undefined, (q) => q.where('action', 'like', `${literalForLike(filters.about!)}.%`))
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
    // The page first, then its names: the lookups run for the entries shown, not for every entry filtered.
    db
      .with('page', () =>
        filtered
          .select(['id', 'at', 'actor_staff_id', 'actor_token_id', 'actor_label', 'action', 'subject_type', 'subject_id', 'detail', 'ip'])
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .offset(page.offset)
          .limit(page.limit),
      )
      .selectFrom('page')
      // Through a token, the account is the token's maker, not who acted: the token's own name says who.
      .leftJoin('staff as actor', (join) => join.onRef('actor.id', '=', 'page.actor_staff_id').on('page.actor_token_id', 'is', null))
      .select([
        'page.id',
        'page.at',
        'page.actor_label',
        'actor.name as actor_name',
        'page.action',
        'page.subject_type',
        'page.subject_id',
        'page.detail',
        'page.ip',
        currentSubjectName.as('current_name'),
        recordedSubjectName.as('recorded_name'),
      ])
      .orderBy('page.at', 'desc')
      .orderBy('page.id', 'desc')
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor_label,
      actorName: row.actor_name,
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      subjectName: row.subject_type === null ? null : (row.current_name ?? row.recorded_name),
      subjectExists: row.current_name !== null,
      detail: row.detail,
      ip: row.ip,
    })),
    total: Number(count.n),
  };
}
