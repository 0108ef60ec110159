export type PageItem = number | 'break';

/**
 * The page links to show: `margin` pages at each end, `range` pages around the current one, and a break
 * where pages are left out (spec §9: range 3, margin 2).
 */
export function pageItems(current: number, count: number, range = 3, margin = 2): PageItem[] {
  if (count <= range + 2 * margin) return Array.from({ length: count }, (_, i) => i + 1);
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(count, start + range - 1);
  start = Math.max(1, end - range + 1);
  const shown = new Set<number>();
  for (let p = 1; p <= margin; p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  for (let p = count - margin + 1; p <= count; p++) shown.add(p);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous > 1) items.push('break');
    items.push(p);
    previous = p;
  }
  return items;
}

/** A page link or break, and the widths it shows at: the spec's full list, the short one of a phone, or both. */
export interface ResponsivePageItem {
  item: PageItem;
  wide: boolean;
  narrow: boolean;
}

/**
 * The spec's page links (`pageItems`) with a shorter list for phones inside them: the first, current and last pages
 * with breaks between, which fit on one line between Previous and Next down to 320 px. The short list's pages are
 * all in the long one, so one list of links serves both, each item saying where it shows.
 */
export function responsivePageItems(current: number, count: number): ResponsivePageItem[] {
  const narrow = new Set(pageItems(current, count, 1, 1).filter((item) => item !== 'break'));
  const items: ResponsivePageItem[] = [];
  let previousWide = 0;
  let previousNarrow = 0;
  for (const page of pageItems(current, count)) {
    if (page === 'break') continue;
    const inNarrow = narrow.has(page);
    const wideBreak = page - previousWide > 1;
    const narrowBreak = inNarrow && page - previousNarrow > 1;
    if (wideBreak || narrowBreak) items.push({ item: 'break', wide: wideBreak, narrow: narrowBreak });
    items.push({ item: page, wide: true, narrow: inNarrow });
    previousWide = page;
    if (inNarrow) previousNarrow = page;
  }
  return items;
}

/** Rows to skip before the first of a page (pages start at 1). */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
