/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { LineChart, type LineChartProps } from './line-chart';
import { dataTableOf, drawingOf, numberAttribute, shapesOf, textsOf, tooltipOf } from './chart-drawing.test-helper';
import { SERIES_COLORS } from './palette';

const replyTimes: LineChartProps = {
  title: 'Time to first reply',
  series: ['Median', '90th percentile'],
  rows: [
    { label: '1 Sep', values: [2, 10] },
    { label: '8 Sep', values: [4, 20] },
    { label: '15 Sep', values: [null, null] },
    { label: '22 Sep', values: [3, 12.5] },
  ],
  categoryLabel: 'Week',
  valueLabel: 'Hours',
  formatValue: (hours) => `${hours} h`,
};

const renderChart = (props: Partial<LineChartProps> = {}) => render(<LineChart {...replyTimes} {...props} />);
const drawing = (title = 'Time to first reply') => drawingOf(title);

describe('LineChart', () => {
  it('is one image named by its caption', () => {
    renderChart();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(drawing()).toHaveAttribute('aria-labelledby', screen.getByText('Time to first reply', { selector: 'figcaption' }).id);
  });

  it('gives the numbers in a hidden table, a dash for a week without data', () => {
    renderChart();
    // Bootstrap's class is what hides the table from sight and leaves it to screen readers.
    expect(screen.getByRole('table', { name: 'Time to first reply' })).toHaveClass('visually-hidden');
    expect(dataTableOf('Time to first reply')).toEqual([
      ['Week', 'Median', '90th percentile'],
      ['1 Sep', '2 h', '10 h'],
      ['8 Sep', '4 h', '20 h'],
      ['15 Sep', '–', '–'],
      ['22 Sep', '3 h', '12.5 h'],
    ]);
  });

  it('draws a line per series, broken where a week has no data', () => {
    renderChart();
    const paths = shapesOf(drawing(), 'chart-lines', 'path');
    expect(paths.map((path) => path.getAttribute('stroke'))).toEqual([SERIES_COLORS[0], SERIES_COLORS[1]]);
    for (const path of paths) expect(path.getAttribute('d')?.match(/M/g)).toHaveLength(2);
    // The series differ by their dash pattern too, not by colour alone.
    expect(paths[0]).not.toHaveAttribute('stroke-dasharray');
    expect(paths[1]).toHaveAttribute('stroke-dasharray');
  });

  it('places a point per value, at heights proportional to the values, each telling its value on hover', () => {
    renderChart();
    const points = shapesOf(drawing(), 'chart-lines', 'circle');
    expect(points).toHaveLength(6);
    const ys = points.map((point) => numberAttribute(point, 'cy'));
    // Zero lies as far below the 2 h point as the 4 h point lies above it.
    const zero = ys[0]! + (ys[0]! - ys[1]!);
    const heights = ys.map((y) => zero - y);
    const values = [2, 4, 3, 10, 20, 12.5];
    for (const [i, height] of heights.entries()) expect(height / values[i]!).toBeCloseTo(heights[0]! / 2, 1);
    expect(points.map(tooltipOf)).toEqual([
      '1 Sep, Median: 2 h',
      '8 Sep, Median: 4 h',
      '22 Sep, Median: 3 h',
      '1 Sep, 90th percentile: 10 h',
      '8 Sep, 90th percentile: 20 h',
      '22 Sep, 90th percentile: 12.5 h',
    ]);
  });

  it('writes the axis in the given format up to a round value above the largest', () => {
    renderChart();
    expect(textsOf(drawing())).toEqual(expect.arrayContaining(['0 h', '5 h', '10 h', '15 h', '20 h', 'Hours', 'Week']));
  });

  it('reaches at least the given maximum, so a share of 40% does not fill the chart', () => {
    const share = { title: 'Answered within 24 h', series: ['Answered within 24 h'], rows: [{ label: '1 Sep', values: [40] }] };
    const { unmount } = renderChart({ ...share, formatValue: (value) => `${value}%` });
    expect(textsOf(drawing('Answered within 24 h'))).not.toContain('100%');
    unmount();
    renderChart({ ...share, maxValue: 100, formatValue: (value) => `${value}%` });
    expect(textsOf(drawing('Answered within 24 h'))).toContain('100%');
  });

  it('says so instead of drawing an empty chart', () => {
    renderChart({ rows: [] });
    expect(screen.getByText('Time to first reply')).toBeInTheDocument();
    expect(screen.getByText('Nothing to show for this period.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { hidden: true })).not.toBeInTheDocument();
  });
});
