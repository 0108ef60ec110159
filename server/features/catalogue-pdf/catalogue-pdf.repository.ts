import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { Picture } from '../../../shared/picture';
import type { SiteLocale } from '../../../shared/i18n/locales';
import { SPEC_COLUMNS } from '../catalogue/product-spec.public';

/** The published categories, in the order the site lists them; with `path`, that one alone. */
export function publishedCategories(db: Db, path?: string) {
  return db
    .selectFrom('category')
    .select(['id', 'name', 'path', 'description'])
    .$if(path !== undefined, (q) => q.where('path', '=', path!))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/**
 * The published products of these categories with what the catalogue prints of each, by name within a category
 * (a buyer looks a product up in a printed list by its name). Drafts live in content_draft: never here.
 */
export async function publishedProductsOf(db: Db, categoryIds: readonly number[]) {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .selectFrom('product as p')
    .innerJoin('material as m', 'm.id', 'p.material_id')
    .select([
      'p.id',
      'p.category_id',
      'p.thumbnail',
      sql<Picture | null>`p.gallery -> 0`.as('first_picture'),
      'p.name',
      'm.id as material_id',
      'm.name as material',
      ...SPEC_COLUMNS.map((column) => `p.${column}` as const),
    ])
    .where('p.category_id', 'in', categoryIds)
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
  return rows;
}

export type PublishedProductRow = Awaited<ReturnType<typeof publishedProductsOf>>[number];

/** The first slide's picture: the one the home page opens with, and the catalogue's cover. */
export async function heroPicture(db: Db): Promise<Picture | null> {
  const row = await db.selectFrom('slide').select('background').orderBy('sort_order').orderBy('id').limit(1).executeTakeFirst();
  return row?.background ?? null;
}

/** The content revision and when it moved: what a generated file is stored under and dated by. */
export function contentRevisionRow(db: Db) {
  return db
    .selectFrom('content_revision')
    .select([sql<string>`revision::text`.as('revision'), 'changed_at'])
    .executeTakeFirstOrThrow();
}

export interface StoredPdf {
  bytes: Buffer;
  etag: string;
  revision: string;
  generatedAt: Date;
}

/** A stored file's name: which file, in which locale's edition. */
export interface PdfKey {
  key: string;
  locale: SiteLocale;
}

/** The file stored under `key` in `locale`, if it was made from this revision. */
export async function findStoredPdf(db: Db, { key, locale }: PdfKey, revision: string): Promise<StoredPdf | undefined> {
  const row = await db
    .selectFrom('catalogue_pdf')
    .select(['bytes', 'etag', sql<string>`revision::text`.as('revision'), 'generated_at'])
    .where('key', '=', key)
    .where('locale', '=', locale)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return row && { bytes: row.bytes, etag: row.etag, revision: row.revision, generatedAt: row.generated_at };
}

/**
 * Stores a file made from `revision` unless one from this revision or a later one is there (another process made
 * it first), and answers the one stored: every process serves the same bytes and the same ETag.
 */
export async function storePdf(db: Db, name: PdfKey, made: StoredPdf): Promise<StoredPdf> {
  await db
    .insertInto('catalogue_pdf')
    .values({ ...name, revision: made.revision, bytes: made.bytes, etag: made.etag, generated_at: made.generatedAt })
    .onConflict((oc) =>
      oc
        .columns(['key', 'locale'])
        .doUpdateSet((eb) => ({
          revision: eb.ref('excluded.revision'),
          bytes: eb.ref('excluded.bytes'),
          etag: eb.ref('excluded.etag'),
          generated_at: eb.ref('excluded.generated_at'),
        }))
        .where('catalogue_pdf.revision', '<', (eb) => eb.ref('excluded.revision')),
    )
    .execute();
  // Files of an older revision are never served again: the table holds one edition of each file at most.
  await db.deleteFrom('catalogue_pdf').where('revision', '<', made.revision).execute();
  return (await findStoredPdf(db, name, made.revision)) ?? made;
}
