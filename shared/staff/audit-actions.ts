import type { MessageDescriptor } from '@lingui/core';

// What the audit log records, with the words the back office shows for it. An action is named
// `<what it is about>.<what happened>`, dotted and past tense; the first part is one of the kinds below, which the
// log's "About" filter offers. recordAudit takes only the names listed here: a feature that records a new action
// adds it, with its words, or the typecheck fails.

/** What entries are about, as the filter names them: the first part of every action. */
export const AUDIT_KIND_MESSAGES = {
  inquiry: /*i18n*/ { id: 'Inquiries' },
  quote: /*i18n*/ { id: 'Quotes' },
  content: /*i18n*/ { id: 'Content' },
  translation: /*i18n*/ { id: 'Translations' },
  media: /*i18n*/ { id: 'Pictures' },
  staff: /*i18n*/ { id: 'Staff accounts and sign-ins' },
  token: /*i18n*/ { id: 'API tokens' },
  inbox: /*i18n*/ { id: 'Inbox settings' },
  'reply-template': /*i18n*/ { id: 'Reply templates' },
  'buyer-data': /*i18n*/ { id: 'Buyers’ data (privacy requests)' },
} as const satisfies Record<string, MessageDescriptor>;

export type AuditKind = keyof typeof AUDIT_KIND_MESSAGES;

/** The English words of messages whose ids are their English text. */
const inEnglish = <K extends string>(messages: Record<K, MessageDescriptor>) =>
  Object.fromEntries(Object.entries<MessageDescriptor>(messages).map(([key, message]) => [key, message.id])) as Record<K, string>;

export const AUDIT_KINDS = inEnglish(AUDIT_KIND_MESSAGES);

export const AUDIT_KIND_NAMES = Object.keys(AUDIT_KIND_MESSAGES) as AuditKind[];

/** Each action as a sentence whose subject is who did it: "Lan Pham · Added a note · Q-2611-KTZSK". */
export const AUDIT_ACTION_MESSAGES = {
  'inquiry.status-changed': /*i18n*/ { id: 'Changed the status' },
  'inquiry.assigned': /*i18n*/ { id: 'Assigned the inquiry' },
  'inquiry.note-added': /*i18n*/ { id: 'Added a note' },
  'inquiry.replied': /*i18n*/ { id: 'Replied by e-mail' },
  'inquiry.reply-recorded': /*i18n*/ { id: 'Recorded a reply given another way' },
  'inquiry.mail-matched': /*i18n*/ { id: 'Put an e-mail into the inquiry' },
  'inquiry.made-from-mail': /*i18n*/ { id: 'Made an inquiry of an e-mail' },
  'inquiry.merged': /*i18n*/ { id: 'Merged it into another inquiry' },
  'quote.draft-saved': /*i18n*/ { id: 'Saved a quote draft' },
  'quote.sent': /*i18n*/ { id: 'Sent a quote' },
  'quote.accepted': /*i18n*/ { id: 'Accepted the quote' },
  'quote.declined': /*i18n*/ { id: 'Declined the quote' },
  'quote.expired': /*i18n*/ { id: 'Marked an unanswered quote expired' },
  'content.created': /*i18n*/ { id: 'Created' },
  'content.updated': /*i18n*/ { id: 'Changed' },
  'content.deleted': /*i18n*/ { id: 'Deleted' },
  'content.restored': /*i18n*/ { id: 'Restored an earlier version' },
  'content.published': /*i18n*/ { id: 'Published' },
  'content.unpublished': /*i18n*/ { id: 'Unpublished' },
  'content.scheduled': /*i18n*/ { id: 'Scheduled publishing' },
  'content.unscheduled': /*i18n*/ { id: 'Cancelled scheduled publishing' },
  'content.draft-saved': /*i18n*/ { id: 'Saved changes as a draft' },
  'content.draft-discarded': /*i18n*/ { id: 'Discarded unpublished changes' },
  'content.reordered': /*i18n*/ { id: 'Changed the order' },
  'content.imported': /*i18n*/ { id: 'Imported products from a file' },
  'media.uploaded': /*i18n*/ { id: 'Uploaded a picture' },
  'media.updated': /*i18n*/ { id: 'Changed a picture’s alt text or focal point' },
  'translation.saved': /*i18n*/ { id: 'Saved a translation as a draft' },
  'translation.published': /*i18n*/ { id: 'Published a translation' },
  'translation.scheduled': /*i18n*/ { id: 'Scheduled publishing of a translation' },
  'translation.unscheduled': /*i18n*/ { id: 'Cancelled scheduled publishing of a translation' },
  'translation.restored': /*i18n*/ { id: 'Restored an earlier version of a translation into its draft' },
  'translation.machine-drafted': /*i18n*/ { id: 'Drafted a translation by machine translation' },
  'media.retried': /*i18n*/ { id: 'Retried a picture’s processing' },
  'media.deleted': /*i18n*/ { id: 'Deleted a picture' },
  'media.replaced': /*i18n*/ { id: 'Replaced a picture’s file' },
  'media.document-uploaded': /*i18n*/ { id: 'Uploaded a scan (PDF or picture)' },
  'staff.signed-in': /*i18n*/ { id: 'Signed in' },
  'staff.sign-in-failed': /*i18n*/ { id: 'Failed to sign in' },
  'staff.sign-in-throttled': /*i18n*/ { id: 'Was refused sign-in after too many failures' },
  'staff.signed-out-everywhere': /*i18n*/ { id: 'Signed out everywhere' },
  'staff.invited': /*i18n*/ { id: 'Invited a staff member' },
  'staff.role-changed': /*i18n*/ { id: 'Changed a role' },
  'staff.deactivated': /*i18n*/ { id: 'Deactivated an account' },
  'staff.reactivated': /*i18n*/ { id: 'Reactivated an account' },
  'staff.password-set': /*i18n*/ { id: 'Set a password' },
  'staff.password-reset-requested': /*i18n*/ { id: 'Asked for a password reset' },
  'staff.locale-changed': /*i18n*/ { id: 'Changed their back office language' },
  'token.created': /*i18n*/ { id: 'Created an API token' },
  'token.revoked': /*i18n*/ { id: 'Revoked an API token' },
  'inbox.settings-changed': /*i18n*/ { id: 'Changed the inbox settings' },
  'reply-template.created': /*i18n*/ { id: 'Created a reply template' },
  'reply-template.updated': /*i18n*/ { id: 'Changed a reply template' },
  'reply-template.deleted': /*i18n*/ { id: 'Deleted a reply template' },
  'buyer-data.exported': /*i18n*/ { id: 'Exported a buyer’s data' },
  'buyer-data.erased': /*i18n*/ { id: 'Erased a buyer’s data' },
} as const satisfies Record<`${AuditKind}.${string}`, MessageDescriptor>;

export type AuditAction = keyof typeof AUDIT_ACTION_MESSAGES;

export const AUDIT_ACTIONS = inEnglish(AUDIT_ACTION_MESSAGES);

export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTION_MESSAGES) as AuditAction[];

export const isAuditAction = (name: string): name is AuditAction => Object.hasOwn(AUDIT_ACTIONS, name);

export const isAuditKind = (name: string): name is AuditKind => Object.hasOwn(AUDIT_KINDS, name);

/** The words for an action; an entry written under a name this list no longer has keeps that name. */
export const auditActionLabel = (action: string): string => (isAuditAction(action) ? AUDIT_ACTIONS[action] : action);

/** The same as a message, for the back office to show in the staff member's language (`i18n._(…)`). */
export const auditActionMessage = (action: string): MessageDescriptor =>
  isAuditAction(action) ? AUDIT_ACTION_MESSAGES[action] : { id: action, message: action };

/** What an action is about ('quote' for 'quote.sent'), when it is one of the kinds. */
export function auditKindOf(action: string): AuditKind | null {
  const kind = action.split('.', 1)[0] ?? '';
  return isAuditKind(kind) ? kind : null;
}

/** The actions about one kind, in the order of the list: the action filter's groups. */
export const auditActionsOf = (kind: AuditKind): AuditAction[] => AUDIT_ACTION_NAMES.filter((action) => auditKindOf(action) === kind);

/** Why a sign-in was refused before its password was tried (`limit` in a staff.sign-in-throttled entry). */
export const SIGN_IN_LIMITS = ['account', 'address'] as const;
export type SignInLimit = (typeof SIGN_IN_LIMITS)[number];
