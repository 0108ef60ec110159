import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { contentTypeOf } from '../../../shared/content/content-types';
import type { AuditEntry } from '../../../shared/contracts/staff';
import { formatUsd } from '../../../shared/quotes';
import { adminPaths } from '../../../shared/staff/addresses';
import type { SignInLimit } from '../../../shared/staff/audit-actions';
import { STATUS_NAMES } from '../../../shared/staff/inbox';
import { ROLE_NAMES } from '../../../shared/staff/roles';
import { formatDateTime } from '../dates';
import { fileSizeText } from '../inbox/inquiry-timeline';
import { staffIntlLocale } from '../staff-i18n';

// An audit entry as a person reads it: its subject by what staff know it by (an inquiry's reference, a product's
// name), linked to where it is edited, and its details as short labelled lines: money as the quote builder shows
// it, times in the company's time, statuses and roles by their names. The ids the entries keep for the record are
// left out, or named.

export interface AuditSubjectView {
  /** What kind of thing it is ('Product', 'Inquiry'), when the name alone does not say. */
  kind: string | null;
  name: string;
  /** Where it is opened; null for something deleted since. */
  href: string | null;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const isNumber = (id: string | null): id is string => id !== null && /^\d+$/.test(id);

/** What an entry is about, or null for an entry about nothing in particular (a failed sign-in to no account). */
export function auditSubjectOf(
  entry: Pick<AuditEntry, 'action' | 'subjectType' | 'subjectId' | 'subjectName' | 'subjectExists'>,
  i18n: I18n,
): AuditSubjectView | null {
  const { subjectType: type, subjectId: id, subjectName } = entry;
  if (type === null) return null;
  const name = subjectName ?? (id === null ? type : `#${id}`);
  const live = entry.subjectExists;
  switch (type) {
    case 'inquiry':
      return { kind: i18n._(msg`Inquiry`), name, href: id ? adminPaths.inquiry(id) : null };
    case 'staff':
      return { kind: i18n._(msg`Staff`), name, href: adminPaths.staff };
    case 'token':
      return { kind: i18n._(msg`API token`), name, href: adminPaths.tokens };
    case 'media':
      return {
        kind: i18n._(msg`Picture`),
        name,
        href: live ? `${adminPaths.pictures}?${new URLSearchParams({ q: name }).toString()}` : null,
      };
    case 'inbox-settings':
      return { kind: null, name: i18n._(msg`Inbox settings`), href: adminPaths.inboxSettings };
    case 'reply-template':
      return { kind: i18n._(msg`Reply template`), name, href: live ? adminPaths.replyTools : null };
  }
  const content = contentTypeOf(type);
  if (!content) return { kind: type, name, href: null };
  // A whole list's order ('all', or one part of it: 'type=2'), or a file of products.
  if (!isNumber(id)) {
    // The kind's words are the content declaration's (shared/content/content-types.ts).
    const kinds = content.pluralInText;
    return entry.action === 'content.reordered'
      ? { kind: null, name: i18n._(msg`Order of the ${kinds}`), href: adminPaths.contentOrder(type) }
      : { kind: null, name: content.plural, href: adminPaths.contentList(type) };
  }
  return { kind: capitalised(content.label), name, href: live ? adminPaths.contentItem(type, id) : null };
}

export interface DetailLine {
  label: string;
  value: string;
  href?: string;
}

/** Details kept for the record that mean nothing to a person, or that the subject column already shows. */
const HIDDEN = new Set(['outboxId', 'mailId', 'ids']);
/** Names the subject column shows already: a detail repeats one only when it differs (a product renamed since). */
const SUBJECT_NAMES = new Set(['reference', 'title', 'name', 'fileName']);

/** The words for a detail; any other is named from its own name ('holidaysAdded' → 'Holidays added'). */
const LABELS: Record<string, MessageDescriptor> = {
  reference: msg`Reference`,
  title: msg`Name then`,
  name: msg`Name then`,
  fileName: msg`File then`,
  email: msg`E-mail address`,
  reason: msg`Reason`,
  role: msg`Role`,
  status: msg`Status`,
  version: msg`Version`,
  lines: msg`Lines`,
  priced: msg`Lines priced`,
  totalCents: msg`Total`,
  validUntil: msg`Valid until`,
  belowMinimum: msg`Below the minimum`,
  firstReply: msg`First reply`,
  subject: msg`E-mail subject`,
  files: msg`Files`,
  how: msg`How`,
  length: msg`Note length`,
  fromBuyer: msg`From the buyer`,
  automatic: msg`Given automatically`,
  intoReference: msg`Merged into`,
  changed: msg`Fields changed`,
  publishAt: msg`To be published`,
  fromVersion: msg`Restored from version`,
  redirectTo: msg`Its address now leads to`,
  created: msg`Created`,
  updated: msg`Changed`,
  unchanged: msg`Unchanged`,
  format: msg`Format`,
  bytes: msg`Size`,
  width: msg`Width`,
  height: msg`Height`,
  alt: msg`Alt text`,
  focus: msg`Focal point`,
  lastError: msg`Last error`,
  again: msg`Invitation sent again`,
  via: msg`Through`,
  sessionsEnded: msg`Sessions ended`,
  tokensRevoked: msg`API tokens revoked`,
  expiresAt: msg`Expires`,
  autoAssign: msg`Automatic assignment`,
  holidaysAdded: msg`Holidays added`,
  holidaysRemoved: msg`Holidays removed`,
  holidaysRenamed: msg`Holidays renamed`,
  dueTimesMoved: msg`Due times moved`,
  limit: msg`Refused for`,
  refused: msg`Sign-ins refused so far`,
  until: msg`Refused until`,
  // A buyer's data exported or erased: the address itself is never kept, only a mark of it.
  address: msg`Address (its SHA-256 mark)`,
  mails: msg`E-mails`,
  attachments: msg`Files`,
  quotePages: msg`Quote page links`,
};

/** The words of the values some details take. */
const SIGN_IN_LIMIT_WORDS: Record<SignInLimit, MessageDescriptor> = {
  account: msg`Too many failed sign-ins to this account from this address`,
  address: msg`Too many failed sign-ins from this address today`,
};
const VIA_WORDS: Record<string, MessageDescriptor> = {
  invitation: msg`The invitation link`,
  'password-reset': msg`A password reset link`,
};
const REASON_WORDS: Record<string, MessageDescriptor> = { 'password-reset': msg`The password was reset` };

const labelOf = (i18n: I18n, key: string) => {
  const label = LABELS[key];
  if (label) return i18n._(label);
  // A detail this list does not name yet: its own name, as the server wrote it.
  return capitalised(
    key
      .replace(/Cents$/, '')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase(),
  );
};

/** A word of one of the lists above, or the value itself when the list does not have it. */
const wordOf = (i18n: I18n, words: Record<string, MessageDescriptor>, value: string, otherwise = value) => {
  const word = Object.hasOwn(words, value) ? words[value] : undefined;
  return word ? i18n._(word) : otherwise;
};

const TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}.*)?$/;

/** One value in words: money, times and days, yes and no, statuses and roles by their names. */
function textOf(i18n: I18n, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return key === 'alt' ? i18n._(msg`(none)`) : '—';
  if (typeof value === 'boolean') return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
  if (typeof value === 'number') {
    if (/Cents$/.test(key)) return formatUsd(value);
    if (key === 'bytes') return fileSizeText(value);
    if (key === 'width' || key === 'height') return `${value} px`;
    if (key === 'length') return i18n._(msg`${plural(value, { one: '# character', other: '# characters' })}`);
    return new Intl.NumberFormat(staffIntlLocale()).format(value);
  }
  if (typeof value === 'string') {
    if (TIME.test(value)) return formatDateTime(value);
    if (key === 'status' || key === 'from' || key === 'to') return wordOf(i18n, STATUS_NAMES, value);
    if (key === 'role') return wordOf(i18n, ROLE_NAMES, value);
    if (key === 'limit') return wordOf(i18n, SIGN_IN_LIMIT_WORDS, value);
    if (key === 'via') return wordOf(i18n, VIA_WORDS, value);
    if (key === 'format') return value.toUpperCase();
    if (key === 'reason') return wordOf(i18n, REASON_WORDS, value, capitalised(value));
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => textOf(i18n, key, item)).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A change: 'Open → Quoted'.
    if ('from' in record && 'to' in record) return `${textOf(i18n, key, record.from)} → ${textOf(i18n, key, record.to)}`;
    // A point of a picture: shares of its width and height.
    if (typeof record.x === 'number' && typeof record.y === 'number') {
      const across = Math.round(record.x * 100);
      const down = Math.round(record.y * 100);
      return i18n._(msg`${across} % across, ${down} % down`);
    }
    return Object.entries(record)
      .filter(([name]) => !HIDDEN.has(name))
      .map(([name, item]) => `${labelOf(i18n, name)} ${textOf(i18n, name, item)}`)
      .join(', ');
  }
  return String(value);
}

/** A role change or a status change: the values are roles (or statuses) themselves. */
const CHANGE_LABELS: Partial<Record<string, { label: MessageDescriptor; kind: 'role' | 'status' }>> = {
  'inquiry.status-changed': { label: msg`Status`, kind: 'status' },
  'staff.role-changed': { label: msg`Role`, kind: 'role' },
};

/** The details of an entry as labelled lines, in the order they were written; none for an entry without any. */
export function auditDetailLines(entry: Pick<AuditEntry, 'action' | 'subjectType' | 'subjectName' | 'detail'>, i18n: I18n): DetailLine[] {
  const detail = entry.detail;
  const lines: DetailLine[] = [];
  const content = entry.subjectType ? contentTypeOf(entry.subjectType) : undefined;
  for (const [key, value] of Object.entries(detail)) {
    if (HIDDEN.has(key)) continue;
    if (SUBJECT_NAMES.has(key) && (value === entry.subjectName || value === '')) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (key === 'from' || key === 'to') {
      const change = CHANGE_LABELS[entry.action];
      if (change) {
        // Said once, as one change.
        if (key === 'from' || !('from' in detail)) {
          lines.push({
            label: i18n._(change.label),
            value: `${textOf(i18n, change.kind, detail.from)} → ${textOf(i18n, change.kind, detail.to)}`,
          });
        }
        continue;
      }
      // An assignment names people (fromName, toName); its ids are for the record.
      if ('fromName' in detail || 'toName' in detail) continue;
    }
    if (key === 'fromName' || key === 'toName') {
      if (key === 'toName' && 'fromName' in detail) continue;
      const nobody = i18n._(msg`Nobody`);
      lines.push({ label: i18n._(msg`Assigned`), value: `${detail.fromName ?? nobody} → ${detail.toName ?? nobody}` });
      continue;
    }
    if (key === 'changed' && Array.isArray(value)) {
      const fields = content?.fields ?? {};
      lines.push({ label: labelOf(i18n, key), value: value.map((field) => fields[String(field)]?.label ?? String(field)).join(', ') });
      continue;
    }
    if (key === 'belowMinimum' && Array.isArray(value)) {
      for (const line of value as { path?: string; colour?: string; quantity?: number; reason?: string }[]) {
        const what = [line.path, line.colour].filter(Boolean).join(', ');
        const quantity = line.quantity ?? '?';
        const reason = line.reason ?? '';
        lines.push({ label: labelOf(i18n, key), value: i18n._(msg`${what}: ${quantity} pieces, because “${reason}”`) });
      }
      continue;
    }
    if (key === 'intoReference' && typeof detail.into === 'string') {
      lines.push({ label: labelOf(i18n, key), value: String(value), href: adminPaths.inquiry(detail.into) });
      continue;
    }
    if (key === 'into') continue;
    if (key === 'redirectTo' && typeof value === 'number') {
      lines.push({ label: labelOf(i18n, key), value: i18n._(msg`another product`), href: adminPaths.contentItem('product', value) });
      continue;
    }
    lines.push({ label: labelOf(i18n, key), value: textOf(i18n, key, value) });
  }
  return lines;
}
