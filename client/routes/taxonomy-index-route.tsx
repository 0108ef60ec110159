import { useLingui } from '@lingui/react';
import { PdfDownloadLink } from '../components/pdf-download-link';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PAGE_SIZE } from '../../shared/catalogue';
import { companyApi } from '../../shared/contracts/company';
import { apiOf } from '../api/route-context';
import { Breadcrumbs, HOME_CRUMB } from '../components/breadcrumbs';
import { PAGE_PATTERNS } from '../../shared/paths';
import { PaginationLinks } from '../components/pagination-links';
import { SkeletonGrid } from '../components/skeleton-grid';
import { TAXONOMY_GRID_CLASS, TaxonomyGrid } from '../components/taxonomy-grid';
import { useLoadingPageOf } from '../components/use-loading-page-of';
import { PageMeta, withSeo } from '../head/page-meta';
import { metaTextOf, type PageMetaMessages } from './page-meta-messages';
import { assertPageExists, pageParam } from './route-params';
import type { TaxonomyKind } from './taxonomy-kinds';
import { siteLocaleOf } from '../../shared/i18n/locales';

/** The pages of the category and material grids. */
export const TAXONOMY_GRID_PATTERNS = [PAGE_PATTERNS.categories, PAGE_PATTERNS.materials];

/** The grid of all categories or all materials, 8 a page. */
export function taxonomyIndexRoute(kind: TaxonomyKind, meta: PageMetaMessages) {
  async function loader({ params, context }: LoaderFunctionArgs) {
    const page = pageParam(params.page);
    const api = apiOf(context);
    const [list, seo] = await Promise.all([
      api(kind.list, { body: { page, pageSize: PAGE_SIZE, locale: siteLocaleOf(params.locale) } }),
      api(companyApi.pageSeo, { params: { page: kind.seoPage }, query: { locale: siteLocaleOf(params.locale) } }),
    ]);
    assertPageExists(page, list.total);
    return { page, ...list, seo: seo ?? undefined };
  }

  function Component() {
    const { page, data, total, seo } = useLoaderData<typeof loader>();
    // Another page of a grid is on its way: placeholders rather than the cards it replaces (spec §2).
    const loading = useLoadingPageOf(TAXONOMY_GRID_PATTERNS);
    const { i18n } = useLingui();
    return (
      <div className="container-xl py-4">
        <PageMeta {...withSeo(metaTextOf(i18n, meta), seo)} page={page} canonicalPath={kind.indexHref(page)} />
        <Breadcrumbs items={[HOME_CRUMB, { label: kind.plural }]} />
        <h1 className="h3 mb-3">{i18n._(kind.plural)}</h1>
        {kind.pdf ? (
          <p className="small">
            <PdfDownloadLink {...kind.pdf.index} />
          </p>
        ) : null}
        {loading ? (
          <SkeletonGrid label={i18n._(kind.loading)} rowClassName={TAXONOMY_GRID_CLASS} />
        ) : (
          <TaxonomyGrid items={data} hrefOf={(path) => kind.itemHref(path)} eager={2} />
        )}
        <PaginationLinks page={page} total={total} hrefOf={kind.indexHref} />
      </div>
    );
  }

  return { loader, Component };
}
