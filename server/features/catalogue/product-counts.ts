import type { Db } from '../../db/connect';
import type { ContentRevision } from '../../db/content-revision';
import { cachePerRevision } from '../../db/revision-cache';
import { countProducts, hasProduct, type ProductFilter } from './product.repository';

/**
 * Product totals of the listings. Counting a large category reads all of its index entries, yet the answer only
 * changes with the content: totals are kept per filter until the content revision moves. With `excludePath` the
 * total is one less when that product matches the rest of the filter: `told` by the listing's own statement when it
 * could, else a query.
 */
export function createProductCounter(db: Db, revision?: ContentRevision) {
  const total = cachePerRevision(
    revision,
    (filter: Omit<ProductFilter, 'excludePath'>) => `${filter.categoryId ?? ''}/${filter.materialId ?? ''}/${filter.featured ?? ''}`,
    (filter) => countProducts(db, filter),
  );

  return async ({ excludePath, ...filter }: ProductFilter, told: Promise<boolean | undefined>): Promise<number> => {
    const [all, excluded] = await Promise.all([
      total(filter),
      // Awaited even without an exclusion: a listing that fails is then never left unhandled.
      told.then((matches) => excludePath !== undefined && (matches ?? hasProduct(db, filter, excludePath))),
    ]);
    return excluded ? all - 1 : all;
  };
}
