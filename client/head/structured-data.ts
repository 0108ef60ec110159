import type { Faq, ProductDetail, SiteInfo } from '../../shared/catalogue';
import { paths } from '../page-registry';
import { textOfHtml } from '../../shared/plain-text';

// schema.org descriptions of what one page shows, loaded with the pages that show it (the breadcrumb trail's is with
// the trail, in components/breadcrumbs.tsx, since nearly every page has one). Products carry no offer and no price:
// quotations only.

export function productData(product: ProductDetail, site: SiteInfo, baseUrl: string) {
  return {
    '@type': 'Product',
    name: product.name,
    url: `${baseUrl}${paths.product(product.path)}`,
    description: textOfHtml(product.detail),
    image: product.gallery.map((picture) => `${baseUrl}${picture.src}`),
    category: product.category.name,
    material: product.material.name,
    brand: { '@type': 'Brand', name: site.shortName },
    manufacturer: { '@id': `${baseUrl}/#organization` },
  };
}

export function faqData(faqs: Faq[]) {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** An embedded video of the company's channel. The platform's own thumbnail stands for it. */
export function videoData(video: { videoId: string; title: string; description?: string; uploadDate?: string }) {
  const id = encodeURIComponent(video.videoId);
  return {
    '@type': 'VideoObject',
    name: video.title,
    description: video.description || video.title,
    thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    contentUrl: `https://www.youtube.com/watch?v=${id}`,
    ...(video.uploadDate ? { uploadDate: video.uploadDate } : {}),
  };
}
