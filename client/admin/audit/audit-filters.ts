import type { InputOf } from '../../../shared/contracts/define-endpoint';
import type { staffApi } from '../../../shared/contracts/staff';
import { adminPaths } from '../../../shared/staff/addresses';

// The audit log's filters live in the address (?about=quote&actor=lan&from=2026-11-01&page=2), so a filtered list
// can be bookmarked, sent to another owner, reloaded and gone back to. Which values are valid is the server's to
// say (the contract's `audit` query); the page shows what it refuses under the field.

export const AUDIT_FILTERS = ['about', 'action', 'actor', 'from', 'to'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];
export type AuditFilterValues = Record<AuditFilter, string>;

/** The filters named in an address's query string, trimmed; '' for those it leaves out. */
export const auditFiltersOf = (search: URLSearchParams): AuditFilterValues =>
  Object.fromEntries(AUDIT_FILTERS.map((name) => [name, search.get(name)?.trim() ?? ''])) as AuditFilterValues;

/** The page asked for: a whole number from 1, else the first. */
export const auditPageOf = (search: URLSearchParams): number =>
  /^\d{1,6}$/.test(search.get('page') ?? '') ? Math.max(1, Number(search.get('page'))) : 1;

export const filtering = (filters: Partial<AuditFilterValues>) => AUDIT_FILTERS.some((name) => filters[name]);

/** The audit log's address with these filters, in a fixed order with empty ones left out, and the page past the first. */
export function auditAddress(filters: Partial<AuditFilterValues>, page = 1): string {
  const search = new URLSearchParams();
  for (const name of AUDIT_FILTERS) if (filters[name]) search.set(name, filters[name]);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${adminPaths.audit}?${query}` : adminPaths.audit;
}

/** The audit endpoint's query for these filters and page, as the address holds them (the server checks them). */
export function auditQueryOf(filters: AuditFilterValues, page: number): InputOf<typeof staffApi.audit>['query'] {
  const query: Record<string, string | number> = {};
  for (const name of AUDIT_FILTERS) if (filters[name]) query[name] = filters[name];
  if (page > 1) query.page = page;
  return query as InputOf<typeof staffApi.audit>['query'];
}
