import { paths } from '../../shared/paths';
import { sourcePathOf } from '../../shared/catalogue';

/** The product a buyer asks a quotation for, as the page knows it. */
export interface QuotedProduct {
  name: string;
  path: string;
  sourcePath?: string;
}

/** The product a quotation request names, as the endpoint takes it: its name and its page's public address. */
export function quotedProduct(baseUrl: string, product: QuotedProduct): { link: string; name: string } {
  // The English address: it names the product to staff and to the inquiry's records in every language.
  return { link: `${baseUrl}${paths.product(sourcePathOf(product))}`, name: product.name };
}
