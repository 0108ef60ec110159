import type { ContentTypeKey } from '../../../shared/content/content-types';
import { paths } from '../../../shared/paths';

// Where the public site shows an item of each kind: the editor's "View on the site" link.
export function publicUrlOf(key: ContentTypeKey, values: Record<string, unknown>, baseUrl: string): string | null {
  const path = String(values.path ?? '');
  const on = (address: string) => `${baseUrl}${address}`;
  switch (key) {
    case 'product':
      return on(paths.product(path));
    case 'category':
      return on(paths.category(path));
    case 'material':
      return on(paths.material(path));
    case 'faq':
      return on(paths.faqs());
    case 'page-block':
      // A content page's id is its address.
      return on(`/${String(values.page)}`);
    case 'customer':
    case 'testimonial':
      return on(paths.aboutUs());
    case 'video':
      return on(paths.productVideos());
    case 'company':
      return on(paths.contact());
    default:
      return on(paths.home());
  }
}
