import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { AppLink } from '../components/app-link';
import { TOAST_TEXT } from '../../shared/inquiries';
import { paths } from '../../shared/paths';
import { PageMeta } from '../head/page-meta';
import { showToast } from '../components/toasts';
import { splitLocale } from '../../shared/i18n/locales';
import { siteI18n } from '../i18n/site-i18n';

const META = {
  title: msg`Page Not Found`,
  description: msg`The page you were looking for could not be found.`,
  keywords: msg`not found`,
};

/** The not-found page's head, in the page's language. */
function NotFoundMeta() {
  const { i18n } = useLingui();
  return <PageMeta title={i18n._(META.title)} description={i18n._(META.description)} keywords={i18n._(META.keywords)} noIndex />;
}

export function NotFoundPage() {
  return (
    <section className="container-xl py-5 text-center not-found">
      <NotFoundMeta />
      <h1 className="display-6 mb-3">
        <Trans>Oops! That page can&apos;t be found.</Trans>
      </h1>
      <p className="lead text-secondary mb-4">
        <Trans>It looks like nothing was found at this location. Maybe try one of the links below or a search?</Trans>
      </p>
      <AppLink to={paths.home()} className="btn btn-primary btn-lg">
        <Trans>Go Home</Trans>
      </AppLink>
    </section>
  );
}

const PRODUCT_PAGES = /^\/(product|order)\//;

/** Any page whose loader said 404 shows the not-found page inside the normal layout. */
export function PageError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    // Spec §8: a product that could not be loaded (not one that does not exist) is also told in a toast.
    const { locale, href } = splitLocale(pathname);
    if (!missing && PRODUCT_PAGES.test(href)) showToast('error', siteI18n(locale)._(TOAST_TEXT.productLoadFailed));
  }, [missing, pathname]);
  if (missing) return <NotFoundPage />;
  return (
    <section className="container-xl py-5 text-center">
      <NotFoundMeta />
      <h1 className="h3">
        <Trans>Something went wrong while loading this page.</Trans>
      </h1>
      <p className="text-secondary">
        <Trans>Please try again in a moment.</Trans>
      </p>
      <AppLink to={paths.home()} className="btn btn-primary">
        <Trans>Go Home</Trans>
      </AppLink>
    </section>
  );
}
