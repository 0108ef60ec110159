import { useLayoutData } from '../routes/layout-data';
import type { LayoutSite } from '../../shared/catalogue';
import { paths } from '../../shared/paths';
import { JsonLd } from './json-ld';

// schema.org descriptions of the company and the site, in every page's footer.

export function organizationData(site: LayoutSite, baseUrl: string) {
  return {
    '@type': 'Organization',
    '@id': `${baseUrl}/#organization`,
    name: site.companyName,
    alternateName: site.shortName,
    url: `${baseUrl}/`,
    logo: `${baseUrl}${site.logo.src}`,
    email: site.email[0],
    telephone: site.phone,
    address: { '@type': 'PostalAddress', streetAddress: site.address, addressCountry: 'VN' },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: site.phone,
        email: site.email[0],
        availableLanguage: ['English', 'Vietnamese'],
      },
      // Each messaging app the company is on: its number and the chat link.
      ...site.messaging.map((contact) => ({
        '@type': 'ContactPoint',
        contactType: 'sales',
        name: contact.app,
        telephone: contact.number,
        url: contact.url,
        availableLanguage: ['English', 'Vietnamese'],
      })),
    ],
    sameAs: [...site.socials].sort((a, b) => a.order - b.order).map((s) => s.url),
  };
}

export function websiteData(site: LayoutSite, baseUrl: string) {
  return {
    '@type': 'WebSite',
    '@id': `${baseUrl}/#website`,
    name: site.shortName,
    url: `${baseUrl}/`,
    publisher: { '@id': `${baseUrl}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${baseUrl}${paths.search('{search_term_string}').replace('%7B', '{').replace('%7D', '}')}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The company and the site with its search, on every page. */
export function SiteStructuredData() {
  const { site, baseUrl } = useLayoutData();
  return <JsonLd data={{ '@graph': [organizationData(site, baseUrl), websiteData(site, baseUrl)] }} />;
}
