// The dashboards' arithmetic.

/** percentile_cont: the value at fraction `p` of the sorted values, interpolated between neighbours. */
export function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const position = p * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.min(lower + 1, sorted.length - 1);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

/** The median of values in any order; null for none. */
export const median = (values: number[]): number | null =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
