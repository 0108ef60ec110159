import { useLocation } from 'react-router-dom';
import { AppLink } from './app-link';
import { JsonLd } from '../head/json-ld';
import { useLayoutData } from '../routes/layout-data';
import { homePage } from '../routes/home.page';
import type { PageDefinition } from '../routes/page-definition';

export interface Crumb {
  label: string;
  to?: string;
}

/** The first step of every trail. */
export const HOME_CRUMB: Crumb = { label: homePage.label, to: homePage.href() };

/** The trail of a page found from the home page: Home, then the page's name. */
export const pageCrumbs = (page: PageDefinition): Crumb[] => [HOME_CRUMB, { label: page.label }];

/** The trail as schema.org's BreadcrumbList, for search engines. */
export function breadcrumbData(items: Crumb[], baseUrl: string, currentUrl: string) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.label,
      item: i === items.length - 1 ? currentUrl : `${baseUrl}${item.to ?? ''}`,
    })),
  };
}

/** The trail above a page, and the same trail for search engines (BreadcrumbList). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { baseUrl } = useLayoutData();
  const { pathname } = useLocation();
  return (
    <nav aria-label="Breadcrumb">
      <JsonLd data={breadcrumbData(items, baseUrl, `${baseUrl}${pathname}`)} />
      <ol className="breadcrumb mb-3">
        {items.map((item, i) =>
          item.to && i < items.length - 1 ? (
            <li key={item.label} className="breadcrumb-item">
              <AppLink to={item.to}>{item.label}</AppLink>
            </li>
          ) : (
            <li key={item.label} className="breadcrumb-item active" aria-current="page">
              {item.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
