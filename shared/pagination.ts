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

/** Rows to skip before the first of a page (pages start at 1). */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
