/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ShareGauge, sharePercent } from './share-gauge';

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

/** The bar's filled part: the drawing is decoration to screen readers (the words say the share), so found by class. */
const fillOf = (figure: HTMLElement) => figure.querySelector('svg[aria-hidden="true"] .share-fill');

describe('ShareGauge', () => {
  it('writes the share and the counts, and fills the bar that far', () => {
    render(<ShareGauge title="Answered within 24 hours" part={41} whole={50} />);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('Answered within 24 hours', { selector: 'figcaption' })).toBeInTheDocument();
    expect(within(figure).getByText('82%')).toBeInTheDocument();
    expect(within(figure).getByText('41 of 50 inquiries')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(fillOf(figure)).toHaveAttribute('width', '82');
  });

  it('writes large counts with separators', () => {
    render(<ShareGauge title="Answered" part={1234} whole={2000} />);
    expect(screen.getByText('1,234 of 2,000 inquiries')).toBeInTheDocument();
  });

  it('says there is nothing to measure when nothing came in', () => {
    render(<ShareGauge title="Answered within 24 hours" part={0} whole={0} />);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('–')).toBeInTheDocument();
    expect(within(figure).getByText('No inquiries in this period.')).toBeInTheDocument();
    expect(fillOf(figure)).not.toBeInTheDocument();
  });
});
