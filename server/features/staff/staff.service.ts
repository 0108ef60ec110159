import type { Db } from '../../db/connect';
import { createStaffAccounts } from './staff-accounts';
import type { Origin, SignedIn, StaffContext, StaffServiceOptions } from './staff-context';
import { createPasswordLinks } from './staff-password-links';
import { createSignIn } from './staff-sign-in';

// Staff accounts, one part a module, the parts sharing one context (staff-context.ts):
//   staff-sign-in.ts          signing in (under the throttle) and out, here or everywhere
//   staff-password-links.ts   a password reset asked for; a one-time link (invitation or reset) looked at and used
//   staff-accounts.ts         the owners' list of accounts, invitations, role changes and (de)activation
// Every change is written with its audit entry in one transaction. The SQL is in staff.repository.ts and
// session.repository.ts; API tokens have a service of their own (api-tokens.service.ts).

export type { Origin, SignedIn, StaffServiceOptions };

export function createStaffService(db: Db, options: StaffServiceOptions) {
  const context: StaffContext = { db, ...options };
  return {
    ...createSignIn(context),
    ...createPasswordLinks(context),
    ...createStaffAccounts(context),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
