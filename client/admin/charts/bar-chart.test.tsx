import { renderToStaticMarkup } from 'react-dom/server';
import { BarChart, type BarChartProps } from './bar-chart';
import { dataTableOf, numberAttribute, partOf, tagsOf, textsOf } from './chart-markup.test-helper';
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

const render = (props: Partial<BarChartProps> = {}) => renderToStaticMarkup(<BarChart {...weeks} {...props} />);
const barsOf = (html: string) => tagsOf(partOf(html, 'chart-bars'), 'rect');

describe('BarChart', () => {
  it('is one image named by its caption', () => {
    const html = render();
    const [svg] = tagsOf(html, 'svg').filter((attributes) => attributes.role === 'img');
    const captionId = /<figcaption id="([^"]+)"[^>]*>Inquiries per week by kind<\/figcaption>/.exec(html)?.[1];
    expect(captionId).toBeDefined();
    expect(svg?.['aria-labelledby']).toBe(captionId);
    expect(svg?.viewBox).toBe('0 0 640 300');
    expect(svg?.width).toBe('100%');
  });

  it('gives the numbers in a hidden table, with a total per week when stacked', () => {
    expect(dataTableOf(render())).toEqual({
      caption: 'Inquiries per week by kind',
      rows: [
        ['Week', 'Quotation', 'Sample request', 'Total'],
        ['1 Sep', '3', '2', '5'],
        ['8 Sep', '6', '0', '6'],
        ['15 Sep', '1', '–', '1'],
      ],
    });
  });

  it('stacks one bar per non-zero value, heights proportional to the values', () => {
    const bars = barsOf(render());
    expect(bars).toHaveLength(4); // 3 + 2, 6, 1: a zero and a missing value draw nothing
    const perUnit = bars.map((bar) => numberAttribute(bar, 'height'));
    const values = [3, 2, 6, 1];
    for (const [i, height] of perUnit.entries()) {
      expect(height / values[i]!).toBeCloseTo(perUnit[2]! / 6, 1);
    }
  });

  it('puts each kind on top of the one before, in the legend colours', () => {
    const [quotation, sample] = barsOf(render());
    expect(quotation?.fill).toBe(SERIES_COLORS[0]);
    expect(sample?.fill).toBe(SERIES_COLORS[1]);
    expect(numberAttribute(sample!, 'y') + numberAttribute(sample!, 'height')).toBeCloseTo(numberAttribute(quotation!, 'y'), 1);
    expect(numberAttribute(sample!, 'x')).toBe(numberAttribute(quotation!, 'x'));
    const legend = /<ul[^>]*aria-hidden="true"[^>]*>(.*?)<\/ul>/s.exec(render())?.[1] ?? '';
    expect(tagsOf(legend, 'rect').map((swatch) => swatch.fill)).toEqual([SERIES_COLORS[0], SERIES_COLORS[1]]);
    expect(legend).toContain('Quotation');
    expect(legend).toContain('Sample request');
  });

  it('draws gridlines at round values above the tallest week', () => {
    const texts = textsOf(render());
    expect(texts).toEqual(expect.arrayContaining(['0', '2', '4', '6', 'Inquiries', 'Week', '1 Sep', '8 Sep', '15 Sep']));
  });

  it('sets grouped bars side by side on the same baseline', () => {
    const html = render({ layout: 'grouped' });
    const bars = barsOf(html);
    expect(bars).toHaveLength(4);
    const bottoms = bars.map((bar) => numberAttribute(bar, 'y') + numberAttribute(bar, 'height'));
    for (const bottom of bottoms) expect(bottom).toBeCloseTo(bottoms[0]!, 1);
    const [quotation, sample] = bars;
    expect(numberAttribute(sample!, 'x')).toBeCloseTo(numberAttribute(quotation!, 'x') + numberAttribute(quotation!, 'width'), 1);
    expect(numberAttribute(quotation!, 'height') / 3).toBeCloseTo(numberAttribute(sample!, 'height') / 2, 1);
    expect(dataTableOf(html).rows[0]).toEqual(['Week', 'Quotation', 'Sample request']);
  });

  it('labels only every few of 26 weeks, so that no two labels overlap', () => {
    const rows = Array.from({ length: 26 }, (_, i) => ({ label: `${(i % 28) + 1} Nov`, values: [i, 1] }));
    const html = render({ rows });
    const labels = tagsOf(partOf(html, 'chart-category-labels'), 'text').filter((text) => text.y !== undefined);
    const weekLabels = labels.slice(0, -1); // the last text is the axis title
    expect(weekLabels.length).toBeLessThan(26);
    expect(weekLabels.length).toBeGreaterThan(5);
    const xs = weekLabels.map((label) => numberAttribute(label, 'x'));
    for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThan(textWidth('26 Nov', FONT_SIZE));
    expect(barsOf(html)).toHaveLength(51); // week 0 has no quotations
    expect(dataTableOf(html).rows).toHaveLength(27);
  });

  it('says so instead of drawing an empty chart', () => {
    const html = render({ rows: [] });
    expect(html).toContain('Nothing to show for this period.');
    expect(html).not.toContain('<svg');
  });
});
