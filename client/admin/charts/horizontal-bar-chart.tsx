import { useId } from 'react';
import { staffI18n } from '../staff-i18n';
import { formatNumber, type FormatValue, type RankedItem } from './chart-data';
import { ChartFigure, ChartSvg, DataTable, FONT_SIZE, NoData, round2, NOTHING_TO_SHOW } from './chart-parts';
import { BASELINE, GRID, SERIES_COLORS } from './palette';
import { linearScale, niceTicks, textWidth, truncateLabel } from './scale';

export interface HorizontalBarChartProps {
  /** The caption, and the accessible name of the drawing. */
  title: string;
  description?: string;
  /** The entries, drawn top to bottom in the order given (rank them before: ties are the caller's to break). */
  items: readonly RankedItem[];
  /** The table's header for the names (e.g. "Product", "Sales person"). */
  itemLabel: string;
  /** The table's header for the values (e.g. "Inquiries"). */
  valueLabel: string;
  formatValue?: FormatValue;
  /** True when values are counts: the axis then never steps by fractions. Default true. */
  integer?: boolean;
  color?: string;
  /** Names longer than this are cut with an ellipsis in the drawing (the table keeps them whole). */
  maxLabelChars?: number;
  width?: number;
  emptyText?: string;
}

const ROW_HEIGHT = 26;
const BAR_THICKNESS = 16;

/** A ranked list as bars from left to right, each named on its left with its value at its end. */
export function HorizontalBarChart({
  title,
  description,
  items,
  itemLabel,
  valueLabel,
  formatValue = formatNumber,
  integer = true,
  color = SERIES_COLORS[0],
  maxLabelChars = 28,
  width = 640,
  emptyText,
}: HorizontalBarChartProps) {
  const id = useId();
  if (items.length === 0) return <NoData id={id} title={title} text={emptyText ?? staffI18n._(NOTHING_TO_SHOW)} />;

  const names = items.map((item) => truncateLabel(item.label, maxLabelChars));
  const ticks = niceTicks(Math.max(0, ...items.map((item) => item.value)), { integer, maxIntervals: 4 });
  const left = Math.ceil(Math.max(...names.map((name) => textWidth(name, FONT_SIZE))) + 10);
  const right = width - Math.ceil(Math.max(...items.map((item) => textWidth(formatValue(item.value), FONT_SIZE))) + 10);
  const top = 4;
  const bottom = top + items.length * ROW_HEIGHT;
  const height = bottom + FONT_SIZE + 10;
  const x = linearScale([0, ticks.at(-1) ?? 1], [left, right]);

  return (
    <ChartFigure
      id={id}
      title={title}
      description={description}
      table={
        <DataTable
          caption={title}
          categoryHeader={itemLabel}
          series={[valueLabel]}
          rows={items.map((item) => ({ label: item.label, values: [item.value] }))}
          formatValue={formatValue}
        />
      }
    >
      <ChartSvg id={id} width={width} height={height} described={Boolean(description)}>
        <g aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={round2(x(tick))} x2={round2(x(tick))} y1={top} y2={bottom} stroke={tick === 0 ? BASELINE : GRID} />
              <text x={round2(x(tick))} y={bottom + FONT_SIZE + 4} textAnchor="middle">
                {formatValue(tick)}
              </text>
            </g>
          ))}
        </g>
        <g className="chart-bars">
          {items.map((item, i) => {
            const middle = top + i * ROW_HEIGHT + ROW_HEIGHT / 2;
            const end = x(Math.max(0, item.value));
            return (
              <g key={`${i}-${item.label}`}>
                <title>{`${item.label}: ${formatValue(item.value)}`}</title>
                <text x={left - 8} y={middle} textAnchor="end" dominantBaseline="middle">
                  {names[i]}
                </text>
                {item.value > 0 ? (
                  <rect x={left} y={middle - BAR_THICKNESS / 2} width={round2(end - left)} height={BAR_THICKNESS} fill={color} />
                ) : null}
                <text x={round2(end + 4)} y={middle} dominantBaseline="middle">
                  {formatValue(item.value)}
                </text>
              </g>
            );
          })}
        </g>
      </ChartSvg>
    </ChartFigure>
  );
}
