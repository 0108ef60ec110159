import { renderToStaticMarkup } from 'react-dom/server';
import { HorizontalBarChart, type HorizontalBarChartProps } from './horizontal-bar-chart';
import { dataTableOf, numberAttribute, partOf, tagsOf, textsOf } from './chart-markup.test-helper';

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

const render = (props: Partial<HorizontalBarChartProps> = {}) => renderToStaticMarkup(<HorizontalBarChart {...products} {...props} />);

describe('HorizontalBarChart', () => {
  it('gives every name whole and every number in a hidden table', () => {
    expect(dataTableOf(render())).toEqual({
      caption: 'Most-asked products',
      rows: [
        ['Product', 'Inquiries'],
        ['Large round seagrass storage basket with lid and handles', '42'],
        ['Rattan tray', '21'],
        ['Bamboo lamp', '7'],
      ],
    });
  });

  it('draws the bars in the order given, lengths proportional to the values, from one baseline', () => {
    const bars = tagsOf(partOf(render(), 'chart-bars'), 'rect');
    expect(bars).toHaveLength(3);
    const widths = bars.map((bar) => numberAttribute(bar, 'width'));
    expect(widths[1]! / widths[0]!).toBeCloseTo(0.5, 2);
    expect(widths[2]! / widths[0]!).toBeCloseTo(1 / 6, 2);
    expect(new Set(bars.map((bar) => bar.x)).size).toBe(1);
    const ys = bars.map((bar) => numberAttribute(bar, 'y'));
    expect(ys[0]).toBeLessThan(ys[1]!);
    expect(ys[1]).toBeLessThan(ys[2]!);
  });

  it('names each bar, cutting a long name, and writes its value at its end', () => {
    const texts = textsOf(partOf(render(), 'chart-bars'));
    expect(texts).toEqual(['Large round seagrass storag…', '42', 'Rattan tray', '21', 'Bamboo lamp', '7']);
  });

  it('draws no bar for zero but still names the entry and writes 0', () => {
    const html = render({
      items: [
        { label: 'Rattan tray', value: 3 },
        { label: 'Bamboo lamp', value: 0 },
      ],
    });
    expect(tagsOf(partOf(html, 'chart-bars'), 'rect')).toHaveLength(1);
    expect(textsOf(partOf(html, 'chart-bars'))).toEqual(['Rattan tray', '3', 'Bamboo lamp', '0']);
  });

  it('grows taller with more entries and stays as wide as its container', () => {
    const [few] = tagsOf(render(), 'svg');
    const [many] = tagsOf(render({ items: [...products.items, ...products.items] }), 'svg');
    const heightOf = (viewBox = '') => Number(viewBox.split(' ')[3]);
    expect(heightOf(many?.viewBox)).toBeGreaterThan(heightOf(few?.viewBox));
    expect(many?.width).toBe('100%');
  });
});
