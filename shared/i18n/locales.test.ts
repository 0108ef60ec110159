import { localizedHref, splitLocale } from './locales';

describe('localized addresses', () => {
  it.each([
    ['en', '/', '/'],
    ['en', '/product/belly-basket', '/product/belly-basket'],
    ['de', '/', '/de'],
    ['de', '/product/belly-basket', '/de/product/belly-basket'],
    ['ja', '/categories/page/2?sort=name', '/ja/categories/page/2?sort=name'],
  ] as const)('%s: %s is at %s, and reads back as it was', (locale, href, localized) => {
    expect(localizedHref(locale, href)).toBe(localized);
    expect(splitLocale(localized)).toEqual({ locale, href });
  });

  it.each(['/xx/about-us', '/en/about-us', '/design/page/1', '/defaults'])('%s has no site locale prefix: it is English', (href) => {
    expect(splitLocale(href)).toEqual({ locale: 'en', href });
  });

  it('keeps a query on the home page of a language', () => {
    expect(splitLocale('/fr?utm=mail')).toEqual({ locale: 'fr', href: '/?utm=mail' });
  });
});
