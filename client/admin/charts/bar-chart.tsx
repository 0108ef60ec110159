import { useId } from 'react';
import { staffI18n } from '../staff-i18n';
import { formatNumber, type SeriesChartProps } from './chart-data';
import {
  CategoryAxis,
  ChartFigure,
  ChartSvg,
  DataTable,
  Legend,
  NoData,
  ValueAxis,
  categoryLayout,
  round2,
  sumOf,
  NOTHING_TO_SHOW,
} from './chart-parts';
import { seriesColor } from './palette';
import { niceTicks } from './scale';

export interface BarChartProps extends SeriesChartProps {
  /** `stacked` (default) shows the total and its make-up; `grouped` compares the series side by side. */
  layout?: 'stacked' | 'grouped';
  /** Default true. */
  integer?: boolean;
}

/** Share of a category's slot its bar (or group of bars) takes; the rest is the gap between categories. */
const BAR_SHARE = 0.72;

/** Bars per category over time, stacked or grouped by series, with gridlines, a legend and a data table. */
export function BarChart({
  title,
  description,
  series,
  rows,
  categoryLabel,
  valueLabel,
  layout: arrangement = 'stacked',
  formatValue = formatNumber,
  integer = true,
  colors,
  width = 640,
  height = 300,
  emptyText,
}: BarChartProps) {
  const id = useId();
  if (rows.length === 0 || series.length === 0) return <NoData id={id} title={title} text={emptyText ?? staffI18n._(NOTHING_TO_SHOW)} />;

  const stacked = arrangement === 'stacked';
  const max = Math.max(0, ...rows.map((row) => (stacked ? sumOf(row.values) : Math.max(0, ...row.values.map((value) => value ?? 0)))));
  const labels = rows.map((row) => row.label);
  const layout = categoryLayout({
    width,
    height,
    ticks: niceTicks(max, { integer }),
    labels,
    formatValue,
    valueLabel,
    categoryLabel,
  });
  const { y, band, bandStart } = layout;
  const groupWidth = band * BAR_SHARE;

  const bars = rows.flatMap((row, r) => {
    let below = 0;
    return series.flatMap((name, s) => {
      const value = row.values[s];
      // Nothing to draw for no data or zero; a negative count is not something a bar can show honestly.
      if (value == null || !(value > 0)) return [];
      const x = stacked
        ? bandStart(r) + (band - groupWidth) / 2
        : bandStart(r) + (band - groupWidth) / 2 + (s * groupWidth) / series.length;
      const barWidth = stacked ? groupWidth : groupWidth / series.length;
      const base = stacked ? below : 0;
      if (stacked) below += value;
      const top = y(base + value);
      return [
        <rect
          key={`${r}-${s}`}
          x={round2(x)}
          y={round2(top)}
          width={round2(barWidth)}
          height={round2(y(base) - top)}
          fill={seriesColor(s, colors)}
          // A hairline of white between stacked parts and neighbouring bars keeps equal colours apart.
          stroke="#fff"
          strokeWidth={stacked ? 1 : 0.5}
        >
          <title>{`${row.label}, ${name}: ${formatValue(value)}`}</title>
        </rect>,
      ];
    });
  });

  return (
    <ChartFigure
      id={id}
      title={title}
      description={description}
      legend={<Legend entries={series.map((name, s) => ({ name, color: seriesColor(s, colors) }))} />}
      table={
        <DataTable
          caption={title}
          categoryHeader={categoryLabel}
          series={series}
          rows={rows}
          formatValue={formatValue}
          withTotal={stacked && series.length > 1}
        />
      }
    >
      <ChartSvg id={id} width={width} height={height} described={Boolean(description)}>
        <ValueAxis layout={layout} formatValue={formatValue} title={valueLabel} />
        <g className="chart-bars">{bars}</g>
        <CategoryAxis layout={layout} labels={labels} title={categoryLabel} />
      </ChartSvg>
    </ChartFigure>
  );
}
