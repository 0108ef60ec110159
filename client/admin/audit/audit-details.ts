import { contentTypeOf } from '../../../shared/content/content-types';
import type { AuditEntry } from '../../../shared/contracts/staff';
import { formatUsd } from '../../../shared/quotes';
import { adminPaths } from '../../../shared/staff/addresses';
import type { SignInLimit } from '../../../shared/staff/audit-actions';
import { STATUS_LABELS } from '../../../shared/staff/inbox';
import { ROLE_LABELS } from '../../../shared/staff/roles';
import { formatDateTime } from '../dates';
import { fileSizeText } from '../inbox/inquiry-timeline';

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
): AuditSubjectView | null {
  const { subjectType: type, subjectId: id, subjectName } = entry;
  if (type === null) return null;
  const name = subjectName ?? (id === null ? type : `#${id}`);
  const live = entry.subjectExists;
  switch (type) {
    case 'inquiry':
      return { kind: 'Inquiry', name, href: id ? adminPaths.inquiry(id) : null };
    case 'staff':
      return { kind: 'Staff', name, href: adminPaths.staff };
    case 'token':
      return { kind: 'API token', name, href: adminPaths.tokens };
    case 'media':
      return { kind: 'Picture', name, href: live ? `${adminPaths.pictures}?${new URLSearchParams({ q: name }).toString()}` : null };
    case 'inbox-settings':
      return { kind: null, name: 'Inbox settings', href: adminPaths.inboxSettings };
    case 'reply-template':
      return { kind: 'Reply template', name, href: live ? adminPaths.replyTools : null };
  }
  const content = contentTypeOf(type);
  if (!content) return { kind: type, name, href: null };
  // A whole list's order ('all', or one part of it: 'type=2'), or a file of products.
  if (!isNumber(id)) {
    return entry.action === 'content.reordered'
      ? { kind: null, name: `Order of the ${content.pluralInText}`, href: adminPaths.contentOrder(type) }
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
const LABELS: Record<string, string> = {
  reference: 'Reference',
  title: 'Name then',
  name: 'Name then',
  fileName: 'File then',
  email: 'E-mail address',
  reason: 'Reason',
  role: 'Role',
  status: 'Status',
  version: 'Version',
  lines: 'Lines',
  priced: 'Lines priced',
  totalCents: 'Total',
  validUntil: 'Valid until',
  belowMinimum: 'Below the minimum',
  firstReply: 'First reply',
  subject: 'E-mail subject',
  files: 'Files',
  how: 'How',
  length: 'Note length',
  fromBuyer: 'From the buyer',
  automatic: 'Given automatically',
  intoReference: 'Merged into',
  changed: 'Fields changed',
  publishAt: 'To be published',
  fromVersion: 'Restored from version',
  redirectTo: 'Its address now leads to',
  created: 'Created',
  updated: 'Changed',
  unchanged: 'Unchanged',
  format: 'Format',
  bytes: 'Size',
  width: 'Width',
  height: 'Height',
  alt: 'Alt text',
  focus: 'Focal point',
  lastError: 'Last error',
  again: 'Invitation sent again',
  via: 'Through',
  sessionsEnded: 'Sessions ended',
  tokensRevoked: 'API tokens revoked',
  expiresAt: 'Expires',
  autoAssign: 'Automatic assignment',
  holidaysAdded: 'Holidays added',
  holidaysRemoved: 'Holidays removed',
  holidaysRenamed: 'Holidays renamed',
  dueTimesMoved: 'Due times moved',
  limit: 'Refused for',
  refused: 'Sign-ins refused so far',
  until: 'Refused until',
  // A buyer's data exported or erased: the address itself is never kept, only a mark of it.
  address: 'Address (its SHA-256 mark)',
  mails: 'E-mails',
  attachments: 'Files',
  quotePages: 'Quote page links',
};

/** The words of the values some details take. */
const SIGN_IN_LIMIT_WORDS: Record<SignInLimit, string> = {
  account: 'Too many failed sign-ins to this account from this address',
  address: 'Too many failed sign-ins from this address today',
};
const VIA_WORDS: Record<string, string> = { invitation: 'The invitation link', 'password-reset': 'A password reset link' };
const REASON_WORDS: Record<string, string> = { 'password-reset': 'The password was reset' };

const labelOf = (key: string) =>
  LABELS[key] ??
  capitalised(
    key
      .replace(/Cents$/, '')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase(),
  );

const TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}.*)?$/;

/** One value in words: money, times and days, yes and no, statuses and roles by their names. */
function textOf(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return key === 'alt' ? '(none)' : '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (/Cents$/.test(key)) return formatUsd(value);
    if (key === 'bytes') return fileSizeText(value);
    if (key === 'width' || key === 'height') return `${value} px`;
    if (key === 'length') return `${value} ${value === 1 ? 'character' : 'characters'}`;
    return value.toLocaleString('en-GB');
  }
  if (typeof value === 'string') {
    if (TIME.test(value)) return formatDateTime(value);
    if (key === 'status' || key === 'from' || key === 'to') return STATUS_LABELS[value as keyof typeof STATUS_LABELS] ?? value;
    if (key === 'role') return ROLE_LABELS[value as keyof typeof ROLE_LABELS] ?? value;
    if (key === 'limit') return SIGN_IN_LIMIT_WORDS[value as SignInLimit] ?? value;
    if (key === 'via') return VIA_WORDS[value] ?? value;
    if (key === 'format') return value.toUpperCase();
    if (key === 'reason') return REASON_WORDS[value] ?? capitalised(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => textOf(key, item)).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A change: 'Open → Quoted'.
    if ('from' in record && 'to' in record) return `${textOf(key, record.from)} → ${textOf(key, record.to)}`;
    // A point of a picture: shares of its width and height.
    if (typeof record.x === 'number' && typeof record.y === 'number')
      return `${Math.round(record.x * 100)} % across, ${Math.round(record.y * 100)} % down`;
    return Object.entries(record)
      .filter(([name]) => !HIDDEN.has(name))
      .map(([name, item]) => `${labelOf(name)} ${textOf(name, item)}`)
      .join(', ');
  }
  return String(value);
}

/** A role change or a status change: the values are roles (or statuses) themselves. */
const CHANGE_LABELS: Partial<Record<string, string>> = {
  'inquiry.status-changed': 'Status',
  'staff.role-changed': 'Role',
};

/** The details of an entry as labelled lines, in the order they were written; none for an entry without any. */
export function auditDetailLines(entry: Pick<AuditEntry, 'action' | 'subjectType' | 'subjectName' | 'detail'>): DetailLine[] {
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
          const kind = change === 'Role' ? 'role' : 'status';
          lines.push({ label: change, value: `${textOf(kind, detail.from)} → ${textOf(kind, detail.to)}` });
        }
        continue;
      }
      // An assignment names people (fromName, toName); its ids are for the record.
      if ('fromName' in detail || 'toName' in detail) continue;
    }
    if (key === 'fromName' || key === 'toName') {
      if (key === 'toName' && 'fromName' in detail) continue;
      lines.push({ label: 'Assigned', value: `${detail.fromName ?? 'Nobody'} → ${detail.toName ?? 'Nobody'}` });
      continue;
    }
    if (key === 'changed' && Array.isArray(value)) {
      const fields = content?.fields ?? {};
      lines.push({ label: labelOf(key), value: value.map((field) => fields[String(field)]?.label ?? String(field)).join(', ') });
      continue;
    }
    if (key === 'belowMinimum' && Array.isArray(value)) {
      for (const line of value as { path?: string; colour?: string; quantity?: number; reason?: string }[]) {
        const what = [line.path, line.colour].filter(Boolean).join(', ');
        lines.push({ label: labelOf(key), value: `${what}: ${line.quantity ?? '?'} pieces, because “${line.reason ?? ''}”` });
      }
      continue;
    }
    if (key === 'intoReference' && typeof detail.into === 'string') {
      lines.push({ label: labelOf(key), value: String(value), href: adminPaths.inquiry(detail.into) });
      continue;
    }
    if (key === 'into') continue;
    if (key === 'redirectTo' && typeof value === 'number') {
      lines.push({ label: labelOf(key), value: 'another product', href: adminPaths.contentItem('product', value) });
      continue;
    }
    lines.push({ label: labelOf(key), value: textOf(key, value) });
  }
  return lines;
}
