import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/site.css';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HelmetProvider } from 'react-helmet-async';
import { createBrowserRouter, type HydrationState, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AtDocumentPlace } from './document';
import { takeEarlyClick } from './early-click';
import { ROUTER_HYDRATION_DATA_ID } from './router-hydration-data';
import { routes } from './routes';
import { loadSiteCatalogue } from './i18n/site-i18n';
import { splitLocale } from '../shared/i18n/locales';

type LazyModule = Partial<RouteObject>;
type RouteMatch = NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>[number];

declare global {
  interface Window {
    /** Where React Router's browser router looks for the server's state. */
    __staticRouterHydrationData?: HydrationState;
  }
}

// Route modules are split out; those of the first page must be in place before hydration, or React would
// find nothing to attach the server's HTML to.
async function loadMatchedRouteModules(matches: RouteMatch[]) {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as LazyModule;
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function hydrate() {
  // The page's messages too (the shell and the matched pages' pieces): the loaders, which load them on later
  // navigations, do not run for the page the server rendered.
  const matches = matchRoutes(routes, window.location) ?? [];
  const pageIds = matches.flatMap(({ route }) => (route.handle && route.id ? [route.id] : []));
  await Promise.all([loadMatchedRouteModules(matches), loadSiteCatalogue(splitLocale(window.location.pathname).locale, pageIds)]);
  // The server's loader data, handed to React Router where its own server rendering would have put it: the router
  // reads it from there and turns the routes' errors back into errors.
  const data = document.getElementById(ROUTER_HYDRATION_DATA_ID)?.textContent;
  if (data) window.__staticRouterHydrationData = JSON.parse(data) as HydrationState;
  const router = createBrowserRouter(routes);
  const earlyClick = takeEarlyClick();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page: a tap during it is answered sooner.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <AtDocumentPlace>
        <StrictMode>
          <HelmetProvider>
            <RouterProvider router={router} />
          </HelmetProvider>
        </StrictMode>
      </AtDocumentPlace>,
    );
  });
  // Made again now, the click has React hydrate the page at once instead of in slices, then it is answered.
  earlyClick?.click();
}

void hydrate();
