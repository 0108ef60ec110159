import type { ProductSummary, SearchResponse } from '../../../shared/catalogue';
import { pageOffset } from '../../../shared/pagination';
import { searchWords } from '../../../shared/search';
import type { Db } from '../../db/connect';
// Search ranks the catalogue's products and shows them as its lists do.
import { toSummary } from '../catalogue/product-summary.public';
import { searchProducts } from './product-search.repository';

/** Product search: the words read as the browser reads them, ranked in the database (decision 006). */
export function createSearchService(db: Db) {
  return {
    async products(name: string, page: number, pageSize: number): Promise<SearchResponse<ProductSummary>> {
      const { rows, total, capped } = await searchProducts(db, searchWords(name), pageSize, pageOffset(page, pageSize));
      return { data: rows.map(toSummary), total, capped };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
