import { type DatabaseHandle, openPostgres } from '../server/db/connect';
import type { StaffRole } from '../shared/staff/roles';
import { sessionCookie } from '../server/features/staff/staff-door';
import { signedInAs } from './staff-sessions';

// Staff for the browser tests: accounts and sessions written straight into the run's database (as sign-in would),
// and the cookie that carries the session on the built test server (plain http, so without the __Host- prefix).

let database: DatabaseHandle | undefined;

const testDatabase = () => (database ??= openPostgres(process.env.TEST_DATABASE_URL!));

export interface StaffCookie {
  staffId: number;
  name: string;
  email: string;
  cookie: { name: string; value: string };
}

export async function staffSession(role: StaffRole): Promise<StaffCookie> {
  const signedIn = await signedInAs(testDatabase().db, role);
  const name = sessionCookie(false).name;
  const value = signedIn.headers.Cookie.slice(name.length + 1);
  return { staffId: signedIn.staffId, name: signedIn.name, email: signedIn.email, cookie: { name, value } };
}

/** An inquiry's stored status, as the server keeps it. */
export async function storedStatus(reference: string): Promise<string | undefined> {
  const row = await testDatabase().db.selectFrom('inquiry').select('status').where('reference', '=', reference).executeTakeFirst();
  return row?.status;
}

export async function closeStaffDatabase(): Promise<void> {
  await database?.close();
  database = undefined;
}

/** A picture of the library as the server keeps it, by its file name. */
export async function storedMedia(fileName: string) {
  return testDatabase()
    .db.selectFrom('media')
    .select(['alt', 'focus_x', 'focus_y', 'status', 'format'])
    .where('file_name', '=', fileName)
    .executeTakeFirst();
}
