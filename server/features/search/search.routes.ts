import { searchApi } from '../../../shared/contracts/search';
import { SEARCH_RESULT_LIMIT } from '../../../shared/search';
import { contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import type { SearchService } from './search.service';

/** The search endpoint (shared/contracts/search.ts): page 1 of SEARCH_RESULT_LIMIT products unless asked otherwise. */
export function searchRoutes(search: SearchService): ContractHandlers {
  return contractHandlers(searchApi, {
    productSearch: ({ body: { name, page = 1, pageSize = SEARCH_RESULT_LIMIT, locale } }) => search.products(name, page, pageSize, locale),
  });
}
