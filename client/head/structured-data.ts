import type { Faq, ProductDetail, LayoutSite } from '../../shared/catalogue';
import { paths } from '../../shared/paths';
import { textOfHtml } from '../../shared/plain-text';
import type { Picture } from '../../shared/picture';
import { isoDuration } from '../../shared/video-tiles';
import { certificateHref, type PublicCertificate } from '../../shared/certificates';

// schema.org descriptions of what one page shows, loaded with the pages that show it (the breadcrumb trail's is with
// the trail, in components/breadcrumbs.tsx, since nearly every page has one). Products carry no offer and no price:
// quotations only.

/** A certificate as schema.org's Certification: its number, who issued it, and its validity. */
export function certificationData(certificate: PublicCertificate, baseUrl: string) {
  return {
    '@type': 'Certification',
    name: certificate.name,
    certificationIdentification: certificate.number,
    issuedBy: { '@type': 'Organization', name: certificate.issuer },
    validFrom: certificate.validFrom,
    expires: certificate.validUntil,
    url: `${baseUrl}${certificateHref(certificate.id)}`,
  };
}

/** The company with the certificates valid today (the certificates page). */
export function certifiedOrganizationData(certificates: PublicCertificate[], baseUrl: string) {
  return {
    '@type': 'Organization',
    '@id': `${baseUrl}/#organization`,
    hasCertification: certificates.map((certificate) => certificationData(certificate, baseUrl)),
  };
}

export function productData(product: ProductDetail, site: LayoutSite, baseUrl: string, certificates: PublicCertificate[] = []) {
  return {
    '@type': 'Product',
    name: product.name,
    url: `${baseUrl}${paths.product(product.path)}`,
    description: textOfHtml(product.detail),
    image: product.gallery.map((picture) => `${baseUrl}${picture.src}`),
    category: product.category.name,
    material: product.material.name,
    // schema.org takes a size as buyers read it, and the colours, as text; a weight there is the piece's, which the
    // spec does not hold (it weighs cartons), so none is said.
    ...(product.spec.size ? { size: product.spec.size } : {}),
    ...(product.spec.colours.length ? { color: product.spec.colours.join(', ') } : {}),
    brand: { '@type': 'Brand', name: site.shortName },
    manufacturer: { '@id': `${baseUrl}/#organization` },
    ...(certificates.length ? { hasCertification: certificates.map((certificate) => certificationData(certificate, baseUrl)) } : {}),
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

/**
 * An embedded video of the company's channel: its poster as the tile shows it (absolute, from `baseUrl`), else the
 * platform's own picture; its length when known.
 */
export function videoData(
  video: { videoId: string; title: string; description?: string; uploadDate?: string; poster?: Picture; durationSeconds?: number },
  baseUrl?: string,
) {
  const id = encodeURIComponent(video.videoId);
  return {
    '@type': 'VideoObject',
    name: video.title,
    description: video.description || video.title,
    thumbnailUrl: video.poster && baseUrl ? `${baseUrl}${video.poster.src}` : `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    contentUrl: `https://www.youtube.com/watch?v=${id}`,
    ...(video.durationSeconds ? { duration: isoDuration(video.durationSeconds) } : {}),
    ...(video.uploadDate ? { uploadDate: video.uploadDate } : {}),
  };
}
