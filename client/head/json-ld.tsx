import { DEFAULT_LOCALE, localizedHref, splitLocale, type SiteLocale } from '../../shared/i18n/locales';
import { useSiteLocale } from '../i18n/site-i18n';
import { useLayoutData } from '../routes/layout-data';

/**
 * schema.org types that are creative works, which say the language they are written in (`inLanguage`): the pages'
 * own texts. A product, a company or a breadcrumb trail has no language of its own.
 */
const WRITTEN_IN_A_LANGUAGE = new Set(['WebSite', 'WebPage', 'FAQPage', 'VideoObject']);

/**
 * The properties that hold the address of a page of the site: an item's page (`url`), a breadcrumb's step
 * (`item`), the site search's (`urlTemplate`).
 */
const PAGE_ADDRESSES = new Set(['url', 'item', 'urlTemplate']);

/**
 * The data in the page's language. The builders (structured-data.ts, breadcrumbs) write a page's address as links
 * do, in English (`${baseUrl}/product/…`), and AppLink-like, the addresses are written here in the page's
 * language; an address already in another language than English, another host's, or a picture's (`image`, `logo`, never one of the
 * properties above) stays as it is.
 */
export function inPageLocale(data: unknown, locale: SiteLocale, baseUrl: string): unknown {
  if (Array.isArray(data)) return data.map((item) => inPageLocale(item, locale, baseUrl));
  if (!data || typeof data !== 'object') return data;
  const entries = Object.entries(data as Record<string, unknown>).map(([key, value]): [string, unknown] => {
    if (PAGE_ADDRESSES.has(key) && typeof value === 'string' && value.startsWith(`${baseUrl}/`)) {
      const path = value.slice(baseUrl.length);
      return [key, splitLocale(path).locale === DEFAULT_LOCALE ? `${baseUrl}${localizedHref(locale, path)}` : value];
    }
    return [key, inPageLocale(value, locale, baseUrl)];
  });
  const node = Object.fromEntries(entries);
  return typeof node['@type'] === 'string' && WRITTEN_IN_A_LANGUAGE.has(node['@type']) ? { ...node, inLanguage: locale } : node;
}

/**
 * Structured data for search engines, in the page's language. `<` is escaped so stored text can never close the
 * script element. A JSON-LD block is data, not code: browsers do not run it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const locale = useSiteLocale();
  const { baseUrl } = useLayoutData();
  const json = JSON.stringify({ '@context': 'https://schema.org', ...(inPageLocale(data, locale, baseUrl) as object) }).replace(
    /</g,
    '\\u003c',
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
