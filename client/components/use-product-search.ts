import { useEffect, useState } from 'react';
import type { ProductSummary } from '../../shared/catalogue';
import { SEARCH_DEBOUNCE_MS, searchWords } from '../../shared/search';
import { searchApi } from '../../shared/contracts/search';
import { fetchEndpoint } from '../api/fetch-endpoint';
import { useSiteLocale } from '../i18n/site-i18n';

export interface SearchState {
  loading: boolean;
  results: ProductSummary[];
  total: number;
  capped: boolean;
  failed: boolean;
}

const IDLE: SearchState = { loading: false, results: [], total: 0, capped: false, failed: false };

/**
 * Results for what is typed, asked for once typing pauses. A newer query cancels the request of an older one,
 * and an answer is only shown for the query it was asked for, so a slow answer never replaces a newer one.
 */
export function useProductSearch(query: string): SearchState {
  const [answer, setAnswer] = useState<(SearchState & { query: string }) | null>(null);
  const searchable = searchWords(query).length > 0;
  const locale = useSiteLocale();

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchEndpoint(searchApi.productSearch, { body: { name: query, locale } }, { signal: controller.signal }).then(
        ({ data, total, capped }) => setAnswer({ query, loading: false, results: data, total, capped, failed: false }),
        () => {
          if (!controller.signal.aborted) setAnswer({ ...IDLE, query, failed: true });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, searchable, locale]);

  if (!searchable) return IDLE;
  if (answer?.query !== query) return { ...IDLE, loading: true };
  return answer;
}
