import { matchRoutes } from 'react-router-dom';
import { PAGE_PATTERNS, paths } from '../shared/paths';
import { PAGE_LIST, PAGES } from './page-registry';
import { withSort } from '../shared/listing-urls';
import { PRODUCT_LISTING_PATTERNS } from './components/product-listing';
import { TAXONOMY_GRID_PATTERNS } from './routes/taxonomy-index-route';
import { onePageOfEach } from '../test/page-urls';
import { routes } from './routes';

/** The full path of the deepest route matching a URL, as the route table writes it. */
function routePatternOf(url: string): string {
  const matches = matchRoutes(routes, url) ?? [];
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
  ])('name the route of %s as the route table does', (url, patterns) => {
    expect(patterns).toContain(routePatternOf(url));
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

  it("build URLs that each page's own route answers", () => {
    const urls = onePageOfEach({ product: 'round-basket', category: 'baskets', material: 'rattan', search: 'seagrass basket' });
    const answered = urls.slice(0, PAGE_LIST.length).map((url) => ({ url, id: matchRoutes(routes, url)?.at(-1)?.route.id }));
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

  it('redirect each bare section URL permanently to its first page', async () => {
    for (const page of PAGE_LIST.filter((definition) => definition.section)) {
      const route = matchRoutes(routes, page.section!)!.at(-1)!.route;
      const answer = (await (route.loader as () => Promise<Response>)()) as Response;
      expect([page.section, answer.status, answer.headers.get('Location')]).toEqual([page.section, 301, page.href()]);
    }
  });
});
