import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { AppLink } from './app-link';
import { JsonLd } from '../head/json-ld';
import { useLayoutData } from '../routes/layout-data';
import { homePage } from '../routes/home.page';
import type { PageDefinition } from '../routes/page-definition';

export interface Crumb {
  /** A page's name from the message catalogue, or an item's own name (a product's, a category's). */
  label: MessageDescriptor | string;
  to?: string;
}

const textOf = (i18n: I18n, label: Crumb['label']) => (typeof label === 'string' ? label : i18n._(label));

/** The first step of every trail. */
export const HOME_CRUMB: Crumb = { label: homePage.label, to: homePage.href() };

/** The trail of a page found from the home page: Home, then the page's name. */
export const pageCrumbs = (page: PageDefinition): Crumb[] => [HOME_CRUMB, { label: page.label }];

/** The trail as schema.org's BreadcrumbList, for search engines. */
export function breadcrumbData(i18n: I18n, items: Crumb[], baseUrl: string, currentUrl: string) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: textOf(i18n, item.label),
      item: i === items.length - 1 ? currentUrl : `${baseUrl}${item.to ?? ''}`,
    })),
  };
}

/** The trail above a page, and the same trail for search engines (BreadcrumbList). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { baseUrl } = useLayoutData();
  const { pathname } = useLocation();
  const { t, i18n } = useLingui();
  const labels = items.map((item) => textOf(i18n, item.label));
  return (
    <nav aria-label={t`Breadcrumb`}>
      <JsonLd data={breadcrumbData(i18n, items, baseUrl, `${baseUrl}${pathname}`)} />
      <ol className="breadcrumb mb-3">
        {items.map((item, i) =>
          item.to && i < items.length - 1 ? (
            <li key={labels[i]} className="breadcrumb-item">
              <AppLink to={item.to}>{labels[i]}</AppLink>
            </li>
          ) : (
            <li key={labels[i]} className="breadcrumb-item active" aria-current="page">
              {labels[i]}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
