import { pageItems } from './pagination';

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
