/**
 * What the charts draw: plain arrays, independent of any API, so a page maps its loader data onto them.
 */

/** One category (a week, a product, a person) and its value for each series, in the order of the chart's `series`. */
export interface ChartRow {
  label: string;
  /** `null` is "no data" (a week without inquiries has no median): no bar, a gap in a line, a dash in the table. */
  values: readonly (number | null)[];
}

/** One entry of a ranked list: "most-asked products", "inquiries per sales person". */
export interface RankedItem {
  label: string;
  value: number;
}

/** How a value is written on the axis, in tooltips and in the data table (e.g. hours: `(h) => `${h} h``). */
export type FormatValue = (value: number) => string;

import { staffIntlLocale } from '../staff-i18n';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** In the staff member's language (en-GB for English, vi-VN for Vietnamese), one formatter for each. */
export const formatNumber: FormatValue = (value) => {
  const locale = staffIntlLocale();
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
};

/** What a chart of series over categories (bars, lines) is given. */
export interface SeriesChartProps {
  /** The caption, and the accessible name of the drawing. */
  title: string;
  /** A sentence under the title, e.g. what is counted and over which period. */
  description?: string;
  /** The series' names, in the order of each row's `values` (e.g. the kinds of inquiry). */
  series: readonly string[];
  /** One row per category on the x axis (e.g. per week), oldest first. */
  rows: readonly ChartRow[];
  /** Names the categories: the x axis's title and the table's first column (e.g. "Week"). */
  categoryLabel: string;
  /** The y axis's title (e.g. "Inquiries"). */
  valueLabel?: string;
  formatValue?: FormatValue;
  /** True when values are counts: the axis then never steps by fractions. */
  integer?: boolean;
  colors?: readonly string[];
  /** Size of the drawing in viewBox units; it is drawn at the width of its container. */
  width?: number;
  height?: number;
  emptyText?: string;
}
