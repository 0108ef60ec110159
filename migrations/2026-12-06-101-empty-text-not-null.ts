import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// An optional text field of a content kind is empty text when it is left empty, as most of them always were; these
// few columns also allowed null, so the row types derived from the content declarations could not say which. Null
// becomes empty text, and the columns now hold text only.
const COLUMNS = {
  product: ['size', 'hs_code', 'packing_note', 'seo_title', 'seo_description'],
  category: ['seo_title', 'seo_description'],
  material: ['seo_title', 'seo_description'],
  badge: ['color'],
} as const;

// One ALTER per table, no UPDATE: rewriting the column through coalesce queues no content triggers, and PostgreSQL
// checks NOT NULL on the rewritten rows.
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(COLUMNS)) {
    const changes = columns.map(
      (column) =>
        sql`alter column ${sql.ref(column)} type text using coalesce(${sql.ref(column)}, ''), alter column ${sql.ref(column)} set default '', alter column ${sql.ref(column)} set not null`,
    );
    await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
  }
}
