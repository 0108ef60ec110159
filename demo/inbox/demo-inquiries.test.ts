import { sql } from 'kysely';
import { openPostgres } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { createTestDatabase, dropTestDatabase } from '../../test/test-database';
import { seedDatabase } from '../catalogue/seed';
import { demoPictures } from '../../test/demo-pictures';
import { seedDemoInquiries } from './demo-inquiries';
import { unknownPlaceholders } from '../../shared/staff/reply-tools';
import { runQuoteExpiryPass } from '../../server/features/quotes/quote-expiry';
import { quoteFigures } from '../../server/features/quotes/quote-figures';

describe('the demo inbox', () => {
  it('gives a first start ten weeks of inquiries of every kind and stage, once', async () => {
    const { name, url } = await createTestDatabase('demo_inbox');
    const database = openPostgres(url, 2);
    try {
      await migrateToLatest(database.db);
      await seedDatabase(database.db, await demoPictures());
      const now = new Date('2026-11-24T10:00:00Z');
      const added = await seedDemoInquiries(database.db, now);
      expect(added).toBeGreaterThan(60);

      const { rows } = await sql<{
        kinds: string[];
        statuses: string[];
        countries: number;
        replied: number;
        late: number;
        waiting: number;
        oldest: Date;
      }>`
        select array_agg(distinct kind order by kind) as kinds, array_agg(distinct status order by status) as statuses,
          count(distinct country)::int as countries, count(first_reply_at)::int as replied,
          count(*) filter (where first_reply_at > reply_due_at)::int as late,
          count(*) filter (where first_reply_at is null and status = 'new')::int as waiting, min(created_at) as oldest
        from inquiry`.execute(database.db);
      const facts = rows[0]!;
      expect(facts.kinds).toEqual(['catalogue', 'contact', 'order', 'quotation']);
      expect(facts.statuses).toEqual(expect.arrayContaining(['new', 'open', 'quoted', 'won', 'lost', 'closed']));
      expect(facts.countries).toBeGreaterThan(8);
      expect(facts.replied).toBeGreaterThan(30);
      expect(facts.late).toBeGreaterThan(0);
      expect(facts.waiting).toBeGreaterThan(0);
      // Some of them overdue, for the inbox's red and the dashboard's "overdue now".
      const overdue = await sql<{ n: number }>`
        select count(*)::int as n from inquiry where first_reply_at is null and status = 'new' and reply_due_at < ${now}`.execute(
        database.db,
      );
      expect(overdue.rows[0]!.n).toBeGreaterThan(0);
      expect(now.getTime() - facts.oldest.getTime()).toBeLessThanOrEqual(10 * 7 * 24 * 60 * 60 * 1000);
      // Baskets and quotations name their products, for the product filter and the dashboard.
      const named = await sql<{ n: number }>`select count(*)::int as n from inquiry_product`.execute(database.db);
      expect(named.rows[0]!.n).toBeGreaterThan(20);
      // Quoted, won and lost quotation requests and baskets have the quote sent with the first reply, and what
      // became of it: the dashboard's quote figures have something to count.
      const quotes = await sql<{ status: string; outcome: string; n: number }>`
        select i.status, coalesce(latest.buyer_answer, case when latest.expired_at is not null then 'expired' end, 'none') as outcome,
          count(*)::int as n
        from quote q join inquiry i on i.id = q.inquiry_id
        join lateral (select * from quote_version v where v.quote_id = q.id order by v.number desc limit 1) latest on true
        group by 1, 2 order by 1, 2`.execute(database.db);
      const outcomes = Object.fromEntries(quotes.rows.map((row) => [`${row.status} ${row.outcome}`, row.n]));
      expect(Object.keys(outcomes).sort()).toEqual(['lost declined', 'lost expired', 'quoted none', 'won accepted']);
      const missing = await sql<{ n: number }>`
        select count(*)::int as n from inquiry i where i.status in ('quoted', 'won', 'lost') and i.kind in ('quotation', 'order')
          and not exists (select 1 from quote q where q.inquiry_id = i.id)`.execute(database.db);
      expect(missing.rows[0]!.n).toBe(0);
      // Every version's total is its lines' amounts; some quotes were revised.
      const versions = await sql<{ total: string; lines: string; number: number }>`
        select v.total_cents as total, v.number, (select sum(l.quantity * l.unit_price_cents) from quote_line l where l.version_id = v.id)::text as lines
        from quote_version v`.execute(database.db);
      for (const version of versions.rows) expect(version.lines).toBe(version.total);
      expect(versions.rows.some((version) => version.number === 2)).toBe(true);
      // The demo is consistent with the expiry pass: nothing left for it at the time it was seeded.
      expect(await runQuoteExpiryPass(database.db, { now: () => now })).toBe(0);
      const figures = await quoteFigures(database.db, now, 12);
      expect(figures.quotesSent).toBeGreaterThan(10);
      expect(figures.acceptanceShare).toBeGreaterThan(0);
      expect(figures.medianMinutesToQuote).toBeGreaterThan(0);

      // Reply templates to start from, each filled without a word left in braces.
      const templates = await database.db.selectFrom('reply_template').select(['name', 'body']).execute();
      expect(templates.map((template) => template.name)).toEqual(
        expect.arrayContaining(['Thank you, quote follows', 'Catalogue attached']),
      );
      for (const template of templates) expect(unknownPlaceholders(template.body)).toEqual([]);

      // Nothing is promised twice: a second seed adds nothing.
      expect(await seedDemoInquiries(database.db, now)).toBe(0);
    } finally {
      await database.close();
      await dropTestDatabase(name);
    }
  });
});
