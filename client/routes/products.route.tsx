import { useLingui } from '@lingui/react/macro';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PAGE_SIZE } from '../../shared/catalogue';
import { catalogueApi } from '../../shared/contracts/catalogue';
import { companyApi } from '../../shared/contracts/company';
import { apiOf } from '../api/route-context';
import { paths } from '../../shared/paths';
import { pageCrumbs } from '../components/breadcrumbs';
import { ProductListing } from '../components/product-listing';
import { PageMeta, withSeo } from '../head/page-meta';
import { metaTextOf, type PageMetaMessages } from './page-meta-messages';
import { productsPage } from './products.page';
import { useLayoutData } from './layout-data';
import { assertPageExists, pageParam, sortParam } from './route-params';
import { siteLocaleOf } from '../../shared/i18n/locales';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const page = pageParam(params.page);
  const sort = sortParam(request);
  const api = apiOf(context);
  const [list, seo] = await Promise.all([
    api(catalogueApi.productList, { body: { page, pageSize: PAGE_SIZE, sort, locale: siteLocaleOf(params.locale) } }),
    api(companyApi.pageSeo, { params: { page: 'products' }, query: { locale: siteLocaleOf(params.locale) } }),
  ]);
  assertPageExists(page, list.total);
  return { page, sort, ...list, seo: seo ?? undefined };
}

const META: PageMetaMessages = {
  title: /*i18n*/ { id: 'All Products' },
  description: /*i18n*/ {
    id: 'Our full catalogue of handwoven products for wholesale and retail buyers. Request a quotation for any item.',
  },
  keywords: /*i18n*/ { id: 'handicraft products, woven products catalogue, wholesale baskets, Vietnam handicrafts' },
};

export function Component() {
  const { page, sort, data, total, seo } = useLoaderData<typeof loader>();
  const { categories, materials } = useLayoutData();
  const { t, i18n } = useLingui();
  return (
    <>
      <PageMeta {...withSeo(metaTextOf(i18n, META), seo)} page={page} canonicalPath={paths.products(page)} />
      <ProductListing
        title={i18n._(META.title)}
        breadcrumbs={pageCrumbs(productsPage)}
        sidebar={[
          { title: t`Categories`, items: categories, hrefOf: (p) => paths.category(p) },
          { title: t`Materials`, items: materials, hrefOf: (p) => paths.material(p) },
        ]}
        products={data}
        total={total}
        page={page}
        sort={sort}
        hrefOf={paths.products}
      />
    </>
  );
}
