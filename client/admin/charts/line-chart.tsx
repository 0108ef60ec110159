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
  NOTHING_TO_SHOW,
} from './chart-parts';
import { seriesColor, seriesDash } from './palette';
import { niceTicks } from './scale';

/** A `null` value of a row leaves a gap in its series' line. */
export interface LineChartProps extends SeriesChartProps {
  /** The axis reaches at least this high: 100 for a percentage, so 40% never looks like a full chart. */
  maxValue?: number;
  /** Default false. */
  integer?: boolean;
}

/** Values per category over time as lines, one per series, each with its own colour and dash pattern. */
export function LineChart({
  title,
  description,
  series,
  rows,
  categoryLabel,
  valueLabel,
  maxValue = 0,
  formatValue = formatNumber,
  integer = false,
  colors,
  width = 640,
  height = 280,
  emptyText,
}: LineChartProps) {
  const id = useId();
  if (rows.length === 0 || series.length === 0) return <NoData id={id} title={title} text={emptyText ?? staffI18n._(NOTHING_TO_SHOW)} />;

  const dataMax = Math.max(0, ...rows.flatMap((row) => row.values.map((value) => value ?? 0)));
  const labels = rows.map((row) => row.label);
  const layout = categoryLayout({
    width,
    height,
    ticks: niceTicks(Math.max(maxValue, dataMax), { integer }),
    labels,
    formatValue,
    valueLabel,
    categoryLabel,
  });
  const { y, band, bandStart } = layout;
  const xOf = (r: number) => round2(bandStart(r) + band / 2);

  const lines = series.map((name, s) => {
    const color = seriesColor(s, colors);
    const points = rows.map((row, r) => {
      const value = row.values[s];
      return value == null ? null : { r, value, x: xOf(r), y: round2(y(Math.max(0, value))), label: row.label };
    });
    // A new sub-path after every gap: a week without data is not drawn as if it had been in between.
    const path = points
      .map((point, i) => (point ? `${i > 0 && points[i - 1] ? 'L' : 'M'}${point.x} ${point.y}` : ''))
      .filter(Boolean)
      .join(' ');
    return (
      <g key={name} className="chart-series">
        {path ? (
          <path d={path} fill="none" stroke={color} strokeWidth={2.5} strokeDasharray={seriesDash(s)} strokeLinejoin="round" />
        ) : null}
        {points.map((point) =>
          point ? (
            <circle key={point.r} cx={point.x} cy={point.y} r={3.5} fill={color} stroke="#fff" strokeWidth={1}>
              <title>{`${point.label}, ${name}: ${formatValue(point.value)}`}</title>
            </circle>
          ) : null,
        )}
      </g>
    );
  });

  return (
    <ChartFigure
      id={id}
      title={title}
      description={description}
      legend={<Legend line entries={series.map((name, s) => ({ name, color: seriesColor(s, colors), dash: seriesDash(s) }))} />}
      table={<DataTable caption={title} categoryHeader={categoryLabel} series={series} rows={rows} formatValue={formatValue} />}
    >
      <ChartSvg id={id} width={width} height={height} described={Boolean(description)}>
        <ValueAxis layout={layout} formatValue={formatValue} title={valueLabel} />
        <g className="chart-lines">{lines}</g>
        <CategoryAxis layout={layout} labels={labels} title={categoryLabel} />
      </ChartSvg>
    </ChartFigure>
  );
}
