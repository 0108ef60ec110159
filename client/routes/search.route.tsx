import { useLingui } from '@lingui/react/macro';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { INQUIRY_NOTE_MESSAGE, PAGE_SIZE } from '../../shared/catalogue';
import { paths } from '../../shared/paths';
import { searchTotalText } from '../../shared/search';
import { searchApi } from '../../shared/contracts/search';
import { apiOf } from '../api/route-context';
import { Breadcrumbs, HOME_CRUMB } from '../components/breadcrumbs';
import { NoProducts } from '../components/no-products';
import { PaginationLinks } from '../components/pagination-links';
import { ProductGrid } from '../components/product-card';
import { PageMeta } from '../head/page-meta';
import { metaTextOf, type PageMetaMessages } from './page-meta-messages';
import { categoriesPage } from './categories.page';
import { searchPage } from './search.page';
import { assertPageExists, notFound, pageParam } from './route-params';
import { siteLocaleOf } from '../../shared/i18n/locales';

/** What a search's page says about itself; {query} is what the buyer searched for. */
const META: PageMetaMessages = {
  title: /*i18n*/ { id: 'Search: {query}' },
  description: /*i18n*/ { id: 'Products matching “{query}” in our catalogue of natural-fibre woven goods.' },
  keywords: /*i18n*/ { id: '{query}, search, woven products' },
};

/** The search-by-path listing: every product matching the words of the path, best match first. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const page = pageParam(params.page);
  const query = params.path ?? notFound();
  const locale = siteLocaleOf(params.locale);
  const list = await apiOf(context)(searchApi.productSearch, { body: { name: query, page, pageSize: PAGE_SIZE, locale } });
  assertPageExists(page, list.total);
  return { page, query, ...list };
}

export function Component() {
  const { page, query, data, total, capped } = useLoaderData<typeof loader>();
  const { i18n, t } = useLingui();
  const totalText = searchTotalText(total, capped, i18n.locale);
  return (
    <div className="container-xl py-4">
      <PageMeta {...metaTextOf(i18n, META, { query })} page={page} noIndex />
      <Breadcrumbs items={[HOME_CRUMB, { label: categoriesPage.label, to: paths.categoriesSection() }, { label: searchPage.label }]} />
      <h1 className="h3 mb-3">
        {/* A message with the words as a text value, not a <Trans>: that would read the message for its own tags, and
            a <b> or <script> typed into the search would vanish from the heading. */}
        {t`Search results for “${query}”`}
        {total ? <span className="text-secondary fs-6 ms-2">{`(${totalText})`}</span> : null}
      </h1>
      {data.length ? <ProductGrid products={data} eager={2} /> : <NoProducts search />}
      <PaginationLinks page={page} total={total} hrefOf={(p) => paths.search(query, p)} />
      <p className="inquiry-note text-center text-secondary small mt-4 mb-0">{i18n._(INQUIRY_NOTE_MESSAGE)}</p>
    </div>
  );
}
