import { renderToStaticMarkup } from 'react-dom/server';
import { ShareGauge, sharePercent } from './share-gauge';
import { tagsOf } from './chart-markup.test-helper';

describe('sharePercent', () => {
  it.each([
    [41, 50, 82],
    [50, 50, 100],
    [0, 50, 0],
    [199, 200, 99],
    [1, 500, 1],
    [2, 3, 67],
  ])('gives %p of %p as %p%', (part, whole, percent) => {
    expect(sharePercent(part, whole)).toBe(percent);
  });

  it('has no share of nothing', () => {
    expect(sharePercent(0, 0)).toBeNull();
  });
});

describe('ShareGauge', () => {
  it('writes the share and the counts, and fills the bar that far', () => {
    const html = renderToStaticMarkup(<ShareGauge title="Answered within 24 hours" part={41} whole={50} />);
    expect(html).toContain('<figcaption class="fw-semibold mb-1">Answered within 24 hours</figcaption>');
    expect(html).toContain('>82%<');
    expect(html).toContain('41 of 50 inquiries');
    const fill = tagsOf(html, 'rect').find((rect) => rect.class === 'share-fill');
    expect(fill?.width).toBe('82');
  });

  it('writes large counts with separators', () => {
    expect(renderToStaticMarkup(<ShareGauge title="Answered" part={1234} whole={2000} />)).toContain('1,234 of 2,000 inquiries');
  });

  it('says there is nothing to measure when nothing came in', () => {
    const html = renderToStaticMarkup(<ShareGauge title="Answered within 24 hours" part={0} whole={0} />);
    expect(html).toContain('>–<');
    expect(html).toContain('No inquiries in this period.');
    expect(tagsOf(html, 'rect').some((rect) => rect.class === 'share-fill')).toBe(false);
  });
});
