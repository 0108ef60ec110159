import { afterMigrating, insertPlaceholderRow } from './placeholder-row';

// A site seeded before the spelling was made British shows "Color fastness test" beside "Colour options".
const BEFORE = '2026-12-04-030-company-page-search-engine-texts';

it('spells the quality check “Colour fastness test” on a running site, leaving an edited title alone', () =>
  afterMigrating(
    BEFORE,
    async (db) => {
      // The check as the seed wrote it until now, and a check an editor titled in their own words.
      for (const title of ['Color fastness test', 'Color check (our own)']) {
        await insertPlaceholderRow(db, 'content_block', { page: 'quality-control', section: 'checks', title });
      }
    },
    async (db) => {
      const titles = (await db.selectFrom('content_block').select('title').where('page', '=', 'quality-control').execute()).map(
        (row) => row.title,
      );
      expect(titles).toContain('Colour fastness test');
      expect(titles).not.toContain('Color fastness test');
      expect(titles).toContain('Color check (our own)');
    },
  ));
