import type { Sort } from './catalogue';

// What both sides read from a listing's URL; the URLs themselves are built by `paths` (./paths.ts).

/** A page number from the URL: a positive integer written plainly ('1', '12'), or null. */
export function parsePageParam(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/** A listing URL in the given order: `?sort=` only when it is not the default, so page 1 stays canonical. */
export function withSort(href: string, sort: Sort): string {
  return sort ? `${href}?sort=${encodeURIComponent(sort)}` : href;
}
