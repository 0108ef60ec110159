import type {
  ListResponse,
  ProductDetail,
  ProductPacking,
  ProductSummary,
  Sort,
  Taxonomy,
  TaxonomyProducts,
} from '../../../shared/catalogue';
import { pageOffset } from '../../../shared/pagination';
import type { Db } from '../../db/connect';
import type { ContentRevision } from '../../db/content-revision';
import { cachePerRevision } from '../../db/revision-cache';
import { createProductCounter } from './product-counts';
import { packingByPaths } from './product-packing.public';
import { productDetailOf, seoOf } from './product-detail.public';
import { findProductByPath, listProducts, type ProductFilter } from './product.repository';
import { toSummary } from './product-summary.public';
import { withLibraryPictures, withLibraryPicturesOf } from '../media/library-pictures.public';
import { countTaxonomy, findTaxonomyByPath, listTaxonomy, type TaxonomyTableName } from './taxonomy.repository';

export interface ProductsOf {
  path: string;
  page: number;
  pageSize: number;
  sort?: Sort | undefined;
  /** Path of a product to leave out. */
  exclude?: string | undefined;
}

export interface CatalogueServiceOptions {
  /**
   * Memory for products and for listing pages, each (counted as their JSON), kept until the content changes: a page
   * rendered anew (not kept by the page cache, or the page cache off) then runs no query the last one ran.
   */
  keptBytes?: number;
}

/** The catalogue as the pages and the JSON API see it: rows mapped to the shared DTOs, HTML sanitised. */
export function createCatalogueService(db: Db, revision?: ContentRevision, { keptBytes }: CatalogueServiceOptions = {}) {
  const countProducts = createProductCounter(db, revision);
  // Without memory for them, products and listings are read anew for every request.
  const keptInMemory = <Args extends unknown[], Value extends NonNullable<unknown>>(
    keyOf: (...args: Args) => string,
    compute: (...args: Args) => Promise<Value>,
  ) => (keptBytes ? cachePerRevision(revision, keyOf, compute, { maxBytes: keptBytes }) : compute);

  // The category and material lists are on every page's layout: kept until the content changes.
  const taxonomyPage = cachePerRevision(
    revision,
    (table: TaxonomyTableName, page: number, pageSize: number) => `${table}/${page}/${pageSize}`,
    withLibraryPicturesOf(db, async (table: TaxonomyTableName, page: number, pageSize: number): Promise<ListResponse<Taxonomy>> => {
      const [rows, total] = await Promise.all([listTaxonomy(db, table, pageSize, pageOffset(page, pageSize)), countTaxonomy(db, table)]);
      const data: Taxonomy[] = rows.map((r) => ({
        _id: r.id,
        name: r.name,
        path: r.path,
        description: r.description,
        thumbnail: r.image,
      }));
      return { data, total };
    }),
  );

  const productPage = keptInMemory(
    (filter: ProductFilter, page: number, pageSize: number, sort: Sort) =>
      [filter.categoryId, filter.materialId, filter.featured, filter.excludePath, page, pageSize, sort].join('/'),
    withLibraryPicturesOf(
      db,
      async (filter: ProductFilter, page: number, pageSize: number, sort: Sort): Promise<ListResponse<ProductSummary>> => {
        const listing = listProducts(db, filter, { limit: pageSize, offset: pageOffset(page, pageSize), sort });
        const [{ rows }, total] = await Promise.all([
          listing,
          countProducts(
            filter,
            listing.then((listed) => listed.excludedMatches),
          ),
        ]);
        return { data: rows.map(toSummary), total };
      },
    ),
  );

  // A product's page and its API answer; an address that is no product is remembered too, in the same bound.
  const productByPath = keptInMemory(
    (path: string) => path,
    async (path: string) => ({ product: await withLibraryPictures(db, await findProduct(db, path)) }),
  );

  // Every product page asks for its material's products: the material is looked up once per content revision.
  const taxonomyByPath = cachePerRevision(
    revision,
    (table: TaxonomyTableName, path: string) => `${table}/${path}`,
    async (table, path) => ({ owner: await findTaxonomyByPath(db, table, path) }),
  );

  async function productsOf(table: TaxonomyTableName, query: ProductsOf): Promise<TaxonomyProducts | null> {
    const { owner } = await taxonomyByPath(table, query.path);
    if (!owner) return null;
    const filter: ProductFilter = table === 'category' ? { categoryId: owner.id } : { materialId: owner.id };
    if (query.exclude) filter.excludePath = query.exclude;
    const products = await productPage(filter, query.page, query.pageSize, query.sort ?? '');
    const seo = seoOf(owner);
    return seo ? { ...products, seo } : products;
  }

  return {
    /** In the order the paths were asked for; a path that is not a public product is left out. */
    async packingOf(paths: readonly string[]): Promise<{ data: ProductPacking[] }> {
      return { data: await packingByPaths(db, paths) };
    },
    categories: (page: number, pageSize: number) => taxonomyPage('category', page, pageSize),
    materials: (page: number, pageSize: number) => taxonomyPage('material', page, pageSize),
    featuredProducts: (page: number, pageSize: number) => productPage({ featured: true }, page, pageSize, ''),
    products: (page: number, pageSize: number, sort: Sort = '') => productPage({}, page, pageSize, sort),
    /** null: no such category. */
    productsByCategory: (query: ProductsOf) => productsOf('category', query),
    /** null: no such material. */
    productsByMaterial: (query: ProductsOf) => productsOf('material', query),

    /** null: no such product. */
    productByPath: async (path: string) => (await productByPath(path)).product,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

async function findProduct(db: Db, path: string): Promise<ProductDetail | null> {
  const row = await findProductByPath(db, path);
  if (!row) return null;
  return productDetailOf(row.id, row, {
    category: { _id: row.category_id, path: row.category_path, name: row.category_name },
    material: { _id: row.material_id, path: row.material_path, name: row.material_name },
    updatedAt: row.updated_at,
  });
}
