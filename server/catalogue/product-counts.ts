import type { Db } from '../db/connect';
import type { ContentRevision } from './content-revision';
import { keptUntilChange } from './kept-until-change';
import { countProducts, hasProduct, type ProductFilter } from './product.repository';

/**
 * Product totals of the listings. Counting a large category reads all of its index entries, yet the answer only
 * changes with the content: totals are kept per filter until the content revision moves.
 */
export function createProductCounter(db: Db, revision?: ContentRevision) {
  const total = keptUntilChange(
    revision,
    (filter: Omit<ProductFilter, 'excludePath'>) => `${filter.categoryId ?? ''}/${filter.materialId ?? ''}/${filter.featured ?? ''}`,
    (filter) => countProducts(db, filter),
  );

  return async ({ excludePath, ...filter }: ProductFilter): Promise<number> => {
    const [all, excluded] = await Promise.all([total(filter), excludePath === undefined ? false : hasProduct(db, filter, excludePath)]);
    return excluded ? all - 1 : all;
  };
}
