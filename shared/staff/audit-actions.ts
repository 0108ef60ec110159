// The names of what the audit log records, with the words the back office shows for them: its filter offers these.
// Dotted, past tense, `<what it is about>.<what happened>`. A feature that records new actions adds them here.

export const AUDIT_ACTIONS = {
  'staff.signed-in': 'Signed in',
  'staff.sign-in-failed': 'Failed sign-in',
  'staff.signed-out-everywhere': 'Signed out everywhere',
  'staff.invited': 'Invited',
  'staff.role-changed': 'Role changed',
  'staff.deactivated': 'Deactivated',
  'staff.reactivated': 'Reactivated',
  'staff.password-set': 'Password set',
  'staff.password-reset-requested': 'Password reset asked for',
  'token.created': 'API token created',
  'token.revoked': 'API token revoked',
  'content.created': 'Content created',
  'content.updated': 'Content changed',
  'content.deleted': 'Content deleted',
  'content.restored': 'Earlier version restored',
  'content.published': 'Published',
  'content.unpublished': 'Unpublished',
  'content.scheduled': 'Publishing scheduled',
  'content.reordered': 'Order changed',
  'media.uploaded': 'Picture uploaded',
  'media.updated': 'Picture’s alt text or focal point changed',
  'media.retried': 'Picture’s processing retried',
  'media.deleted': 'Picture deleted',
  'content.imported': 'Products imported from a file',
  'quote.draft-saved': 'Quote draft saved',
  'quote.sent': 'Quote sent',
  'quote.accepted': 'Quote accepted by the buyer',
  'quote.declined': 'Quote declined by the buyer',
  'quote.expired': 'Quote expired unanswered',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** The words for an action, or the action's own name for one this list does not know (yet). */
export const auditActionLabel = (action: string): string => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
