import { Helmet } from 'react-helmet-async';
import type { SeoText } from '../../shared/catalogue';
import type { Picture } from '../../shared/picture';
import { useLayoutData } from '../routes/layout-data';

/** What a page says about itself to search engines and link previews; each route module writes its own. */
export interface PageMetaText {
  title: string;
  description: string;
  keywords: string;
}

/** The page's own texts, with what its editors set for search engines in their place. */
export const withSeo = (meta: PageMetaText, seo: SeoText | undefined): PageMetaText => ({
  ...meta,
  title: seo?.title || meta.title,
  description: seo?.description || meta.description,
});

export interface PageMetaProps extends PageMetaText {
  /** Open Graph's type of the page. */
  ogType?: 'website' | 'product';
  /** Page number of a listing, added to the title after page 1. */
  page?: number;
  /** Path of the canonical URL (defaults to none). */
  canonicalPath?: string;
  /** Crawlers should not index this page. */
  noIndex?: boolean;
  /** The picture shared with the link (Open Graph, Twitter); the company logo when absent. */
  image?: Picture | null;
}

export function PageMeta(props: PageMetaProps) {
  const { site, baseUrl } = useLayoutData();
  const { description, keywords } = props;
  const title = props.title + (props.page && props.page > 1 ? ` - Page ${props.page}` : '');
  const fullTitle = `${title} | ${site.shortName}`;
  const canonical = props.canonicalPath ? `${baseUrl}${props.canonicalPath}` : null;
  const image = props.image ?? site.logo;
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      {props.noIndex ? <meta name="robots" content="noindex" /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      <meta property="og:site_name" content={site.shortName} />
      <meta property="og:type" content={props.ogType ?? 'website'} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      <meta property="og:image" content={`${baseUrl}${image.src}`} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={`${baseUrl}${image.src}`} />
    </Helmet>
  );
}
