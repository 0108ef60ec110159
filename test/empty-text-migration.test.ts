import { afterMigrating, insertPlaceholderRow } from './placeholder-row';

// A badge saved without a colour, and a category without texts for search engines, were kept as null before; the
// row types derived from the content declarations say an empty optional text is ''.
const BEFORE = '2026-12-05-601-colour-fastness-spelling';

it('keeps the empty optional texts of a running site as empty text, and new rows default to it', () =>
  afterMigrating(
    BEFORE,
    async (db) => {
      await insertPlaceholderRow(db, 'badge', { title: 'HAND WOVEN', color: null });
      await insertPlaceholderRow(db, 'category', { name: 'Baskets', path: 'baskets', seo_title: null, seo_description: 'Kept' });
    },
    async (db) => {
      expect(await db.selectFrom('badge').select(['title', 'color']).execute()).toEqual([{ title: 'HAND WOVEN', color: '' }]);
      expect(await db.selectFrom('category').select(['seo_title', 'seo_description']).execute()).toEqual([
        { seo_title: '', seo_description: 'Kept' },
      ]);
      await insertPlaceholderRow(db, 'badge', { title: 'NATURAL' });
      expect((await db.selectFrom('badge').select('color').where('title', '=', 'NATURAL').executeTakeFirstOrThrow()).color).toBe('');
      // A null written by older code is refused, not kept.
      await expect(
        db
          .updateTable('badge')
          .set({ color: null as never })
          .execute(),
      ).rejects.toThrow(/null value/);
    },
  ));
