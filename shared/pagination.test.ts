import { pageItems, responsivePageItems } from './pagination';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps two pages at each end and three around the current one, with breaks between', () => {
    expect(pageItems(10, 20)).toEqual([1, 2, 'break', 9, 10, 11, 'break', 19, 20]);
  });

  it('does not break where the ranges meet', () => {
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 'break', 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 2, 'break', 18, 19, 20]);
  });
});

describe('responsivePageItems', () => {
  const shownAt = (current: number, count: number, width: 'wide' | 'narrow') =>
    responsivePageItems(current, count)
      .filter((entry) => entry[width])
      .map((entry) => entry.item);

  it('shows the spec’s list on wide screens', () => {
    for (const [current, count] of [
      [10, 20],
      [3, 20],
      [20, 20],
      [2, 5],
    ] as const) {
      expect(shownAt(current, count, 'wide')).toEqual(pageItems(current, count));
    }
  });

  it('shows the first, current and last pages on a phone, with breaks where pages are left out', () => {
    expect(shownAt(10, 20, 'narrow')).toEqual([1, 'break', 10, 'break', 20]);
    expect(shownAt(1, 20, 'narrow')).toEqual([1, 'break', 20]);
    expect(shownAt(2, 20, 'narrow')).toEqual([1, 2, 'break', 20]);
    expect(shownAt(20, 20, 'narrow')).toEqual([1, 'break', 20]);
    expect(shownAt(2, 3, 'narrow')).toEqual([1, 2, 3]);
  });
});
