import { useLingui } from '@lingui/react/macro';
import { Helmet } from 'react-helmet-async';
import type { SeoText } from '../../shared/catalogue';
import { alternatesOf, inEveryLocale, type LocaleHrefs, localesOf, OG_LOCALES } from '../../shared/i18n/alternates';
import { localizedHref } from '../../shared/i18n/locales';
import type { Picture } from '../../shared/picture';
import { useSiteLocale } from '../i18n/site-i18n';
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
  /**
   * Path of the canonical URL, written in English as links are (defaults to none): each language's page names its
   * own address, and an indexed page lists every language's address as its alternates.
   */
  canonicalPath?: string;
  /**
   * The page's address in each locale it exists in, when it shows a translated item (a product, a category): its
   * translated path there. Absent: every locale, at `canonicalPath`. A page whose item is not translated into the
   * page's locale shows the English content under this locale's interface: it is kept out of the index, and the
   * English page and the translations are the ones crawlers list.
   */
  localeHrefs?: LocaleHrefs;
  /** Crawlers should not index this page. */
  noIndex?: boolean;
  /** The picture shared with the link (Open Graph, Twitter); the company logo when absent. */
  image?: Picture | null;
}

export function PageMeta(props: PageMetaProps) {
  const { site, baseUrl } = useLayoutData();
  const locale = useSiteLocale();
  const { t } = useLingui();
  const { title: name, description, keywords } = props;
  const page = props.page && props.page > 1 ? props.page : null;
  const title = page ? t`${name} - Page ${page}` : name;
  const fullTitle = `${title} | ${site.shortName}`;
  const hrefs = props.localeHrefs ?? (props.canonicalPath ? inEveryLocale(props.canonicalPath) : undefined);
  const ownHref = hrefs?.[locale];
  const noIndex = props.noIndex || (hrefs !== undefined && ownHref === undefined);
  const canonical = ownHref ? `${baseUrl}${localizedHref(locale, ownHref)}` : null;
  const locales = hrefs ? localesOf(hrefs) : [locale];
  // A page kept out of the index has no language versions to tell of.
  const alternates = hrefs && !noIndex ? alternatesOf(baseUrl, hrefs) : [];
  const image = props.image ?? site.logo;
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {/* React writes the attribute as `hrefLang`: HTML's attribute names are case-insensitive, parsers read hreflang. */}
      {alternates.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      <meta property="og:site_name" content={site.shortName} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      {locales
        .filter((other) => other !== locale)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
        ))}
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
