import { type SqlBool, sql } from 'kysely';
import type { SiteLocale } from '../../../shared/i18n/locales';
import { SEARCH_MATCH_LIMIT, SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS, withoutAccents } from '../../../shared/search';
import type { Db } from '../../db/connect';

// Search in another site locale, over the published translations' names and descriptions. The query is cut into
// words by the platform's word breaker for that language (Intl.Segmenter), which also cuts Japanese, written
// without spaces, into its words. A word in a Latin script matches a close spelling (trigram word similarity, as
// the English search); a word in another script matches where its characters stand together.

const WORD_SIMILARITY_THRESHOLD = '0.4';
const LATIN_WORD = /^[\p{Script=Latin}\p{N}]+$/u;

/** What search reads of a text: lower case, without accents. */
export const searchFolded = (text: string) => withoutAccents(text).toLowerCase();

/** The words of a query in `locale`, folded; Latin words shorter than 2 letters are dropped. */
export function translatedSearchWords(locale: SiteLocale, query: string): string[] {
  const segments = new Intl.Segmenter(locale, { granularity: 'word' }).segment(searchFolded(query.slice(0, SEARCH_MAX_LENGTH)));
  return [...segments]
    .filter((segment) => segment.isWordLike && (!LATIN_WORD.test(segment.segment) || segment.segment.length >= 2))
    .map((segment) => segment.segment)
    .slice(0, SEARCH_MAX_WORDS);
}

/** Products whose translation into `locale` holds every word: those with every word in the name first. */
export async function searchTranslatedProducts(db: Db, locale: SiteLocale, words: string[], limit: number, offset: number) {
  if (words.length === 0) return { ids: [], total: 0, capped: false };
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`.execute(trx);
    const holds = (column: 'search_name' | 'search_text') =>
      sql.join(
        words.map((word) =>
          LATIN_WORD.test(word) ? sql<SqlBool>`${word} <% ${sql.ref(column)}` : sql<SqlBool>`strpos(${sql.ref(column)}, ${word}) > 0`,
        ),
        sql` and `,
      );
    const { rows } = await sql<{ id: number; total: number }>`
      with matches as materialized (
        select item_id as id, search_name, ${holds('search_name')} as in_name
        from content_translation
        where kind = 'product' and locale = ${locale} and published_at is not null and ${holds('search_text')}
          and exists (select 1 from product p where p.id = item_id)
        limit ${SEARCH_MATCH_LIMIT + 1}
      )
      select id, (select count(*) from matches)::int as total from matches
      order by in_name desc, length(search_name), search_name, id
      limit ${limit} offset ${offset}`.execute(trx);
    const found = rows[0]?.total ?? 0;
    return { ids: rows.map((row) => row.id), total: Math.min(found, SEARCH_MATCH_LIMIT), capped: found > SEARCH_MATCH_LIMIT };
  });
}
