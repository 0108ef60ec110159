import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { staffI18n } from '../staff-i18n';
import type { ChartRow, FormatValue } from './chart-data';
import { BASELINE, GRID, INK } from './palette';
import { labelStride, linearScale, textWidth } from './scale';

/** Text size in viewBox units: the SVG scales with its container, as everything else on the page does. */
export const FONT_SIZE = 12;
const AXIS_TITLE_ROOM = FONT_SIZE + 10;

/** Rounded to hundredths: markup stays short and sub-pixel differences are invisible. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A chart with its title as the caption. The drawing is one image named by that caption; the numbers are also in a
 * table that screen readers read (hidden from sight with Bootstrap's `visually-hidden`), so nothing depends on
 * seeing colours or reading bar lengths.
 */
export function ChartFigure({
  id,
  title,
  description,
  legend,
  table,
  children,
}: {
  id: string;
  title: string;
  description?: string | undefined;
  legend?: ReactNode;
  table: ReactNode;
  children: ReactNode;
}) {
  return (
    <figure className="mb-0">
      <figcaption id={`${id}-title`} className="fw-semibold mb-1">
        {title}
      </figcaption>
      {description ? (
        <p id={`${id}-desc`} className="small text-body-secondary mb-2">
          {description}
        </p>
      ) : null}
      {legend}
      {children}
      {table}
    </figure>
  );
}

/** The drawing itself: fills the width of its container and keeps its proportions. */
export function ChartSvg({
  id,
  width,
  height,
  described,
  children,
}: {
  id: string;
  width: number;
  height: number;
  described: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={described ? `${id}-desc` : undefined}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      style={{ display: 'block', height: 'auto', overflow: 'visible' }}
      fontSize={FONT_SIZE}
      fill={INK}
    >
      {children}
    </svg>
  );
}

/** Shown instead of an empty drawing. */
export function NoData({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <figure className="mb-0">
      <figcaption id={`${id}-title`} className="fw-semibold mb-1">
        {title}
      </figcaption>
      <p className="small text-body-secondary mb-0">{text}</p>
    </figure>
  );
}

export interface LegendEntry {
  name: string;
  color: string;
  dash?: string | undefined;
}

/**
 * Which colour is which series. Hidden from screen readers: the data table names every column already, and a
 * list of colour names read before it is noise.
 */
export function Legend({ entries, line = false }: { entries: readonly LegendEntry[]; line?: boolean }) {
  return (
    <ul className="list-inline small mb-1" aria-hidden="true">
      {entries.map((entry) => (
        <li key={entry.name} className="list-inline-item me-3">
          <svg width="18" height="10" viewBox="0 0 18 10" className="me-1" style={{ verticalAlign: 'baseline' }}>
            {line ? (
              <line x1="0" y1="5" x2="18" y2="5" stroke={entry.color} strokeWidth="2.5" strokeDasharray={entry.dash} />
            ) : (
              <rect x="4" y="0" width="10" height="10" rx="2" fill={entry.color} />
            )}
          </svg>
          {entry.name}
        </li>
      ))}
    </ul>
  );
}

// The charts' own words are written by the back office's i18n instance rather than a hook: a chart is drawn inside
// a screen, which draws it again when the staff member's language changes, and is also drawn alone (its tests).
const TOTAL = msg`Total`;
/** A chart's text when there is nothing to draw, unless it is given its own. */
export const NOTHING_TO_SHOW = msg`Nothing to show for this period.`;

/** The chart's numbers as a table: the accessible alternative to the drawing. */
export function DataTable({
  caption,
  categoryHeader,
  series,
  rows,
  formatValue,
  withTotal = false,
}: {
  caption: string;
  categoryHeader: string;
  series: readonly string[];
  rows: readonly ChartRow[];
  formatValue: FormatValue;
  withTotal?: boolean;
}) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryHeader}</th>
          {series.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
          {withTotal ? <th scope="col">{staffI18n._(TOTAL)}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={`${r}-${row.label}`}>
            <th scope="row">{row.label}</th>
            {series.map((name, s) => {
              const value = row.values[s];
              return <td key={name}>{value == null ? '–' : formatValue(value)}</td>;
            })}
            {withTotal ? <td>{formatValue(sumOf(row.values))}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function sumOf(values: readonly (number | null)[]): number {
  return values.reduce<number>((sum, value) => sum + (value != null && value > 0 ? value : 0), 0);
}

/** Where categories (on x) and values (on y) go in a chart of categories over time. */
export interface CategoryLayout {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  /** Value → y position. */
  y: (value: number) => number;
  ticks: number[];
  /** Width of one category's slot, and the x of its start. */
  band: number;
  bandStart: (index: number) => number;
  /** Every how-many-th category is labelled. */
  stride: number;
}

export function categoryLayout({
  width,
  height,
  ticks,
  labels,
  formatValue,
  valueLabel,
  categoryLabel,
}: {
  width: number;
  height: number;
  ticks: number[];
  labels: readonly string[];
  formatValue: FormatValue;
  valueLabel?: string | undefined;
  categoryLabel?: string | undefined;
}): CategoryLayout {
  const widestTick = Math.max(...ticks.map((tick) => textWidth(formatValue(tick), FONT_SIZE)));
  const widestLabel = Math.max(0, ...labels.map((label) => textWidth(label, FONT_SIZE)));
  const left = Math.ceil((valueLabel ? AXIS_TITLE_ROOM : 0) + widestTick + 8);
  // The last label is centred on its slot and may reach past the plot: leave it room.
  const right = width - Math.max(12, Math.ceil(widestLabel / 2));
  const top = FONT_SIZE;
  const bottom = height - (FONT_SIZE + 12 + (categoryLabel ? AXIS_TITLE_ROOM : 0));
  const band = (right - left) / Math.max(1, labels.length);
  return {
    width,
    height,
    plot: { left, right, top, bottom },
    y: linearScale([0, ticks.at(-1) ?? 1], [bottom, top]),
    ticks,
    band,
    bandStart: (index) => left + index * band,
    stride: labelStride(band, widestLabel),
  };
}

/** Horizontal gridlines with the value of each, the zero line, and the value axis's title. */
export function ValueAxis({
  layout,
  formatValue,
  title,
}: {
  layout: CategoryLayout;
  formatValue: FormatValue;
  title?: string | undefined;
}) {
  const { plot, y, ticks } = layout;
  return (
    <g aria-hidden="true">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={plot.left} x2={plot.right} y1={round2(y(tick))} y2={round2(y(tick))} stroke={tick === 0 ? BASELINE : GRID} />
          <text x={plot.left - 6} y={round2(y(tick))} textAnchor="end" dominantBaseline="middle">
            {formatValue(tick)}
          </text>
        </g>
      ))}
      {title ? (
        <text
          transform={`translate(${FONT_SIZE}, ${round2((plot.top + plot.bottom) / 2)}) rotate(-90)`}
          textAnchor="middle"
          dominantBaseline="middle"
        >
          {title}
        </text>
      ) : null}
    </g>
  );
}

/** The category names under the plot, thinned so that they never overlap, and the category axis's title. */
export function CategoryAxis({ layout, labels, title }: { layout: CategoryLayout; labels: readonly string[]; title?: string | undefined }) {
  const { plot, band, bandStart, stride, height } = layout;
  return (
    <g aria-hidden="true" className="chart-category-labels">
      {labels.map((label, i) =>
        i % stride === 0 ? (
          <text key={`${i}-${label}`} x={round2(bandStart(i) + band / 2)} y={plot.bottom + FONT_SIZE + 6} textAnchor="middle">
            {label}
          </text>
        ) : null,
      )}
      {title ? (
        <text x={round2((plot.left + plot.right) / 2)} y={height - 4} textAnchor="middle">
          {title}
        </text>
      ) : null}
    </g>
  );
}
