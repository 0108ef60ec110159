import { useLayoutData } from '../routes/layout-data';
import { JsonLd } from './json-ld';
import { organizationData, websiteData } from './structured-data';

/** The company and the site with its search, on every page. */
export function SiteStructuredData() {
  const { site, baseUrl } = useLayoutData();
  return <JsonLd data={{ '@graph': [organizationData(site, baseUrl), websiteData(site, baseUrl)] }} />;
}
