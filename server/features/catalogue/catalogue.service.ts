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
import { withAltTextsIn, withLibraryPictures, withLibraryPicturesOf } from '../media/library-pictures.public';
import { countTaxonomy, findTaxonomyByPath, listTaxonomy, type TaxonomyTableName } from './taxonomy.repository';
import { DEFAULT_LOCALE, type SiteLocale } from '../../../shared/i18n/locales';
import { createTranslatedCatalogue } from '../translations/translated-catalogue.public';
import { sourcePathAt } from '../translations/translated-paths.public';

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

/** The locale an A–Z or Z–A list is ordered in: its names are the translated ones. */
const byNameIn = (sort: Sort, locale: SiteLocale) => ((sort === 'az' || sort === 'za') && locale !== DEFAULT_LOCALE ? locale : undefined);

/** The catalogue as the pages and the JSON API see it: rows mapped to the shared DTOs, HTML sanitised. */
export function createCatalogueService(db: Db, revision?: ContentRevision, { keptBytes }: CatalogueServiceOptions = {}) {
  const countProducts = createProductCounter(db, revision);
  // Answers in another locale are the English ones (kept as below) with the published translations put in.
  const translated = createTranslatedCatalogue(db);
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

  // `byNameIn`: the locale whose names an A–Z list follows; the other orders are the same in every locale.
  const productPage = keptInMemory(
    (filter: ProductFilter, page: number, pageSize: number, sort: Sort, byNameIn?: SiteLocale) =>
      [filter.categoryId, filter.materialId, filter.featured, filter.excludePath, page, pageSize, sort, byNameIn ?? ''].join('/'),
    withLibraryPicturesOf(
      db,
      async (
        filter: ProductFilter,
        page: number,
        pageSize: number,
        sort: Sort,
        byNameIn?: SiteLocale,
      ): Promise<ListResponse<ProductSummary>> => {
        const window = { limit: pageSize, offset: pageOffset(page, pageSize), sort, locale: byNameIn };
        const listing = listProducts(db, filter, window);
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

  // A product's page in a locale: the English product with its translation (and, in English too, the locales it
  // is published in), kept as the English one is.
  const productInLocale = keptInMemory(
    (path: string, locale: SiteLocale) => `${locale}/${path}`,
    async (path: string, locale: SiteLocale): Promise<{ product: ProductDetail | null }> => {
      const englishPath = await sourcePathAt(db, 'product', locale, path);
      const product = englishPath === null ? null : (await productByPath(englishPath)).product;
      return { product: product && (await withAltTextsIn(db, locale, await translated.detail(locale, product))) };
    },
  );

  // Every product page asks for its material's products: the material is looked up once per content revision.
  const taxonomyByPath = cachePerRevision(
    revision,
    (table: TaxonomyTableName, path: string) => `${table}/${path}`,
    async (table, path) => ({ owner: await findTaxonomyByPath(db, table, path) }),
  );

  // A category's or material's own texts in a locale, and the locales it is published in: on every listing page.
  const ownerTexts = cachePerRevision(
    revision,
    (locale: SiteLocale, table: TaxonomyTableName, owner: { id: number }) => `${locale}/${table}/${owner.id}`,
    (locale: SiteLocale, table: TaxonomyTableName, owner: Parameters<typeof translated.owner>[2]) => translated.owner(locale, table, owner),
  );

  async function productsOf(table: TaxonomyTableName, query: ProductsOf, locale: SiteLocale): Promise<TaxonomyProducts | null> {
    const path = await sourcePathAt(db, table, locale, query.path);
    const { owner } = path === null ? { owner: undefined } : await taxonomyByPath(table, path);
    if (!owner) return null;
    const filter: ProductFilter = table === 'category' ? { categoryId: owner.id } : { materialId: owner.id };
    const exclude = query.exclude && (await sourcePathAt(db, 'product', locale, query.exclude));
    if (exclude) filter.excludePath = exclude;
    const products = await productPage(filter, query.page, query.pageSize, query.sort ?? '', byNameIn(query.sort ?? '', locale));
    const { seo: translatedSeo, ...texts } = await ownerTexts(locale, table, owner);
    if (locale !== DEFAULT_LOCALE) {
      return {
        ...products,
        data: await withAltTextsIn(db, locale, await translated.summaries(locale, products.data)),
        owner: texts,
        ...(translatedSeo ? { seo: translatedSeo } : {}),
      };
    }
    const seo = seoOf(owner);
    return { ...products, owner: texts, ...(seo ? { seo } : {}) };
  }

  /** A page of products in `locale`. */
  const inLocale = async (locale: SiteLocale, list: Promise<ListResponse<ProductSummary>>) => {
    const answer = await list;
    return locale === DEFAULT_LOCALE
      ? answer
      : { ...answer, data: await withAltTextsIn(db, locale, await translated.summaries(locale, answer.data)) };
  };
  const taxonomiesIn = async (locale: SiteLocale, table: TaxonomyTableName, list: Promise<ListResponse<Taxonomy>>) => {
    const answer = await list;
    return locale === DEFAULT_LOCALE
      ? answer
      : { ...answer, data: await withAltTextsIn(db, locale, await translated.taxonomies(locale, table, answer.data)) };
  };

  return {
    /** In the order the paths were asked for; a path that is not a public product is left out. */
    async packingOf(paths: readonly string[]): Promise<{ data: ProductPacking[] }> {
      return { data: await packingByPaths(db, paths) };
    },
    categories: (page: number, pageSize: number, locale: SiteLocale = DEFAULT_LOCALE) =>
      taxonomiesIn(locale, 'category', taxonomyPage('category', page, pageSize)),
    materials: (page: number, pageSize: number, locale: SiteLocale = DEFAULT_LOCALE) =>
      taxonomiesIn(locale, 'material', taxonomyPage('material', page, pageSize)),
    featuredProducts: (page: number, pageSize: number, locale: SiteLocale = DEFAULT_LOCALE) =>
      inLocale(locale, productPage({ featured: true }, page, pageSize, '')),
    products: (page: number, pageSize: number, sort: Sort = '', locale: SiteLocale = DEFAULT_LOCALE) =>
      inLocale(locale, productPage({}, page, pageSize, sort, byNameIn(sort, locale))),
    /** null: no such category. */
    productsByCategory: (query: ProductsOf, locale: SiteLocale = DEFAULT_LOCALE) => productsOf('category', query, locale),
    /** null: no such material. */
    productsByMaterial: (query: ProductsOf, locale: SiteLocale = DEFAULT_LOCALE) => productsOf('material', query, locale),

    /**
     * null: no such product in `locale` (an English path of a product translated there under another path is
     * none: the page's redirect sends the buyer on).
     */
    productByPath: async (path: string, locale: SiteLocale = DEFAULT_LOCALE) => (await productInLocale(path, locale)).product,
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
