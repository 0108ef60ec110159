import type { MessageDescriptor } from '@lingui/core';

// Who may do what on the staff side. Each endpoint of a staff contract names the roles it admits
// (shared/contracts/staff-*.ts); the server refuses the others with 403, and the back office hides what a role
// cannot use. One list, read by both.

export const STAFF_ROLES = ['owner', 'sales', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Each role's name and duties as messages of the back office's catalogue (lingui.admin.config.ts): the back office
 * shows them in the staff member's language, the invitation mail in the inviting owner's
 * (`i18n._(ROLE_NAMES[role])`); the English ones are the messages' ids.
 */
export const ROLE_NAMES: Record<StaffRole, MessageDescriptor> = {
  owner: /*i18n*/ { id: 'Owner' },
  sales: /*i18n*/ { id: 'Sales' },
  editor: /*i18n*/ { id: 'Editor' },
};

export const ROLE_DUTY_NAMES: Record<StaffRole, MessageDescriptor> = {
  owner: /*i18n*/ { id: 'Everything, including staff accounts, API tokens, the audit log and the dashboard' },
  sales: /*i18n*/ { id: 'The inquiry inbox and quotations' },
  editor: /*i18n*/ { id: 'The catalogue and the pages’ content' },
};

const inEnglish = (names: Record<StaffRole, MessageDescriptor>) =>
  Object.fromEntries(STAFF_ROLES.map((role) => [role, names[role].id])) as Record<StaffRole, string>;

export const ROLE_LABELS: Record<StaffRole, string> = inEnglish(ROLE_NAMES);

export const ROLE_DUTIES: Record<StaffRole, string> = inEnglish(ROLE_DUTY_NAMES);

/** Groups of roles, named for what they let in. */
export const ACCESS = {
  owner: ['owner'],
  inbox: ['owner', 'sales'],
  /** The catalogue's content and its pictures. */
  content: ['owner', 'editor'],
  anyStaff: ['owner', 'sales', 'editor'],
} as const satisfies Record<string, readonly StaffRole[]>;

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);
