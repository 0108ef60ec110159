import { openPostgres } from '../server/db/connect';
import { sessionCookie, startSession } from '../server/features/staff/staff-door';
import type { StaffRole } from '../shared/staff/roles';

let counter = 0;

/**
 * An invitation made through the running server's API, as an owner would make it, for browser tests that start
 * from the link. The inviting owner and its session are written straight to the database (as test/staff-sessions.ts
 * does), since somebody has to be the first owner. The built server runs in production mode: its cookie has the
 * __Host- name, and a state change must say it comes from the server's own origin.
 */
export async function invitationLink(
  baseUrl: string,
  databaseUrl: string,
  invitee: { email: string; name: string; role: StaffRole },
): Promise<string> {
  counter += 1;
  const database = openPostgres(databaseUrl, 1);
  try {
    const { id } = await database.db
      .insertInto('staff')
      .values({
        email: `inviter-${process.pid}-${Date.now()}-${counter}@staff.test`,
        name: 'Inviting owner',
        role: 'owner',
        password_hash: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = await startSession(database.db, { staffId: id, role: 'owner', ip: null, userAgent: 'e2e' }, new Date());
    const response = await fetch(`${baseUrl}/api/staff/accounts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(baseUrl).origin, Cookie: `${sessionCookie(true).name}=${session}` },
      body: JSON.stringify(invitee),
    });
    if (!response.ok) throw new Error(`The invitation was refused: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { link: string }).link;
  } finally {
    await database.close();
  }
}
