import type { ContentTypeKey } from '../../../shared/content/content-types';

// Where the public site shows an item of each kind: the editor's "View on the site" link.
export function publicUrlOf(key: ContentTypeKey, values: Record<string, unknown>, baseUrl: string): string | null {
  const path = String(values.path ?? '');
  const on = (address: string) => `${baseUrl}${address}`;
  switch (key) {
    case 'product':
      return on(`/product/${path}`);
    case 'category':
      return on(`/categories/${path}/page/1`);
    case 'material':
      return on(`/materials/${path}/page/1`);
    case 'faq':
      return on('/faqs');
    case 'page-block':
      return on(`/${String(values.page)}`);
    case 'customer':
      return on('/about-us');
    case 'video':
      return on('/product-videos');
    case 'company':
      return on('/contact');
    default:
      return on('/');
  }
}
