import { seedDatabase } from '../demo/catalogue/seed';
import { demoPictures } from './demo-pictures';
import { openPostgres } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { sessionCookie } from '../server/features/staff/staff-api-guard';
import type { StaffRole } from '../shared/staff/roles';
import { signedInAs } from './staff-sessions';
import { createTestDatabase, dropTestDatabase } from './test-database';

// A database of a test's own, migrated and seeded with the demo catalogue, for browser tests that change the
// public content (and so must not change the run's shared database under the other tests).
export async function seededDatabase(prefix: string) {
  const { name, url } = await createTestDatabase(prefix);
  const handle = openPostgres(url, 2);
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db, await demoPictures());
  return {
    url,
    db: handle.db,
    /** A staff member signed in, and the cookie that carries the session on a built server over plain http. */
    async staffCookie(role: StaffRole, name: string) {
      const signedIn = await signedInAs(handle.db, role, { name });
      const cookieName = sessionCookie(false).name;
      return { name: cookieName, value: signedIn.headers.Cookie.slice(cookieName.length + 1) };
    },
    async drop() {
      await handle.close();
      await dropTestDatabase(name);
    },
  };
}
