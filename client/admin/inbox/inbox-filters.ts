import type { InputOf } from '../../../shared/contracts/define-endpoint';
import type { inboxApi } from '../../../shared/contracts/inbox';

// The inbox's filters live in the address bar (?status=waiting&country=DE&page=2), so a filtered list can be
// bookmarked, shared with a colleague and reached again with the back button. Which values are valid is the
// server's to say (the contract's `inboxFilters`): the list's loader drops what it refuses and says so.

export const FILTER_NAMES = ['kind', 'status', 'assignee', 'overdue', 'from', 'to', 'product', 'country', 'q'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type Filters = Partial<Record<FilterName, string>>;

/** The list endpoint's query, as the server parses it. */
export type ListQuery = InputOf<typeof inboxApi.list>['query'];

/** The filters named in an address's query string: known names only, trimmed, empty ones left out. */
export function filtersOf(search: URLSearchParams): Filters {
  const filters: Filters = {};
  for (const name of FILTER_NAMES) {
    const value = search.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** The page asked for: a whole number from 1, else the first. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The query string of a list: its filters in a fixed order, and the page when past the first ('' for none). */
export function searchOf(filters: Filters, page = 1): string {
  const search = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name]?.trim();
    if (value) search.set(name, value);
  }
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The filters with one changed (or removed when empty): a change of filter starts again at the first page. */
export function withFilter(filters: Filters, name: FilterName, value: string | undefined): Filters {
  const next = { ...filters };
  if (value?.trim()) next[name] = value.trim();
  else delete next[name];
  return next;
}

/** The filters without those the server refused (by field name), e.g. after a hand-edited address. */
export function withoutRefused(filters: Filters, refused: Record<string, string>): Filters {
  const kept: Filters = {};
  for (const name of FILTER_NAMES) if (filters[name] !== undefined && !(name in refused)) kept[name] = filters[name];
  return kept;
}

/** How many filters are in use: the list says when it shows only some inquiries. */
export const filterCount = (filters: Filters) => FILTER_NAMES.filter((name) => filters[name] !== undefined).length;

/**
 * The filters as the list endpoint's query. Their text goes to the server as it is; the server checks it and
 * answers 400 for what it refuses, so the browser states no rule of its own (the type only says which names exist).
 */
export const listQueryOf = (filters: Filters, page: number): ListQuery => ({ ...filters, ...(page > 1 ? { page } : {}) }) as ListQuery;
