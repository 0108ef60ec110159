import { paths } from '../../shared/paths';

/** The product a buyer asks a quotation for, as the page knows it. */
export interface QuotedProduct {
  name: string;
  path: string;
}

/** The product a quotation request names, as the endpoint takes it: its name and its page's public address. */
export function quotedProduct(baseUrl: string, product: QuotedProduct): { link: string; name: string } {
  return { link: `${baseUrl}${paths.product(product.path)}`, name: product.name };
}
