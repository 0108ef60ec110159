import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { deferredPart } from '../components/deferred-part';
import { Header } from '../components/header';
import { LazyBoundary } from '../components/lazy-boundary';
import { useHydrated } from '../components/use-hydrated';
import { QuotationProvider } from '../components/quotation/quotation-context';
import { useRememberedScrollRestoration } from '../components/remembered-scroll';
import { Toasts } from '../components/toasts';
import { siteI18n, useSiteLocale } from '../i18n/site-i18n';
import { useBlockedBrowserActions } from '../components/use-blocked-browser-actions';

// The bar shown while the next page loads is needed only once the app runs: its code follows the first script.
const NavigationProgress = lazy(() => import('../components/navigation-progress'));
// Nor is the scroll-to-top button, which does nothing before the app runs.
const ScrollToTopButton = lazy(() => import('../components/scroll-to-top-button'));

// The footer is below the fold on every page: its code follows the first script instead of being part of it.
const footer = deferredPart(() => import('../components/footer').then((module) => module.Footer));
const Footer = footer.Component;

/** Loads the layout's deferred parts: the server awaits it before rendering, so they are rendered in place. */
export const preloadLayoutParts = () => footer.preload();

export function Layout() {
  const locale = useSiteLocale();
  return (
    <I18nProvider i18n={siteI18n(locale)}>
      <LayoutInLocale locale={locale} />
    </I18nProvider>
  );
}

function LayoutInLocale({ locale }: { locale: string }) {
  useBlockedBrowserActions();
  useRememberedScrollRestoration();
  const hydrated = useHydrated();
  // The server writes the page's language on <html>, which the app does not render: kept right when the visitor
  // changes language without loading a page.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <QuotationProvider>
      <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-white z-3">
        <Trans>Skip to content</Trans>
      </a>
      {hydrated ? (
        <LazyBoundary fallback={null}>
          <NavigationProgress />
        </LazyBoundary>
      ) : null}
      <Header />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <Footer />
      {hydrated ? (
        <LazyBoundary fallback={null}>
          <ScrollToTopButton />
        </LazyBoundary>
      ) : null}
      {/* New pages start at the top; Back and Forward return to where the visitor was. */}
      <ScrollRestoration />
      <Toasts />
    </QuotationProvider>
  );
}

/** The layout's own data could not be loaded (the database is unreachable): a plain page, no header. */
export function LayoutError() {
  return (
    <I18nProvider i18n={siteI18n(useSiteLocale())}>
      <main className="container py-5 text-center">
        <h1 className="h3">
          <Trans>We are sorry, the site is not available right now.</Trans>
        </h1>
        <p>
          <Trans>Please try again in a few minutes.</Trans>
        </p>
      </main>
    </I18nProvider>
  );
}
