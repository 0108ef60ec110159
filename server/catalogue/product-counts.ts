import type { Db } from '../db/connect';
import { type ContentRevision, droppedOnChange } from './content-revision';
import { countProducts, hasProduct, type ProductFilter } from './product.repository';

/**
 * Product totals of the listings. Counting a large category reads all of its index entries, yet the answer only
 * changes with the content: totals are kept per filter until the content revision moves.
 */
export function createProductCounter(db: Db, revision?: ContentRevision) {
  // Promises, so the requests that arrive together after a change share one count.
  const totals = new Map<string, Promise<number>>();
  const content = revision && droppedOnChange(revision, () => totals.clear());

  async function total(filter: Omit<ProductFilter, 'excludePath'>): Promise<number> {
    const current = await content?.current();
    if (current === undefined) return countProducts(db, filter);
    const key = `${filter.categoryId ?? ''}/${filter.materialId ?? ''}/${filter.featured ?? ''}`;
    const known = totals.get(key);
    if (known !== undefined) return known;
    const counting = countProducts(db, filter);
    totals.set(key, counting);
    counting.catch(() => totals.delete(key));
    return counting;
  }

  return async ({ excludePath, ...filter }: ProductFilter): Promise<number> => {
    const [all, excluded] = await Promise.all([total(filter), excludePath === undefined ? false : hasProduct(db, filter, excludePath)]);
    return excluded ? all - 1 : all;
  };
}
