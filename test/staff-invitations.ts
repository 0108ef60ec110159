import { openPostgres } from '../server/db/connect';
import { type Invitee, inviteFromCommandLine } from '../server/features/staff/first-owner';

/**
 * A one-time invitation link as `npm run staff:invite` makes it (how a new site's first owner gets in), for browser
 * tests that start from the link. The link points at the server under test.
 */
export async function invitationLink(baseUrl: string, databaseUrl: string, invitee: Invitee): Promise<string> {
  const database = openPostgres(databaseUrl, 1);
  try {
    return (await inviteFromCommandLine(database.db, invitee, { baseUrl, now: new Date() })).url;
  } finally {
    await database.close();
  }
}
