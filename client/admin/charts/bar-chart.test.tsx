/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { BarChart, type BarChartProps } from './bar-chart';
import { dataTableOf, drawingOf, numberAttribute, shapesOf, textsOf, tooltipOf } from './chart-drawing.test-helper';
import { FONT_SIZE } from './chart-parts';
import { SERIES_COLORS } from './palette';
import { textWidth } from './scale';

const weeks: BarChartProps = {
  title: 'Inquiries per week by kind',
  series: ['Quotation', 'Sample request'],
  rows: [
    { label: '1 Sep', values: [3, 2] },
    { label: '8 Sep', values: [6, 0] },
    { label: '15 Sep', values: [1, null] },
  ],
  categoryLabel: 'Week',
  valueLabel: 'Inquiries',
};

const renderChart = (props: Partial<BarChartProps> = {}) => render(<BarChart {...weeks} {...props} />);
const drawing = () => drawingOf('Inquiries per week by kind');
const bars = () => shapesOf(drawing(), 'chart-bars', 'rect');

describe('BarChart', () => {
  it('is one image named by its caption', () => {
    renderChart();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    // Named by the caption a sighted person reads above it (the table's caption says the same, for screen readers).
    const caption = screen.getByText('Inquiries per week by kind', { selector: 'figcaption' });
    expect(drawing()).toHaveAttribute('aria-labelledby', caption.id);
    expect(drawing()).toHaveAttribute('viewBox', '0 0 640 300');
    expect(drawing()).toHaveAttribute('width', '100%');
  });

  it('gives the numbers in a hidden table, with a total per week when stacked', () => {
    renderChart();
    // Bootstrap's class is what hides the table from sight and leaves it to screen readers.
    expect(screen.getByRole('table', { name: 'Inquiries per week by kind' })).toHaveClass('visually-hidden');
    expect(dataTableOf('Inquiries per week by kind')).toEqual([
      ['Week', 'Quotation', 'Sample request', 'Total'],
      ['1 Sep', '3', '2', '5'],
      ['8 Sep', '6', '0', '6'],
      ['15 Sep', '1', '–', '1'],
    ]);
  });

  it('stacks one bar per non-zero value, heights proportional to the values, each telling its value on hover', () => {
    renderChart();
    expect(bars()).toHaveLength(4); // 3 + 2, 6, 1: a zero and a missing value draw nothing
    const perUnit = bars().map((bar) => numberAttribute(bar, 'height'));
    const values = [3, 2, 6, 1];
    for (const [i, height] of perUnit.entries()) {
      expect(height / values[i]!).toBeCloseTo(perUnit[2]! / 6, 1);
    }
    expect(bars().map(tooltipOf)).toEqual([
      '1 Sep, Quotation: 3',
      '1 Sep, Sample request: 2',
      '8 Sep, Quotation: 6',
      '15 Sep, Quotation: 1',
    ]);
  });

  it('puts each kind on top of the one before, in the legend colours', () => {
    renderChart();
    const [quotation, sample] = bars();
    expect(quotation).toHaveAttribute('fill', SERIES_COLORS[0]);
    expect(sample).toHaveAttribute('fill', SERIES_COLORS[1]);
    expect(numberAttribute(sample!, 'y') + numberAttribute(sample!, 'height')).toBeCloseTo(numberAttribute(quotation!, 'y'), 1);
    expect(numberAttribute(sample!, 'x')).toBe(numberAttribute(quotation!, 'x'));
    // The legend is for the eyes: screen readers have the table's column headers instead.
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    const legend = screen.getByRole('list', { hidden: true });
    const entries = within(legend).getAllByRole('listitem', { hidden: true });
    expect(entries.map((entry) => entry.textContent)).toEqual(['Quotation', 'Sample request']);
    expect(entries.map((entry) => entry.querySelector('rect')?.getAttribute('fill'))).toEqual([SERIES_COLORS[0], SERIES_COLORS[1]]);
  });

  it('draws gridlines at round values above the tallest week', () => {
    renderChart();
    expect(textsOf(drawing())).toEqual(expect.arrayContaining(['0', '2', '4', '6', 'Inquiries', 'Week', '1 Sep', '8 Sep', '15 Sep']));
  });

  it('sets grouped bars side by side on the same baseline', () => {
    renderChart({ layout: 'grouped' });
    expect(bars()).toHaveLength(4);
    const bottoms = bars().map((bar) => numberAttribute(bar, 'y') + numberAttribute(bar, 'height'));
    for (const bottom of bottoms) expect(bottom).toBeCloseTo(bottoms[0]!, 1);
    const [quotation, sample] = bars();
    expect(numberAttribute(sample!, 'x')).toBeCloseTo(numberAttribute(quotation!, 'x') + numberAttribute(quotation!, 'width'), 1);
    expect(numberAttribute(quotation!, 'height') / 3).toBeCloseTo(numberAttribute(sample!, 'height') / 2, 1);
    expect(dataTableOf('Inquiries per week by kind')[0]).toEqual(['Week', 'Quotation', 'Sample request']);
  });

  it('labels only every few of 26 weeks, so that no two labels overlap', () => {
    const rows = Array.from({ length: 26 }, (_, i) => ({ label: `${(i % 28) + 1} Nov`, values: [i, 1] }));
    renderChart({ rows });
    const weekLabels = shapesOf(drawing(), 'chart-category-labels', 'text').slice(0, -1); // the last text is the axis title
    expect(weekLabels.length).toBeLessThan(26);
    expect(weekLabels.length).toBeGreaterThan(5);
    const xs = weekLabels.map((label) => numberAttribute(label, 'x'));
    for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThan(textWidth('26 Nov', FONT_SIZE));
    expect(bars()).toHaveLength(51); // week 0 has no quotations
    expect(dataTableOf('Inquiries per week by kind')).toHaveLength(27);
  });

  it('says so instead of drawing an empty chart', () => {
    renderChart({ rows: [] });
    expect(screen.getByText('Inquiries per week by kind')).toBeInTheDocument();
    expect(screen.getByText('Nothing to show for this period.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
