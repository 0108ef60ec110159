import { redirect, useRouteLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { type LayoutSite, SHARED_LIST_SIZE, type Taxonomy, type TaxonomyRef } from '../../shared/catalogue';
import { catalogueApi } from '../../shared/contracts/catalogue';
import { companyApi } from '../../shared/contracts/company';
import { DEFAULT_LOCALE, isSiteLocale, type SiteLocale } from '../../shared/i18n/locales';
import { paths } from '../../shared/paths';
import { apiOf, type RouteContext } from '../api/route-context';
import { loadSiteCatalogue } from '../i18n/site-i18n';

export const LAYOUT_ROUTE_ID = 'root';

const refOf = ({ _id, path, name }: Taxonomy): TaxonomyRef => ({ _id, path, name });

/** The request for a whole list of categories or materials (spec §9: page 1, the shared lists' size). */
/** A whole list (categories, materials) in the page's locale. */
export const wholeListIn = (locale: SiteLocale) => ({ body: { page: 1, pageSize: SHARED_LIST_SIZE, locale } });

/**
 * Loaded once for the whole visit (spec §2): the company and the category and material lists, which every page's
 * header and drawers link to. Only what the layout and the pages render from it is kept, since it is in every page's
 * hydration data: names and paths of the lists (the home page loads their pictures itself), no customers (nothing
 * shows them; issue 24 records the deviation from the specification's layout).
 */
export async function layoutLoader({ context, params }: LoaderFunctionArgs) {
  // English is at the unprefixed addresses only; any other first segment that is no language is an unknown address.
  const locale = params.locale ?? DEFAULT_LOCALE;
  if (!isSiteLocale(locale) || params.locale === DEFAULT_LOCALE) throw redirect(paths.notFound());
  // Before the data: the error page of a layout whose data could not be loaded speaks the page's language too.
  await loadSiteCatalogue(locale, []);
  const call = apiOf(context);
  const [{ mapImage: _mapImage, introVideo: _introVideo, salesContact: _salesContact, ...site }, categories, materials] = await Promise.all(
    [
      call(companyApi.site, { query: { locale } }),
      call(catalogueApi.categorySearch, wholeListIn(locale)),
      call(catalogueApi.materialSearch, wholeListIn(locale)),
    ],
  );
  return {
    site: site satisfies LayoutSite,
    categories: categories.data.map(refOf),
    materials: materials.data.map(refOf),
    /** Kept for parity with the specification's layout context; nothing sets it yet. */
    updates: null as unknown,
    baseUrl: (context as RouteContext | undefined)?.baseUrl ?? window.location.origin,
  };
}

/** The layout's data is kept for the visit, and loaded again when the visitor changes language. */
export const layoutShouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
  currentParams.locale !== nextParams.locale;

export type LayoutData = Awaited<ReturnType<typeof layoutLoader>>;

export function useLayoutData(): LayoutData {
  const data = useRouteLoaderData(LAYOUT_ROUTE_ID) as LayoutData | undefined;
  if (!data) throw new Error('useLayoutData is used outside the layout route');
  return data;
}
