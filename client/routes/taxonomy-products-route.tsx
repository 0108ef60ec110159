import { useLingui } from '@lingui/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PAGE_SIZE } from '../../shared/catalogue';
import { apiOf } from '../api/route-context';
import { HOME_CRUMB } from '../components/breadcrumbs';
import { ProductListing } from '../components/product-listing';
import { PageMeta, withSeo } from '../head/page-meta';
import { metaTextOf, type PageMetaMessages } from './page-meta-messages';
import { useLayoutData } from './layout-data';
import { assertPageExists, notFound, pageParam, sortParam, titleFromPath } from './route-params';
import type { TaxonomyKind } from './taxonomy-kinds';
import { DEFAULT_LOCALE, siteLocaleOf } from '../../shared/i18n/locales';
import { useSiteLocale } from '../i18n/site-i18n';
import { localeHrefsOf } from '../head/locale-hrefs';

/** Products of one category or one material, 8 a page, sortable. */
export function taxonomyProductsRoute(kind: TaxonomyKind, meta: PageMetaMessages) {
  async function loader({ params, request, context }: LoaderFunctionArgs) {
    const page = pageParam(params.page);
    const path = params.path ?? notFound();
    const sort = sortParam(request);
    const locale = siteLocaleOf(params.locale);
    const list = (await apiOf(context)(kind.products, { body: { page, pageSize: PAGE_SIZE, path, sort, locale } })) ?? notFound();
    assertPageExists(page, list.total);
    return {
      page,
      path,
      sort,
      ...list,
      ...(list.owner?.translations ? { localeHrefs: localeHrefsOf(list.owner.translations, (p) => kind.itemHref(p, page)) } : {}),
    };
  }

  function Component() {
    const { page, path, sort, data, total, seo, owner, localeHrefs } = useLoaderData<typeof loader>();
    const layout = useLayoutData();
    const { i18n } = useLingui();
    const plural = i18n._(kind.plural);
    const refs = kind.refs(layout);
    const locale = useSiteLocale();
    // English pages are named from the address (spec §2); another locale's, by the translated name.
    const name = locale !== DEFAULT_LOCALE && owner ? owner.name : titleFromPath(path, i18n._(kind.singular));
    return (
      <>
        <PageMeta
          {...withSeo(metaTextOf(i18n, meta, { name, lowerName: name.toLowerCase() }), seo)}
          page={page}
          canonicalPath={kind.itemHref(path, page)}
          {...(localeHrefs ? { localeHrefs } : {})}
        />
        <ProductListing
          title={name}
          breadcrumbs={[HOME_CRUMB, { label: kind.plural, to: kind.indexHref() }, { label: name }]}
          sidebar={[{ title: plural, items: refs, hrefOf: (p) => kind.itemHref(p) }]}
          activePath={path}
          products={data}
          total={total}
          page={page}
          sort={sort}
          hrefOf={(p) => kind.itemHref(path, p)}
          {...(kind.pdf ? { download: kind.pdf.item(path) } : {})}
        />
      </>
    );
  }

  return { loader, Component };
}
