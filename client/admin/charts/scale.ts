/**
 * The arithmetic of the charts: round tick values, value-to-position scales, and how many category labels fit.
 * Pure functions, so the drawing components stay declarative and this part is tested on its own.
 */

export interface TickOptions {
  /** At most this many intervals between 0 and the top tick (so at most one more tick). */
  maxIntervals?: number;
  /** Counts: never a step below 1, so no axis reads 0, 0.5, 1. */
  integer?: boolean;
}

/** Steps a reader takes in at a glance: 1, 2 or 5 times a power of ten. */
const NICE_MULTIPLES = [1, 2, 5, 10];

/** The smallest round step that covers `max` in at most `maxIntervals` steps. */
export function niceStep(max: number, { maxIntervals = 5, integer = false }: TickOptions = {}): number {
  const top = Number.isFinite(max) && max > 0 ? max : 0;
  if (top === 0) return 1;
  const rough = top / Math.max(1, Math.floor(maxIntervals));
  const power = 10 ** Math.floor(Math.log10(rough));
  // Compare with a little slack: 0.3 / 3 is 0.09999999999999999, which should still be a step of 0.1.
  const multiple = NICE_MULTIPLES.find((m) => m * power >= rough * (1 - 1e-9)) ?? 10;
  const step = multiple * power;
  return integer ? Math.max(1, step) : step;
}

/**
 * Tick values from 0 up to the first round value at or above `max`: 13 gives 0, 5, 10, 15. Bars start at zero to
 * be honest, so the axis always does; a max of 0 (an empty week) or below still gives an axis, 0 and 1.
 */
export function niceTicks(max: number, options: TickOptions = {}): number[] {
  const step = niceStep(max, options);
  const top = Number.isFinite(max) && max > 0 ? max : 0;
  const intervals = Math.max(1, Math.ceil(top / step - 1e-9));
  // Round away floating-point dust (3 × 0.1 = 0.30000000000000004) to the step's own decimals.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Array.from({ length: intervals + 1 }, (_, i) => Number((i * step).toFixed(decimals)));
}

/** A linear map from a value domain to a position range; the range may run backwards (SVG's y grows downwards). */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): (value: number) => number {
  const span = d1 - d0;
  return (value) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** Average advance of a character in the charts' sans-serif, in font sizes: slightly generous, so labels never touch. */
const CHAR_WIDTH_EM = 0.62;

/** An estimate of a label's width; the server has no font metrics, and the estimate errs on the wide side. */
export function textWidth(text: string, fontSize: number): number {
  return text.length * fontSize * CHAR_WIDTH_EM;
}

/**
 * Every how-many-th category gets its label so that neighbouring labels never overlap: 26 weekly labels of
 * "30 Nov" in a 600-unit plot get one label in two or three. Labels go on categories 0, N, 2N…
 */
export function labelStride(slotWidth: number, widestLabel: number, gap = 6): number {
  if (!(slotWidth > 0)) return 1;
  return Math.max(1, Math.ceil((widestLabel + gap) / slotWidth));
}

/** A label cut to `maxChars` characters with an ellipsis; the full text stays in the chart's data table. */
export function truncateLabel(label: string, maxChars: number): string {
  const chars = Array.from(label);
  return chars.length <= maxChars ? label : `${chars.slice(0, Math.max(1, maxChars - 1)).join('')}…`;
}
