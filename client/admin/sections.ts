import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { adminPaths } from '../../shared/staff/addresses';
import { ACCESS, type StaffRole } from '../../shared/staff/roles';

// The back office's screens as its menu lists them, each with the roles that may open it (the groups the staff
// contracts name). The menu shows a role what it may use, and a screen reached by its address is refused to the
// others by the same list (admin-routes.tsx); the server checks every request again.

export interface Section {
  to: string;
  /** The menu's name for it, in the staff member's language where shown (`i18n._(section.label)`). */
  label: MessageDescriptor;
  roles: readonly StaffRole[];
}

export const SECTIONS: readonly Section[] = [
  { to: adminPaths.inbox, label: msg`Inbox`, roles: ACCESS.inbox },
  { to: adminPaths.unmatchedMail, label: msg`Not matched`, roles: ACCESS.inbox },
  // Owners keep the templates; everyone who replies keeps their own signature there.
  { to: adminPaths.replyTools, label: msg`Templates`, roles: ACCESS.inbox },
  { to: adminPaths.content, label: msg`Content`, roles: ACCESS.content },
  { to: adminPaths.pictures, label: msg`Pictures`, roles: ACCESS.content },
  { to: adminPaths.translations(), label: msg`Translations`, roles: ACCESS.content },
  { to: adminPaths.dashboard, label: msg`Dashboard`, roles: ACCESS.owner },
  { to: adminPaths.staff, label: msg`Staff`, roles: ACCESS.owner },
  { to: adminPaths.tokens, label: msg`API tokens`, roles: ACCESS.owner },
  { to: adminPaths.audit, label: msg`Audit log`, roles: ACCESS.owner },
  // Owners change the inbox's settings; sales staff see them (the holidays the clock leaves out).
  { to: adminPaths.inboxSettings, label: msg`Inbox settings`, roles: ACCESS.inbox },
  // Sales answer a buyer's request for their data; erasing it is the owner's (the server checks each endpoint).
  { to: adminPaths.buyerData, label: msg`Buyer data`, roles: ACCESS.inbox },
];

export const sectionsFor = (role: StaffRole) => SECTIONS.filter((section) => section.roles.includes(role));

/**
 * The section a back-office address belongs to: its own screen or one under it (an inquiry and its quote are the
 * Inbox's, a product's form is Content's). None for the screens every member of staff has (their Account).
 */
export const sectionOf = (pathname: string): Section | undefined =>
  SECTIONS.find((section) => pathname === section.to || pathname.startsWith(`${section.to}/`));

/** Where a role starts: the first screen of its menu (the inbox for owners and sales, Content for editors). */
export const startScreenOf = (role: StaffRole): Section =>
  sectionsFor(role)[0] ?? { to: adminPaths.account, label: msg`Account`, roles: ACCESS.anyStaff };

/** A screen reached by its address that the signed-in person's role may not use. */
export class NotForYourRole extends Error {
  constructor(
    readonly role: StaffRole,
    readonly section: Section,
  ) {
    super(`${section.label.message ?? section.label.id} is not for the ${role} role`);
  }
}

/** Refuses (throws NotForYourRole) an address whose section the role may not use. */
export function checkRoleFor(role: StaffRole, pathname: string): void {
  const section = sectionOf(pathname);
  if (section && !section.roles.includes(role)) throw new NotForYourRole(role, section);
}
