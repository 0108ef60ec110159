// What the audit log records, with the words the back office shows for it. An action is named
// `<what it is about>.<what happened>`, dotted and past tense; the first part is one of the kinds below, which the
// log's "About" filter offers. recordAudit takes only the names listed here: a feature that records a new action
// adds it, with its words, or the typecheck fails.

/** What entries are about, as the filter names them: the first part of every action. */
export const AUDIT_KINDS = {
  inquiry: 'Inquiries',
  quote: 'Quotes',
  content: 'Content',
  media: 'Pictures',
  staff: 'Staff accounts and sign-ins',
  token: 'API tokens',
  inbox: 'Inbox settings',
  'reply-template': 'Reply templates',
  'buyer-data': 'Buyers’ data (privacy requests)',
} as const;

export type AuditKind = keyof typeof AUDIT_KINDS;

export const AUDIT_KIND_NAMES = Object.keys(AUDIT_KINDS) as AuditKind[];

/** Each action as a sentence whose subject is who did it: "Lan Pham · Added a note · Q-2611-KTZSK". */
export const AUDIT_ACTIONS = {
  'inquiry.status-changed': 'Changed the status',
  'inquiry.assigned': 'Assigned the inquiry',
  'inquiry.note-added': 'Added a note',
  'inquiry.replied': 'Replied by e-mail',
  'inquiry.reply-recorded': 'Recorded a reply given another way',
  'inquiry.mail-matched': 'Put an e-mail into the inquiry',
  'inquiry.made-from-mail': 'Made an inquiry of an e-mail',
  'inquiry.merged': 'Merged it into another inquiry',
  'quote.draft-saved': 'Saved a quote draft',
  'quote.sent': 'Sent a quote',
  'quote.accepted': 'Accepted the quote',
  'quote.declined': 'Declined the quote',
  'quote.expired': 'Marked an unanswered quote expired',
  'content.created': 'Created',
  'content.updated': 'Changed',
  'content.deleted': 'Deleted',
  'content.restored': 'Restored an earlier version',
  'content.published': 'Published',
  'content.unpublished': 'Unpublished',
  'content.scheduled': 'Scheduled publishing',
  'content.unscheduled': 'Cancelled scheduled publishing',
  'content.draft-saved': 'Saved changes as a draft',
  'content.draft-discarded': 'Discarded unpublished changes',
  'content.reordered': 'Changed the order',
  'content.imported': 'Imported products from a file',
  'media.uploaded': 'Uploaded a picture',
  'media.updated': 'Changed a picture’s alt text or focal point',
  'media.retried': 'Retried a picture’s processing',
  'media.deleted': 'Deleted a picture',
  'media.replaced': 'Replaced a picture’s file',
  'media.document-uploaded': 'Uploaded a scan (PDF or picture)',
  'staff.signed-in': 'Signed in',
  'staff.sign-in-failed': 'Failed to sign in',
  'staff.sign-in-throttled': 'Was refused sign-in after too many failures',
  'staff.signed-out-everywhere': 'Signed out everywhere',
  'staff.invited': 'Invited a staff member',
  'staff.role-changed': 'Changed a role',
  'staff.deactivated': 'Deactivated an account',
  'staff.reactivated': 'Reactivated an account',
  'staff.password-set': 'Set a password',
  'staff.password-reset-requested': 'Asked for a password reset',
  'staff.locale-changed': 'Changed their back office language',
  'token.created': 'Created an API token',
  'token.revoked': 'Revoked an API token',
  'inbox.settings-changed': 'Changed the inbox settings',
  'reply-template.created': 'Created a reply template',
  'reply-template.updated': 'Changed a reply template',
  'reply-template.deleted': 'Deleted a reply template',
  'buyer-data.exported': 'Exported a buyer’s data',
  'buyer-data.erased': 'Erased a buyer’s data',
} as const satisfies Record<`${AuditKind}.${string}`, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

export const isAuditAction = (name: string): name is AuditAction => Object.hasOwn(AUDIT_ACTIONS, name);

export const isAuditKind = (name: string): name is AuditKind => Object.hasOwn(AUDIT_KINDS, name);

/** The words for an action; an entry written under a name this list no longer has keeps that name. */
export const auditActionLabel = (action: string): string => (isAuditAction(action) ? AUDIT_ACTIONS[action] : action);

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
