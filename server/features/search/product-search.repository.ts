import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { SEARCH_MATCH_LIMIT } from '../../../shared/search';
import type { Db } from '../../db/connect';
import { productColumns } from '../catalogue/product-summary.public';

// Search in two steps, both bounded however large the catalogue grows (migration 005):
// 1. Spelling: each word of the query becomes the few catalogue words closest to it ('bsket' → basket,
//    'bas' → basket, bamboo…), by trigram similarity against the vocabulary in `search_term`.
// 2. Matching: the GIN index on `product_search.terms` gives the products holding a spelling of every word,
//    and only the first SEARCH_MATCH_LIMIT of them are ranked, those with every word in the name first: a word on
//    every second product costs no more than a rare one. Past that, the total is reported as a lower bound.
const WORD_SIMILARITY_THRESHOLD = '0.4';
const SPELLINGS_PER_WORD = 8;
// A spelling far weaker than a word's best is another word: 'lamp' is not 'large'.
const SPELLING_RATIO_TO_BEST = 0.75;
const DESCRIPTION_WEIGHT = 0.5;

interface Spellings {
  terms: string[];
  similarities: number[];
}

async function spellingsOf(db: Db, words: string[]): Promise<Spellings[]> {
  const { rows } = await sql<{ word: number; term: string; similarity: number }>`
    select w.position::int as word, t.term, t.similarity
    from unnest(${words}::text[]) with ordinality as w(word, position)
    cross join lateral (
      select term, word_similarity(w.word, term) as similarity
      from search_term
      where w.word <% term
      order by similarity desc, length(term), term
      limit ${SPELLINGS_PER_WORD}
    ) as t`.execute(db);
  const spellings = words.map((): Spellings => ({ terms: [], similarities: [] }));
  for (const row of rows) {
    const word = spellings[row.word - 1]!;
    // Rows come best first, so a word's first similarity is its best.
    if (row.similarity < (word.similarities[0] ?? 0) * SPELLING_RATIO_TO_BEST) continue;
    word.terms.push(row.term);
    word.similarities.push(row.similarity);
  }
  return spellings;
}

/**
 * Every word must match. A word scores the similarity of its best spelling in the name, or half that in the
 * description; the best total first, then the shortest name (the closest to the query), then by name.
 */
export async function searchProducts(db: Db, words: string[], limit: number, offset: number) {
  if (words.length === 0) return { rows: [], total: 0, capped: false };
  return db.transaction().execute(async (trx) => {
    // With a LIMIT the planner reads the table itself for any word on more than a few products, testing every
    // row it passes (4 ms for a word on 7 % of 100,000); the index answers in a fraction of that.
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true),
                     set_config('enable_seqscan', 'off', true)`.execute(trx);
    const spellings = await spellingsOf(trx, words);
    if (spellings.some((s) => s.terms.length === 0)) return { rows: [], total: 0, capped: false };

    const holding = (column: 'terms' | 'name_terms') =>
      sql.join(
        spellings.map((s) => sql<SqlBool>`${sql.ref(column)} && ${s.terms}::text[]`),
        sql` and `,
      );
    const matching = holding('terms');
    const named = holding('name_terms');
    // Plain expressions, not subqueries: they are evaluated for every product ranked.
    const score = sql.join(
      spellings.map(
        ({ terms, similarities }) =>
          sql`greatest(${sql.join(
            terms.map(
              (term, i) => sql`case
                when ${term} = any(name_terms) then ${similarities[i]}::real
                when ${term} = any(terms) then ${similarities[i]! * DESCRIPTION_WEIGHT}::real
                else 0 end`,
            ),
          )})`,
      ),
      sql` + `,
    );
    // Products with every word in the name first, then the others, up to one more than is ranked: that one
    // tells whether there are more.
    const { rows: ranked } = await sql<{ id: number; total: number }>`
      with in_name as materialized (
        select product_id as id, name, name_terms, terms from product_search where ${named} limit ${SEARCH_MATCH_LIMIT + 1}
      ),
      elsewhere as materialized (
        select product_id as id, name, name_terms, terms from product_search
        where ${matching} and not (${named}) limit ${SEARCH_MATCH_LIMIT + 1}
      ),
      matches as materialized (
        (select * from in_name) union all (select * from elsewhere) limit ${SEARCH_MATCH_LIMIT + 1}
      )
      select id, (select count(*) from matches)::int as total
      from (select id, name, ${score} as score from (select * from matches limit ${SEARCH_MATCH_LIMIT}) as ranked) as scored
      order by score desc, length(name), name, id
      limit ${limit} offset ${offset}`.execute(trx);

    const found = ranked[0]?.total ?? (offset > 0 ? await countMatches(trx, matching) : 0);
    const page = { total: Math.min(found, SEARCH_MATCH_LIMIT), capped: found > SEARCH_MATCH_LIMIT };
    return {
      rows: await productRowsInOrder(
        trx,
        ranked.map((r) => r.id),
      ),
      ...page,
    };
  });
}

/** The list columns of the products `ids`, in that order (a search's ranking). */
export async function productRowsInOrder(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const columns = await productColumns(db.selectFrom('product as p'))
    .where('p.id', 'in', [...ids])
    .execute();
  const position = new Map(ids.map((id, i) => [id, i]));
  return columns.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

async function countMatches(db: Db, matching: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ found: number }>`
    select count(*)::int as found from (select 1 from product_search where ${matching} limit ${SEARCH_MATCH_LIMIT + 1}) as m`.execute(db);
  return rows[0]!.found;
}
