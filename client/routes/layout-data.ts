import { useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { SHARED_LIST_SIZE } from '../../shared/catalogue';
import { catalogueApi } from '../../shared/contracts/catalogue';
import { companyApi } from '../../shared/contracts/company';
import { apiOf, type RouteContext } from '../api/route-context';

export const LAYOUT_ROUTE_ID = 'root';

/** Loaded once for the whole visit (spec §2): the company, the category and material lists, customers. */
export async function layoutLoader({ context }: LoaderFunctionArgs) {
  const call = apiOf(context);
  const sharedList = { body: { page: 1, pageSize: SHARED_LIST_SIZE } };
  const [site, categories, materials, customers] = await Promise.all([
    call(companyApi.site),
    call(catalogueApi.categorySearch, sharedList),
    call(catalogueApi.materialSearch, sharedList),
    call(companyApi.customerSearch, { body: { name: '' } }),
  ]);
  return {
    site,
    categories: categories.data,
    materials: materials.data,
    customers,
    /** Kept for parity with the specification's layout context; nothing sets it yet. */
    updates: null as unknown,
    baseUrl: (context as RouteContext | undefined)?.baseUrl ?? window.location.origin,
  };
}

export type LayoutData = Awaited<ReturnType<typeof layoutLoader>>;

export function useLayoutData(): LayoutData {
  const data = useRouteLoaderData(LAYOUT_ROUTE_ID) as LayoutData | undefined;
  if (!data) throw new Error('useLayoutData is used outside the layout route');
  return data;
}
