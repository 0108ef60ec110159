import { type SelectQueryBuilder, sql } from 'kysely';
import type { Sort } from '../../../shared/catalogue';
import { DEFAULT_LOCALE, type SiteLocale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/connect';
import type { Database, ProductTable } from '../../db/database';
import { SPEC_COLUMNS } from './product-spec.public';
import { productColumns, type ProductListRow, withCategoryAndMaterial } from './product-summary.public';

export interface ProductFilter {
  categoryId?: number;
  materialId?: number;
  featured?: boolean;
  excludePath?: string;
}

export interface PageWindow {
  limit: number;
  offset: number;
  sort: Sort;
  /** The locale whose names an A–Z order follows (absent: English). */
  locale?: SiteLocale;
}

/**
 * The name an A–Z list in `locale` is ordered by: the published translation's, else the English one (which the
 * page then shows), so the order follows the names the buyer reads.
 */
const nameIn = (locale: SiteLocale | undefined) =>
  locale === undefined || locale === DEFAULT_LOCALE
    ? sql<string>`p.name`
    : sql<string>`coalesce((
        select nullif(btrim(t.values->>'name'), '') from content_translation t
        where t.kind = 'product' and t.item_id = p.id and t.locale = ${locale} and t.published_at is not null
      ), p.name)`;

function filtered(db: Db, filter: ProductFilter) {
  return db
    .selectFrom('product as p')
    .$if(filter.categoryId !== undefined, (q) => q.where('p.category_id', '=', filter.categoryId!))
    .$if(filter.materialId !== undefined, (q) => q.where('p.material_id', '=', filter.materialId!))
    .$if(filter.featured === true, (q) => q.where('p.featured', '=', true))
    .$if(filter.excludePath !== undefined, (q) => q.where('p.path', '!=', filter.excludePath!));
}

export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  if (Object.values(filter).every((value) => value === undefined)) {
    const kept = await db.selectFrom('product_total').select('total').executeTakeFirstOrThrow();
    return Number(kept.total);
  }
  const row = await filtered(db, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

export async function hasProduct(db: Db, filter: ProductFilter, path: string): Promise<boolean> {
  const row = await filtered(db, filter).where('p.path', '=', path).select('p.id').executeTakeFirst();
  return row !== undefined;
}

export interface ProductPage {
  rows: ProductListRow[];
  /** With `excludePath`: whether that product matches the rest of the filter (the total is one less), when the
   * page has rows to tell it; an empty page leaves it unknown. */
  excludedMatches?: boolean;
}

function pageRows(db: Db, filter: ProductFilter, { limit, offset, sort, locale }: PageWindow) {
  // The page's ids first, from the index alone (a deep page skips thousands of entries, not rows), then their
  // columns. Default order is newest first; the id breaks ties so pages never overlap.
  const order = <Q extends SelectQueryBuilder<Database & { p: ProductTable }, 'p', object>>(query: Q): Q =>
    (sort === 'az'
      ? query.orderBy(nameIn(locale), 'asc').orderBy('p.id', 'asc')
      : sort === 'za'
        ? query.orderBy(nameIn(locale), 'desc').orderBy('p.id', 'desc')
        : filter.featured
          ? // The featured products in the order editors gave them, the newest first among equals.
            query.orderBy('p.featured_order', 'asc').orderBy('p.created_at', 'desc').orderBy('p.id', 'desc')
          : query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc')) as Q;
  const page = order(filtered(db, filter).select('p.id')).limit(limit).offset(offset);
  return order(productColumns(db.selectFrom('product as p')).where('p.id', 'in', page));
}

export async function listProducts(db: Db, filter: ProductFilter, window: PageWindow): Promise<ProductPage> {
  const { excludePath, ...rest } = filter;
  if (excludePath === undefined) return { rows: await pageRows(db, filter, window).execute() };
  // Whether the excluded product is among the filter's is asked in the same statement: one round trip less for
  // every product page's related products.
  const rows = await pageRows(db, filter, window)
    .select((eb) => eb.exists(filtered(db, rest).where('p.path', '=', excludePath).select('p.id')).as('excluded_matches'))
    .execute();
  return rows.length ? { rows, excludedMatches: Boolean(rows[0]!.excluded_matches) } : { rows };
}

export function findProductByPath(db: Db, path: string) {
  return withCategoryAndMaterial(db.selectFrom('product as p'))
    .select(['p.detail', 'p.gallery', 'p.updated_at', 'p.seo_title', 'p.seo_description'])
    .select(SPEC_COLUMNS.map((column) => `p.${column}` as const))
    .where('p.path', '=', path)
    .executeTakeFirst();
}

/** The export packing of the public products with these paths (numeric columns come back as text). */
export const packingColumns = [
  'p.path',
  'p.name',
  'p.colours',
  'p.carton_length_cm',
  'p.carton_width_cm',
  'p.carton_height_cm',
  'p.carton_gross_weight_kg',
  'p.pieces_per_carton',
  'p.packing_note',
] as const;

export function findPackingByPaths(db: Db, paths: readonly string[]) {
  return db.selectFrom('product as p').select(packingColumns).where('p.path', 'in', paths).execute();
}

/** Products whose name or address holds `text` (as typed: no pattern characters), names first, then by name. */
export function findPackingByText(db: Db, text: string, limit: number) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('product as p')
    .select(packingColumns)
    .where((eb) => eb.or([eb('p.name', 'ilike', pattern), eb('p.path', 'ilike', pattern)]))
    .orderBy(sql`p.name ilike ${pattern}`, 'desc')
    .orderBy('p.name')
    .limit(limit)
    .execute();
}
