import { Migrator, sql } from 'kysely';
import { migrations } from '../../migrations/index';
import { createTestDatabase, dropTestDatabase } from '../../test/test-database';
import { openPostgres } from './connect';
import { migrateToLatest } from './migrate';

// Before the migration a buyer's question emptied `first_reply_at`. Once migrated, an answered inquiry is answered
// at its reply; one a question reopened owes a reply again and has its first reply's time back from its timeline.
it('keeps answered inquiries answered, and gives reopened ones their first reply back', async () => {
  const { name, url } = await createTestDatabase('catalogue_migrate_answered');
  const database = openPostgres(url, 2);
  try {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('2026-12-02-002-outbox-message-key')).error).toBeUndefined();
    const inquiry = async (reference: string, firstReplyAt: string | null) => {
      const { rows } = await sql<{ id: string }>`insert into inquiry (reference, kind, payload, created_at, first_reply_at)
        values (${reference}, 'contact', '{}'::jsonb, '2026-11-20T03:00:00Z', ${firstReplyAt}) returning id`.execute(database.db);
      return rows[0]!.id;
    };
    const event = (id: string, kind: string, at: string) =>
      sql`insert into inquiry_event (inquiry_id, at, actor_label, kind) values (${id}, ${at}, 'Lan', ${kind})`.execute(database.db);
    const answered = await inquiry('C-2611-AAAAA', '2026-11-20T03:05:00Z');
    await event(answered, 'reply', '2026-11-20T03:05:00Z');
    const reopened = await inquiry('C-2611-BBBBB', null);
    await event(reopened, 'reply', '2026-11-20T03:05:00Z');
    await event(reopened, 'reply', '2026-11-20T03:30:00Z');
    await event(reopened, 'buyer', '2026-11-20T04:00:00Z');
    const waiting = await inquiry('C-2611-CCCCC', null);

    await migrateToLatest(database.db);
    const { rows } = await sql<{ reference: string; first_reply_at: Date | null; answered_at: Date | null }>`
      select reference, first_reply_at, answered_at from inquiry where id in (${answered}, ${reopened}, ${waiting}) order by reference`.execute(
      database.db,
    );
    expect(rows).toEqual([
      { reference: 'C-2611-AAAAA', first_reply_at: new Date('2026-11-20T03:05:00Z'), answered_at: new Date('2026-11-20T03:05:00Z') },
      { reference: 'C-2611-BBBBB', first_reply_at: new Date('2026-11-20T03:05:00Z'), answered_at: null },
      { reference: 'C-2611-CCCCC', first_reply_at: null, answered_at: null },
    ]);
  } finally {
    await database.close();
    await dropTestDatabase(name);
  }
});
