import { paths } from '../../shared/paths';

/** The product a quotation request names, as the endpoint takes it: its name and its page's public address. */
export function quotedProduct(baseUrl: string, product: { name: string; path: string }): { link: string; name: string } {
  return { link: `${baseUrl}${paths.product(product.path)}`, name: product.name };
}
