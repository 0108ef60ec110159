import { centsOfPriceText, formatCents, formatUsd, lineAmountCents, priceTextOf, suggestsLetterOfCredit } from './quotes';

describe('money in whole cents', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [99, '0.99'],
    [100, '1.00'],
    [123_456, '1,234.56'],
    [4_500_000, '45,000.00'],
    [9_999_999_999, '99,999,999.99'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('names the currency', () => {
    expect(formatUsd(505_350)).toBe('USD 5,053.50');
  });

  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.07', 7],
    [' 1234.56 ', 123_456],
    ['99999999.99', 9_999_999_999],
  ])('reads %j as %i cents, digit by digit', (text, cents) => {
    expect(centsOfPriceText(text)).toBe(cents);
  });

  it.each(['', '12,50', '1,234.50', '-1', '12.555', '.5', '12.', '1e3', 'USD 12'])('reads %j as no price', (text) => {
    expect(centsOfPriceText(text)).toBeNull();
  });

  it('shows a stored price as it reads back', () => {
    for (const cents of [0, 7, 1250, 123_456, 9_999_999_999]) expect(centsOfPriceText(priceTextOf(cents))).toBe(cents);
    expect(priceTextOf(null)).toBe('');
  });

  it('adds no float drift where dollars would: 0.1 + 0.2 is 30 cents', () => {
    expect(lineAmountCents(1, 10) + lineAmountCents(1, 20)).toBe(30);
    // 3 × 19.99 in dollars is 59.970000000000006 as floats; in cents it is exact.
    expect(lineAmountCents(3, 1999)).toBe(5997);
  });
});

describe('the L/C suggestion (spec §9: L/C for a first order over 45,000 dollars)', () => {
  it('is made for a first order over USD 45,000.00, and not at it', () => {
    expect(suggestsLetterOfCredit(4_500_001, true)).toBe(true);
    expect(suggestsLetterOfCredit(4_500_000, true)).toBe(false);
  });

  it('is not made for a buyer who has ordered before', () => {
    expect(suggestsLetterOfCredit(10_000_000, false)).toBe(false);
  });
});
