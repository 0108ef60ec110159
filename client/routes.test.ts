import { matchRoutes } from 'react-router-dom';
import { paths } from './page-registry';
import { withSort } from '../shared/listing-urls';
import { PRODUCT_LISTING_PATTERNS } from './components/product-listing';
import { TAXONOMY_GRID_PATTERNS } from './routes/taxonomy-index-route';
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
