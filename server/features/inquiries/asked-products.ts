import { splitLocale } from '../../../shared/i18n/locales';
import { unstorableProblemOf } from '../../http/unstorable-text';

/** A product an inquiry names by its path, with the pieces asked for in an order. */
export interface AskedPath {
  path: string;
  pieces?: number;
}

const PRODUCT_PAGE = /^\/product\/([^/?#]+)\/?$/;

/**
 * The product path in the link a quotation form sends (the product page's address), or null when the link is not
 * a product page of this site's shape. Only the path is used: it is looked up in the catalogue, never repeated.
 */
export function productPathFromLink(link: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(link, 'http://site.invalid').pathname;
  } catch {
    return null;
  }
  // The product page in any of the site's languages (/de/product/…) names the same product.
  const match = PRODUCT_PAGE.exec(splitLocale(pathname).href);
  if (!match) return null;
  let path: string;
  try {
    path = decodeURIComponent(match[1]!);
  } catch {
    return null; // a broken %-escape
  }
  // '%00' is harmless in the body and a NUL once decoded, which no query may carry.
  return unstorableProblemOf(path) ? null : path;
}
