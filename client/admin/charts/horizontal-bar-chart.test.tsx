/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { HorizontalBarChart, type HorizontalBarChartProps } from './horizontal-bar-chart';
import { dataTableOf, drawingOf, numberAttribute, shapesOf, tooltipOf } from './chart-drawing.test-helper';

const products: HorizontalBarChartProps = {
  title: 'Most-asked products',
  items: [
    { label: 'Large round seagrass storage basket with lid and handles', value: 42 },
    { label: 'Rattan tray', value: 21 },
    { label: 'Bamboo lamp', value: 7 },
  ],
  itemLabel: 'Product',
  valueLabel: 'Inquiries',
};

const renderChart = (props: Partial<HorizontalBarChartProps> = {}) => render(<HorizontalBarChart {...products} {...props} />);
const drawing = () => drawingOf('Most-asked products');

describe('HorizontalBarChart', () => {
  it('gives every name whole and every number in a hidden table', () => {
    renderChart();
    // Bootstrap's class is what hides the table from sight and leaves it to screen readers.
    expect(screen.getByRole('table', { name: 'Most-asked products' })).toHaveClass('visually-hidden');
    expect(dataTableOf('Most-asked products')).toEqual([
      ['Product', 'Inquiries'],
      ['Large round seagrass storage basket with lid and handles', '42'],
      ['Rattan tray', '21'],
      ['Bamboo lamp', '7'],
    ]);
  });

  it('draws the bars in the order given, lengths proportional to the values, from one baseline', () => {
    renderChart();
    const bars = shapesOf(drawing(), 'chart-bars', 'rect');
    expect(bars).toHaveLength(3);
    const widths = bars.map((bar) => numberAttribute(bar, 'width'));
    expect(widths[1]! / widths[0]!).toBeCloseTo(0.5, 2);
    expect(widths[2]! / widths[0]!).toBeCloseTo(1 / 6, 2);
    expect(new Set(bars.map((bar) => bar.getAttribute('x'))).size).toBe(1);
    const ys = bars.map((bar) => numberAttribute(bar, 'y'));
    expect(ys[0]).toBeLessThan(ys[1]!);
    expect(ys[1]).toBeLessThan(ys[2]!);
  });

  it('names each bar, cutting a long name, and writes its value at its end; the whole name shows on hover', () => {
    renderChart();
    expect(shapesOf(drawing(), 'chart-bars', 'text').map((text) => text.textContent)).toEqual([
      'Large round seagrass storag…',
      '42',
      'Rattan tray',
      '21',
      'Bamboo lamp',
      '7',
    ]);
    expect(shapesOf(drawing(), 'chart-bars', 'g').map(tooltipOf)).toEqual([
      'Large round seagrass storage basket with lid and handles: 42',
      'Rattan tray: 21',
      'Bamboo lamp: 7',
    ]);
  });

  it('draws no bar for zero but still names the entry and writes 0', () => {
    renderChart({
      items: [
        { label: 'Rattan tray', value: 3 },
        { label: 'Bamboo lamp', value: 0 },
      ],
    });
    expect(shapesOf(drawing(), 'chart-bars', 'rect')).toHaveLength(1);
    expect(shapesOf(drawing(), 'chart-bars', 'text').map((text) => text.textContent)).toEqual(['Rattan tray', '3', 'Bamboo lamp', '0']);
  });

  it('grows taller with more entries and stays as wide as its container', () => {
    const heightOf = (viewBox: string | null) => Number(viewBox?.split(' ')[3]);
    const few = renderChart();
    const fewHeight = heightOf(drawing().getAttribute('viewBox'));
    few.unmount();
    renderChart({ items: [...products.items, ...products.items] });
    expect(heightOf(drawing().getAttribute('viewBox'))).toBeGreaterThan(fewHeight);
    expect(drawing()).toHaveAttribute('width', '100%');
  });

  it('says so instead of drawing an empty chart', () => {
    renderChart({ items: [] });
    expect(screen.getByText('Most-asked products')).toBeInTheDocument();
    expect(screen.getByText('Nothing to show for this period.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { hidden: true })).not.toBeInTheDocument();
  });
});
