import type { CatalogueApi } from '../../shared/api/catalogue-api';
import { API_BASE, AUTH_TOKEN_HEADER, USER_TOKEN_KEY, endpoints } from '../../shared/api/endpoints';
import type { ProductSummary, SearchResponse } from '../../shared/catalogue';

export class ApiError extends Error {
  constructor(readonly status: number) {
    super(`The server answered ${status}`);
  }
}

// Read once when the page loads (spec §7): every call carries it.
function readUserToken(): string {
  try {
    return window.sessionStorage.getItem(USER_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

let userToken: string | undefined;

/** Headers every API call carries (spec §7). */
export function apiHeaders(): Record<string, string> {
  userToken ??= readUserToken();
  return { Accept: 'application/json', [AUTH_TOKEN_HEADER]: userToken };
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<T | null> {
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers: { ...apiHeaders(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiError(response.status);
  return (await response.json()) as T;
}

async function required<T>(promise: Promise<T | null>): Promise<T> {
  const value = await promise;
  if (value === null) throw new ApiError(404);
  return value;
}

const withPath = (template: string, value: string) => template.replace(/:[a-z]+$/i, encodeURIComponent(value));

/** The search box's request: cancelled by the next keystroke's. */
export function searchProductsRequest(name: string, signal: AbortSignal) {
  return required(call<SearchResponse<ProductSummary>>('POST', endpoints.productSearch.path, { name }, signal));
}

/** The catalogue as the browser reaches it: the JSON API of ../../shared/api/endpoints.ts. */
export const httpCatalogueApi: CatalogueApi = {
  site: () => required(call('GET', endpoints.site.path)),
  categories: (query) => required(call('POST', endpoints.categorySearch.path, query)),
  materials: (query) => required(call('POST', endpoints.materialSearch.path, query)),
  customers: (query) => required(call('POST', endpoints.customerSearch.path, query)),
  slides: (query) => required(call('POST', endpoints.slideSearch.path, query)),
  homeBlocks: () => required(call('GET', endpoints.homeBlocks.path)),
  featuredProducts: (query) => required(call('POST', endpoints.featuredProducts.path, query)),
  products: (query) => required(call('POST', endpoints.productList.path, query)),
  productsByCategory: (query) => call('POST', endpoints.productsByCategory.path, query),
  productsByMaterial: (query) => call('POST', endpoints.productsByMaterial.path, query),
  productByPath: (path) => call('GET', withPath(endpoints.productByPath.path, path)),
  searchProducts: (query) => required(call('POST', endpoints.productSearch.path, query)),
  faqs: () => required(call('GET', endpoints.faqs.path)),
  pageContent: (page) => required(call('GET', withPath(endpoints.pageContent.path, page))),
  videos: ({ pageSize, pageToken }) => {
    const search = new URLSearchParams({ pageSize: String(pageSize) });
    if (pageToken) search.set('pageToken', pageToken);
    return required(call('GET', `${endpoints.videoSearch.path}?${search.toString()}`));
  },
};
