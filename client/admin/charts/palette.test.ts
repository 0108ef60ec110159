import { INK, SERIES_COLORS, contrastRatio } from './palette';

describe('the chart palette', () => {
  it.each(SERIES_COLORS)('draws %s with at least 3:1 contrast on white, as WCAG asks of graphics', (color) => {
    expect(contrastRatio(color, '#FFFFFF')).toBeGreaterThanOrEqual(3);
  });

  it('writes texts with at least 4.5:1 contrast on white', () => {
    expect(contrastRatio(INK, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });
});
