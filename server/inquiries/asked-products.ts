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
  const match = PRODUCT_PAGE.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null; // a broken %-escape
  }
}
