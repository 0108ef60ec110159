import { type LoaderFunction, type LoaderFunctionArgs, matchRoutes } from 'react-router-dom';
import { localizedHref, SITE_LOCALES } from '../shared/i18n/locales';
import { PAGE_PATTERNS, paths } from '../shared/paths';
import { PAGE_LIST, PAGES } from './page-registry';
import { withSort } from '../shared/listing-urls';
import { PRODUCT_LISTING_PATTERNS } from './components/product-listing';
import { TAXONOMY_GRID_PATTERNS } from './routes/taxonomy-index-route';
import { onePageOfEach } from '../test/page-urls';
import { routes } from './routes';
import { LAYOUT_ROUTE_ID } from './routes/layout-data';

/** The full path of the deepest route matching a URL, as the route table writes it, after the language's segment. */
function routePatternOf(url: string): string {
  const matches = (matchRoutes(routes, url) ?? []).filter((match) => match.route.id !== LAYOUT_ROUTE_ID);
  return `/${matches
    .map((match) => match.route.path)
    .filter((path): path is string => Boolean(path) && path !== '/')
    .join('/')}`;
}

describe('the URL patterns that listings watch while a page loads', () => {
  it.each([
    [paths.category('baskets', 2), PRODUCT_LISTING_PATTERNS],
    [paths.material('rattan', 3), PRODUCT_LISTING_PATTERNS],
    [paths.products(4), PRODUCT_LISTING_PATTERNS],
    [paths.categories(2), TAXONOMY_GRID_PATTERNS],
    [paths.materials(2), TAXONOMY_GRID_PATTERNS],
  ])('name the route of %s as the route table does, in every language', (url, patterns) => {
    expect(patterns).toContain(routePatternOf(url));
    expect(patterns).toContain(routePatternOf(localizedHref('ja', url)));
  });

  it('cover no other page', () => {
    const others = [paths.home(), paths.product('round-basket'), paths.order('round-basket'), paths.contact(), paths.notFound()];
    for (const url of others) {
      expect([...PRODUCT_LISTING_PATTERNS, ...TAXONOMY_GRID_PATTERNS]).not.toContain(routePatternOf(url));
    }
  });
});

describe('withSort', () => {
  it('adds ?sort= only for an order other than the default', () => {
    expect(withSort(paths.products(2), 'za')).toBe('/products/page/2?sort=za');
    expect(withSort(paths.products(2), '')).toBe('/products/page/2');
  });
});

describe('the page definitions', () => {
  it('are listed under the name of their URL builder, with its pattern', () => {
    const listed = Object.entries(PAGES).map(([name, page]) => [name, page.name, page.pattern, page.href === paths[page.name]]);
    expect(listed).toEqual(Object.entries(PAGES).map(([name]) => [name, name, PAGE_PATTERNS[name as keyof typeof PAGES], true]));
  });

  it.each(SITE_LOCALES)("build URLs that each page's own route answers in %s", (locale) => {
    const urls = onePageOfEach({ product: 'round-basket', category: 'baskets', material: 'rattan', search: 'seagrass basket' })
      .slice(0, PAGE_LIST.length)
      .map((url) => localizedHref(locale, url));
    const answered = urls.map((url) => ({ url, id: matchRoutes(routes, url)?.at(-1)?.route.id }));
    expect(answered).toEqual(PAGE_LIST.map((page, i) => ({ url: urls[i], id: page.id })));
  });

  it('take a form posted to the page exactly where the route module has an action for it', async () => {
    const pages = await Promise.all(
      PAGE_LIST.map(async (page) => ({ id: page.id, form: Boolean(page.form), action: Boolean((await page.lazy()).action) })),
    );
    expect(pages.filter((page) => page.form !== page.action)).toEqual([]);
    expect(pages.filter((page) => page.form).map((page) => page.id)).toEqual(
      expect.arrayContaining(['order', 'contact', 'catalogue-request']),
    );
  });

  it.each(SITE_LOCALES)('redirect each bare section URL permanently to its first page, in %s', async (locale) => {
    for (const page of PAGE_LIST.filter((definition) => definition.section)) {
      const section = localizedHref(locale, page.section!);
      const [match] = matchRoutes(routes, section)!.slice(-1);
      const answer = (await (match!.route.loader as LoaderFunction)({ params: match!.params } as LoaderFunctionArgs)) as Response;
      expect([section, answer.status, answer.headers.get('Location')]).toEqual([section, 301, localizedHref(locale, page.href())]);
    }
  });
});
