import { openPostgres } from '../server/db/connect';
import { hashPassword } from '../server/features/staff/password';
import type { StaffRole } from '../shared/staff/roles';

let counter = 0;

/**
 * An invitation made through the running server's API, as an owner would make it, for browser tests that start
 * from the link. Somebody has to be the first owner: that account is written straight to the database with a
 * password, then signs in through the API like anybody else, and its session (whatever the server names its
 * cookie) invites.
 */
export async function invitationLink(
  baseUrl: string,
  databaseUrl: string,
  invitee: { email: string; name: string; role: StaffRole },
): Promise<string> {
  counter += 1;
  const email = `inviter-${process.pid}-${Date.now()}-${counter}@staff.test`;
  const password = `inviting owner ${counter} ${Date.now()}`;
  const database = openPostgres(databaseUrl, 1);
  try {
    await database.db
      .insertInto('staff')
      .values({ email, name: 'Inviting owner', role: 'owner', password_hash: await hashPassword(password) })
      .execute();
  } finally {
    await database.close();
  }
  // A state change must say it comes from the back office's own pages.
  const headers = { 'Content-Type': 'application/json', Origin: new URL(baseUrl).origin };
  const signedIn = await fetch(`${baseUrl}/api/staff/session`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  if (!signedIn.ok) throw new Error(`The inviting owner could not sign in: ${signedIn.status} ${await signedIn.text()}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const invited = await fetch(`${baseUrl}/api/staff/accounts`, {
    method: 'POST',
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify(invitee),
  });
  if (!invited.ok) throw new Error(`The invitation was refused: ${invited.status} ${await invited.text()}`);
  return ((await invited.json()) as { link: string }).link;
}
