import pino from 'pino';
import { openPostgres, type DatabaseHandle } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { DEMO_OWNER, ensureDemoOwnerInvitation } from './first-owner';
import { deleteUnusableSessionsAndLinks } from './staff-cleanup';
import { startSession } from './staff-api-guard';
import { hashOfToken } from '../../http/secret-token';
import { createTestDatabase, dropTestDatabase } from '../../../test/test-database';

// The demo on the embedded database opens its back office through a link in the log: on a database of its own
// here, since it depends on there being no other account. And the hourly clean-up of sessions and links.

let name: string;
let database: DatabaseHandle;
beforeAll(async () => {
  const created = await createTestDatabase('staff_first_owner');
  name = created.name;
  database = openPostgres(created.url, 2);
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.close();
  await dropTestDatabase(name);
});

const BASE = 'http://localhost:3000';
const LINE =
  /^Back office: open http:\/\/localhost:3000\/admin\/link\/([A-Za-z0-9_-]{43}) to set the demo owner's password \(valid 24 hours\)$/;

function capturingLogger() {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push((JSON.parse(line) as { msg: string }).msg) });
  return { logger, lines };
}

const liveLinks = () =>
  database.db
    .selectFrom('staff_link')
    .select('token_hash')
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .execute()
    .then((rows) => rows.map((row) => row.token_hash));

describe('the demo owner on the embedded database', () => {
  it('is invited on the first start, its link printed once in the log, valid 24 hours', async () => {
    const { logger, lines } = capturingLogger();
    const url = await ensureDemoOwnerInvitation(database.db, BASE, logger, new Date());
    expect(lines).toHaveLength(1);
    const token = LINE.exec(lines[0]!)![1]!;
    expect(url).toBe(`${BASE}/admin/link/${token}`);
    const owner = await database.db.selectFrom('staff').selectAll().executeTakeFirstOrThrow();
    expect(owner).toEqual(expect.objectContaining({ ...DEMO_OWNER, password_hash: null, active: true }));
    expect(await liveLinks()).toEqual([hashOfToken(token)]);
    const audit = await database.db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'staff.invited', actor_label: 'first start', subject_id: String(owner.id) })]);
  });

  it('gets a new link at the next start while its password is not chosen; the earlier link stops working', async () => {
    const { logger, lines } = capturingLogger();
    await ensureDemoOwnerInvitation(database.db, BASE, logger, new Date());
    const token = LINE.exec(lines[0]!)![1]!;
    expect(await liveLinks()).toEqual([hashOfToken(token)]);
    expect(await database.db.selectFrom('staff').selectAll().execute()).toHaveLength(1);
  });

  it('is left alone once its password is chosen', async () => {
    await database.db.updateTable('staff').set({ password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA' }).execute();
    const { logger, lines } = capturingLogger();
    expect(await ensureDemoOwnerInvitation(database.db, BASE, logger, new Date())).toBeNull();
    expect(lines).toEqual([]);
  });
});

describe('the clean-up of sessions and links', () => {
  it('deletes sessions past either limit and links dead for a day, and keeps the rest', async () => {
    const { id } = await database.db.selectFrom('staff').select('id').executeTakeFirstOrThrow();
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);
    const live = await startSession(database.db, { staffId: id, role: 'owner', ip: null, userAgent: null }, hoursAgo(1));
    await startSession(database.db, { staffId: id, role: 'owner', ip: null, userAgent: null }, hoursAgo(13));
    const old = await startSession(database.db, { staffId: id, role: 'owner', ip: null, userAgent: null }, hoursAgo(8 * 24));
    await database.db
      .updateTable('staff_session')
      .set({ last_seen_at: hoursAgo(1) })
      .where('token_hash', '=', hashOfToken(old))
      .execute();
    const link = (hash: string, expiresAt: Date, usedAt: Date | null) =>
      database.db
        .insertInto('staff_link')
        .values({ token_hash: hash, staff_id: id, purpose: 'password-reset', expires_at: expiresAt, used_at: usedAt })
        .execute();
    await link('live', hoursAgo(-1), null);
    await link('used just now', hoursAgo(-1), hoursAgo(0.5));
    await link('used two days ago', hoursAgo(40), hoursAgo(47));
    await link('expired two days ago', hoursAgo(48), null);

    expect(await deleteUnusableSessionsAndLinks(database.db, now)).toEqual({ sessions: 2, links: 2 });
    const sessions = await database.db.selectFrom('staff_session').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).toEqual([hashOfToken(live)]);
    const links = await database.db
      .selectFrom('staff_link')
      .select('token_hash')
      .where('token_hash', 'in', ['live', 'used just now', 'used two days ago', 'expired two days ago'])
      .execute();
    expect(links.map((l) => l.token_hash).sort()).toEqual(['live', 'used just now']);
  });
});
