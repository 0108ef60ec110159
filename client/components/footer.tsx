import { Trans, useLingui } from '@lingui/react/macro';
import { langOf } from '../i18n/untranslated';
import { AppLink } from './app-link';
import { ChatLinks } from './chat-links';
import type { SiteLocale } from '../../shared/i18n/locales';
import { paths } from '../../shared/paths';
import { pagesIn } from '../page-registry';
import { useSiteLocale } from '../i18n/site-i18n';
import { useLayoutData } from '../routes/layout-data';
import { SiteStructuredData } from '../head/site-structured-data';
import { HtmlContent } from './html-content';
import { LanguageList } from './language-switcher';
import { PictureImg } from './picture-img';
import { telHref } from './tel-href';

// Formik and yup come with the footer, which follows every page's first script (client/routes/layout.route.tsx):
// the form is rendered in place on the server, and the app takes it over with what was typed into it.
import CatalogueSignup from './catalogue-signup';
import { PDF_LINK_TEXT, PdfDownloadLink } from './pdf-download-link';

// One formatter per language, made once: the site's English writes the day first, as the specification does.
const DAY_FORMATS = new Map<SiteLocale, Intl.DateTimeFormat>();
const dayFormat = (locale: SiteLocale) => {
  let format = DAY_FORMATS.get(locale);
  if (!format) {
    // Written in UTC: the same day on the server and in every browser, whatever its time zone.
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    DAY_FORMATS.set(locale, format);
  }
  return format;
};

/** 'YYYY-MM-DD' → the day in the page's language: '14 February 2023', '14. Februar 2023', '2023年2月14日'. */
export function formatDate(isoDate: string, locale: SiteLocale): string {
  return dayFormat(locale).format(new Date(`${isoDate}T12:00:00Z`));
}

// Pages linked from the footer alone (their definitions say so; the header's menu links the others).
const FOOTER_PAGES = pagesIn('footer');

export function Footer() {
  const { t, i18n } = useLingui();
  const { site } = useLayoutData();
  const locale = useSiteLocale();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer bg-dark text-light pt-5 pb-3 mt-5">
      <div className="container-xl">
        <div className="row g-4">
          <div className="col-12 col-lg-4">
            <AppLink to={paths.home()} className="d-inline-flex align-items-center gap-2 text-light text-decoration-none mb-3">
              <PictureImg picture={site.logo} alt="" sizes="170px" className="site-logo bg-light rounded p-1" />
              <span className="fw-semibold">{site.shortName}</span>
            </AppLink>
            <HtmlContent html={site.info} className="small footer-muted footer-info" lang={langOf(site, 'info_html')} />
            <h2 className="h6 mt-3">
              <Trans>Follow us</Trans>
            </h2>
            <ul className="list-inline mb-0">
              {[...site.socials]
                .sort((a, b) => a.order - b.order)
                .map((social) => (
                  <li key={social.name} className="list-inline-item">
                    <a
                      href={social.url}
                      className="social-link text-light"
                      rel="noopener noreferrer"
                      target="_blank"
                      aria-label={social.name}
                    >
                      <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: social.icon }} />
                    </a>
                  </li>
                ))}
            </ul>
          </div>
          <div className="col-12 col-md-6 col-lg-4">
            <h2 className="h6">
              <Trans>Contact</Trans>
            </h2>
            <address className="small mb-2">{site.address}</address>
            <p className="small mb-1">
              <Trans>Phone:</Trans>{' '}
              <a className="link-light" href={telHref(site.phone)}>
                {site.phone}
              </a>
            </p>
            <ChatLinks contacts={site.messaging} lineClassName="small mb-1" linkClassName="link-light" />
            <p className="small mb-0">
              <Trans>E-mail:</Trans>{' '}
              {site.email.map((email, i) => (
                <span key={email}>
                  {i > 0 ? ', ' : null}
                  <a className="link-light" href={`mailto:${email}`}>
                    {email}
                  </a>
                </span>
              ))}
            </p>
            <h2 className="h6 mt-4" id="catalogue-signup-title">
              <Trans>Want to receive product catalogue?</Trans>
            </h2>
            <CatalogueSignup />
            <p className="small mt-2 mb-0">
              <PdfDownloadLink href={paths.cataloguePdf()} label={PDF_LINK_TEXT.catalogue} className="link-light" />
            </p>
          </div>
          <div className="col-12 col-md-6 col-lg-4">
            <h2 className="h6">{site.companyName}</h2>
            <dl className="small mb-0 company-facts">
              <dt>
                <Trans>Office</Trans>
              </dt>
              <dd>{site.address}</dd>
              <dt>
                <Trans>Registered address</Trans>
              </dt>
              <dd>{site.registeredAddress}</dd>
              <dt>
                <Trans>Tax number</Trans>
              </dt>
              <dd>{site.taxNumber}</dd>
              <dt>
                <Trans>Registered on</Trans>
              </dt>
              <dd>{formatDate(site.registrationDate, locale)}</dd>
            </dl>
          </div>
        </div>
        {FOOTER_PAGES.length ? (
          <nav aria-label={t`More pages`} className="mt-4">
            <ul className="list-inline small text-center mb-0">
              {FOOTER_PAGES.map((page) => (
                <li key={page.id} className="list-inline-item">
                  <AppLink className="link-light" to={page.href()}>
                    {i18n._(page.label)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <LanguageList className="language-list small text-center mt-3" linkClassName="link-light" />
        <p className="small text-center footer-muted border-top border-secondary pt-3 mt-4 mb-0">
          © {site.registrationDate.slice(0, 4)}–{year} {site.companyName}
        </p>
        {/* For crawlers, and the same on every page: with the footer, so not in the first script. */}
        <SiteStructuredData />
      </div>
    </footer>
  );
}
