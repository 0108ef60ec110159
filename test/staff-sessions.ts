import type { Db } from '../server/db/connect';
import type { StaffLocale } from '../shared/i18n/locales';
import type { StaffRole } from '../shared/staff/roles';
import { sessionCookie, startSession } from '../server/features/staff/staff-api-guard';
import { TEST_BASE_URL } from './test-base-url';

let counter = 0;

export interface SignedIn {
  staffId: number;
  email: string;
  name: string;
  /** Headers of a request from the back office's own page: the session cookie, and where it comes from. */
  headers: { Cookie: string; Origin: string };
}

/**
 * A staff account of `role`, signed in: the account and its session written straight to the database, as sign-in
 * would, for API tests that are about something else. (The sign-in itself is tested through the API.)
 */
export async function signedInAs(
  db: Db,
  role: StaffRole,
  who: { email?: string; name?: string; locale?: StaffLocale } = {},
): Promise<SignedIn> {
  counter += 1;
  const email = who.email ?? `${role}-${process.pid}-${Date.now()}-${counter}@staff.test`;
  const name = who.name ?? `Test ${role} ${counter}`;
  const { id } = await db
    .insertInto('staff')
    .values({ email, name, role, password_hash: null, locale: who.locale ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await startSession(db, { staffId: id, role, ip: null, userAgent: 'jest' }, new Date());
  // The test app serves http://catalogue.test: plain http, so the cookie has no __Host- prefix there.
  return { staffId: id, email, name, headers: { Cookie: `${sessionCookie(false).name}=${token}`, Origin: TEST_BASE_URL } };
}
