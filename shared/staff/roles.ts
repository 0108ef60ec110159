// Who may do what on the staff side. Each endpoint of a staff contract names the roles it admits
// (shared/contracts/staff-*.ts); the server refuses the others with 403, and the back office hides what a role
// cannot use. One list, read by both.

export const STAFF_ROLES = ['owner', 'sales', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  sales: 'Sales',
  editor: 'Editor',
};

export const ROLE_DUTIES: Record<StaffRole, string> = {
  owner: 'Everything, including staff accounts, API tokens, the audit log and the dashboard',
  sales: 'The inquiry inbox and quotations',
  editor: 'The catalogue and the pages’ content',
};

/** Groups of roles, named for what they let in. */
export const ACCESS = {
  owner: ['owner'],
  inbox: ['owner', 'sales'],
  /** The catalogue's content and its pictures. */
  content: ['owner', 'editor'],
  anyStaff: ['owner', 'sales', 'editor'],
} as const satisfies Record<string, readonly StaffRole[]>;

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);
