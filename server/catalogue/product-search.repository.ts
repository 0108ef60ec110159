import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/connect';
import { productColumns } from './product.repository';

// A word matches a product when it is close enough to some part of its name (or, as a weaker signal, of its
// description): 'bsket' still finds 'basket'. The threshold is set per transaction so the trigram indexes
// of migration 002 serve the `<%` operator.
export const WORD_SIMILARITY_THRESHOLD = '0.4';
const DESCRIPTION_WEIGHT = 0.5;

export async function searchProducts(db: Db, words: string[], limit: number, offset: number) {
  if (words.length === 0) return { rows: [], total: 0 };
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`.execute(trx);
    const matches = words.map((word) => sql<SqlBool>`(${word} <% search_text(p.name) or ${word} <% search_text(p.description))`);
    const score = sql.join(
      words.map(
        (word) =>
          sql`greatest(word_similarity(${word}, search_text(p.name)), ${DESCRIPTION_WEIGHT} * word_similarity(${word}, search_text(p.description)))`,
      ),
      sql` + `,
    );
    const rows = await productColumns(trx.selectFrom('product as p'))
      .select([sql<number>`${score}`.as('score'), sql<number>`count(*) over ()::int`.as('total')])
      .where(sql<SqlBool>`${sql.join(matches, sql` and `)}`)
      .orderBy('score', 'desc')
      .orderBy('p.name')
      .orderBy('p.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows, total: rows[0]?.total ?? (offset > 0 ? await countMatches(trx, matches) : 0) };
  });
}

async function countMatches(db: Db, matches: RawBuilder<SqlBool>[]) {
  const row = await db
    .selectFrom('product as p')
    .select(sql<number>`count(*)::int`.as('total'))
    .where(sql<SqlBool>`${sql.join(matches, sql` and `)}`)
    .executeTakeFirstOrThrow();
  return row.total;
}
