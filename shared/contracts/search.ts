import type { ProductSummary, SearchResponse } from '../catalogue';
import { SEARCH_MAX_LENGTH } from '../search';
import { defineContract, responseOf } from './define-endpoint';
import { localeField, pageField, pageSizeField } from './request-fields';

// Product search: the products whose name (or description) is close to every word of `name`, best first.
export const searchApi = defineContract({
  /** Page 1 and SEARCH_RESULT_LIMIT results by default; an empty or too short name gives an empty list. */
  productSearch: {
    method: 'POST',
    path: '/product/search',
    body: (z) =>
      z.object({
        name: z.string({ error: 'name must be text' }).max(SEARCH_MAX_LENGTH, `name must be at most ${SEARCH_MAX_LENGTH} characters`),
        page: pageField(z).optional(),
        pageSize: pageSizeField(z).optional(),
        /** Search the content in this site locale (its translations, then the English text). */
        locale: localeField(z),
      }),
    response: responseOf<SearchResponse<ProductSummary>>(),
  },
});
