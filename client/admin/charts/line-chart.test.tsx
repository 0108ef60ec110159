import { renderToStaticMarkup } from 'react-dom/server';
import { LineChart, type LineChartProps } from './line-chart';
import { dataTableOf, numberAttribute, partOf, tagsOf, textsOf } from './chart-markup.test-helper';
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

const render = (props: Partial<LineChartProps> = {}) => renderToStaticMarkup(<LineChart {...replyTimes} {...props} />);

describe('LineChart', () => {
  it('gives the numbers in a hidden table, a dash for a week without data', () => {
    expect(dataTableOf(render())).toEqual({
      caption: 'Time to first reply',
      rows: [
        ['Week', 'Median', '90th percentile'],
        ['1 Sep', '2 h', '10 h'],
        ['8 Sep', '4 h', '20 h'],
        ['15 Sep', '–', '–'],
        ['22 Sep', '3 h', '12.5 h'],
      ],
    });
  });

  it('draws a line per series, broken where a week has no data', () => {
    const paths = tagsOf(partOf(render(), 'chart-lines'), 'path');
    expect(paths.map((path) => path.stroke)).toEqual([SERIES_COLORS[0], SERIES_COLORS[1]]);
    for (const path of paths) expect(path.d?.match(/M/g)).toHaveLength(2);
    // The series differ by their dash pattern too, not by colour alone.
    expect(paths[0]?.['stroke-dasharray']).toBeUndefined();
    expect(paths[1]?.['stroke-dasharray']).toBeDefined();
  });

  it('places a point per value, at heights proportional to the values', () => {
    const points = tagsOf(partOf(render(), 'chart-lines'), 'circle');
    expect(points).toHaveLength(6);
    const ys = points.map((point) => numberAttribute(point, 'cy'));
    // Zero lies as far below the 2 h point as the 4 h point lies above it.
    const zero = ys[0]! + (ys[0]! - ys[1]!);
    const heights = ys.map((y) => zero - y);
    const values = [2, 4, 3, 10, 20, 12.5];
    for (const [i, height] of heights.entries()) expect(height / values[i]!).toBeCloseTo(heights[0]! / 2, 1);
  });

  it('writes the axis in the given format up to a round value above the largest', () => {
    expect(textsOf(render())).toEqual(expect.arrayContaining(['0 h', '5 h', '10 h', '15 h', '20 h', 'Hours', 'Week']));
  });

  it('reaches at least the given maximum, so a share of 40% does not fill the chart', () => {
    const texts = textsOf(
      render({ series: ['Answered within 24 h'], rows: [{ label: '1 Sep', values: [40] }], formatValue: (share) => `${share}%` }),
    );
    expect(texts).not.toContain('100%');
    const withMax = textsOf(
      render({
        series: ['Answered within 24 h'],
        rows: [{ label: '1 Sep', values: [40] }],
        maxValue: 100,
        formatValue: (share) => `${share}%`,
      }),
    );
    expect(withMax).toContain('100%');
  });
});
