import { pageOffset } from '../../../shared/pagination';
import { searchApi } from '../../../shared/contracts/search';
import { SEARCH_RESULT_LIMIT, searchWords } from '../../../shared/search';
import type { Db } from '../../db/connect';
import { served, type ServedContract } from '../../http/mount-contract';
// Search ranks the catalogue's products and shows them as its lists do.
import { toSummary } from '../catalogue/product-summary';
import { searchProducts } from './product-search.repository';

/** Product search (shared/contracts/search.ts): words read as the browser reads them, ranked in the database. */
export function searchRoutes(db: Db): ServedContract {
  return served(searchApi, {
    async productSearch({ body: { name, page = 1, pageSize = SEARCH_RESULT_LIMIT } }) {
      const { rows, total, capped } = await searchProducts(db, searchWords(name), pageSize, pageOffset(page, pageSize));
      return { data: rows.map(toSummary), total, capped };
    },
  });
}
