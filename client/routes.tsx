import { type LoaderFunction, type LoaderFunctionArgs, redirect, type RouteObject } from 'react-router-dom';
import { localizedHref, siteLocaleOf } from '../shared/i18n/locales';
import { NOT_FOUND_PATH, paths } from '../shared/paths';
import { loadSiteCatalogue } from './i18n/site-i18n';
import { PAGE_LIST } from './page-registry';
import { Layout, LayoutError } from './routes/layout.route';
import { LAYOUT_ROUTE_ID, layoutLoader, layoutShouldRevalidate } from './routes/layout-data';
import { NotFoundPage, PageError } from './routes/not-found';
import type { RegisteredPage } from './routes/page-definition';
import { notFound } from './routes/route-params';

/** A permanent redirect to `to` in the language of the address asked for. */
const permanently =
  (to: string) =>
  ({ params }: LoaderFunctionArgs) =>
    redirect(localizedHref(siteLocaleOf(params.locale), to), 301);

/**
 * A page's route module, its loader loading the page's messages first (client/i18n/site-i18n.ts): a page shown
 * after another, or in another language, has its words before it renders.
 */
const withPageMessages =
  (page: RegisteredPage): RouteObject['lazy'] =>
  async () => {
    const { loader, ...module } = await page.lazy();
    const withMessages: LoaderFunction = async (args, context) => {
      const [data] = await Promise.all([
        loader ? loader(args, context) : null,
        loadSiteCatalogue(siteLocaleOf(args.params.locale), [page.id]),
      ]);
      return data;
    };
    return { ...module, loader: withMessages };
  };

/**
 * A page's routes: its own, split out of the first script and named by its module (that is how the server finds
 * its chunks to preload), and the redirect of its bare section URL. The definition is the route's `handle`, so
 * whoever holds the matched routes knows the page's facts before its module loads.
 */
function pageRoutes(page: RegisteredPage): RouteObject[] {
  const own: RouteObject =
    page.pattern === '/'
      ? { id: page.id, index: true, handle: page, lazy: withPageMessages(page) }
      : { id: page.id, path: page.pattern.slice(1), handle: page, lazy: withPageMessages(page) };
  return page.section ? [{ path: page.section.slice(1), loader: permanently(page.href()) }, own] : [own];
}

/** The one route table, used by the server (static handler) and the browser (data router). */
export const routes: RouteObject[] = [
  {
    id: LAYOUT_ROUTE_ID,
    // The page's language is the address's first segment, none for English (shared/i18n/locales.ts): every page has
    // the same routes in every language.
    path: ':locale?',
    loader: layoutLoader,
    // The company and the category and material lists are loaded once per visit and language (spec §2; customers:
    // decision 019).
    shouldRevalidate: layoutShouldRevalidate,
    Component: Layout,
    ErrorBoundary: LayoutError,
    children: [
      {
        ErrorBoundary: PageError,
        children: [
          ...PAGE_LIST.flatMap(pageRoutes),
          // The loader answers 404; the error boundary above shows the not-found page.
          { path: NOT_FOUND_PATH.slice(1), loader: notFound, Component: NotFoundPage },
          // An unknown address in a language leads to that language's not-found page.
          { path: '*', loader: ({ params }) => redirect(localizedHref(siteLocaleOf(params.locale), paths.notFound())) },
        ],
      },
    ],
  },
];
