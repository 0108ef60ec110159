import type { Sort } from './catalogue';

// Every public URL of the site, built in one place.
export const paths = {
  home: () => '/',
  /** The bare section URL; it redirects to the first page. */
  categoriesSection: () => '/categories',
  categories: (page = 1) => `/categories/page/${page}`,
  category: (path: string, page = 1) => `/categories/${encodeURIComponent(path)}/page/${page}`,
  materials: (page = 1) => `/materials/page/${page}`,
  material: (path: string, page = 1) => `/materials/${encodeURIComponent(path)}/page/${page}`,
  products: (page = 1) => `/products/page/${page}`,
  product: (path: string) => `/product/${encodeURIComponent(path)}`,
  order: (path: string) => `/order/${encodeURIComponent(path)}`,
  search: (path: string, page = 1) => `/search/${encodeURIComponent(path)}/page/${page}`,
  contact: () => '/contact',
  aboutUs: () => '/about-us',
  productVideos: () => '/product-videos',
  faqs: () => '/faqs',
  howWeMake: () => '/how-we-make',
  qualityControl: () => '/quality-control',
  notFound: () => '/not-found',
} as const;

/** A page number from the URL: a positive integer written plainly ('1', '12'), or null. */
export function parsePageParam(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/** A listing URL in the given order: `?sort=` only when it is not the default, so page 1 stays canonical. */
export function withSort(href: string, sort: Sort): string {
  return sort ? `${href}?sort=${encodeURIComponent(sort)}` : href;
}

/** The URL patterns of the route table (client/routes.tsx) whose pages are product listings. */
export const PRODUCT_LISTING_PATTERNS = ['/categories/:path/page/:page', '/materials/:path/page/:page', '/products/page/:page'] as const;

/** The URL patterns of the category and material grids. */
export const TAXONOMY_GRID_PATTERNS = ['/categories/page/:page', '/materials/page/:page'] as const;
