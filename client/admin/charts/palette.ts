/**
 * Series colours: the Okabe–Ito hues (told apart with the common colour-vision deficiencies), darkened where needed
 * so that each has at least 3:1 contrast on white, as WCAG 1.4.11 asks of graphics. Series past the seventh reuse
 * them in order; a chart with that many series is better as a table.
 */
export const SERIES_COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#8A6D00', '#5B4A9E', '#6C757D'] as const;

/** Line patterns for line charts, so that the series differ by more than colour alone (WCAG 1.4.1). */
export const SERIES_DASHES = [undefined, '6 3', '2 3', '8 3 2 3'] as const;

/** Texts (Bootstrap's gray-700, 8:1 on white), gridlines and the zero line. */
export const INK = '#495057';
export const GRID = '#DEE2E6';
export const BASELINE = '#ADB5BD';

export function seriesColor(index: number, colors: readonly string[] = SERIES_COLORS): string {
  return colors[index % colors.length] ?? SERIES_COLORS[0];
}

export function seriesDash(index: number): string | undefined {
  return SERIES_DASHES[index % SERIES_DASHES.length];
}

/** WCAG contrast ratio of two #RRGGBB colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
