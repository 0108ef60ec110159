import { siteLocaleOf } from '../../shared/i18n/locales';
import { langOf } from '../i18n/untranslated';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { dayText, standardMessage, type PublicCertificate } from '../../shared/certificates';
import { certificatesApi } from '../../shared/contracts/certificates';
import { paths } from '../../shared/paths';
import { apiOf } from '../api/route-context';
import { AppLink } from '../components/app-link';
import { Breadcrumbs, pageCrumbs } from '../components/breadcrumbs';
import { JsonLd } from '../head/json-ld';
import { PageMeta } from '../head/page-meta';
import { useSiteLocale } from '../i18n/site-i18n';
import { metaIn, type PageMetaMessages } from './content-page';
import { certifiedOrganizationData } from '../head/structured-data';
import { useLayoutData } from './layout-data';
import { certificatesPage } from './certificates.page';

// What a buyer's compliance team asks for before a first deposit: each certificate and audit report valid today,
// with who issued it, what it covers, its number, its validity and its scan. An expired one is not listed.

export async function loader({ context, params }: LoaderFunctionArgs) {
  return { certificates: await apiOf(context)(certificatesApi.valid, { query: { locale: siteLocaleOf(params.locale) } }) };
}

const META: PageMetaMessages = {
  title: msg`Certificates and Audits`,
  description: msg`Our valid certificates and audit reports: FSC and PEFC chain of custody, amfori BSCI, Sedex SMETA, ISO 9001, food-contact tests and EU due diligence, each with its scan.`,
  keywords: msg`FSC certificate, amfori BSCI audit, Sedex SMETA, ISO 9001, food contact test, EUDR due diligence, handicraft supplier compliance`,
};

/** A certificate of a whole range names its first few products; their pages name it in turn. */
const PRODUCTS_NAMED = 6;

function CertificateCard({ certificate }: { certificate: PublicCertificate }) {
  const { i18n } = useLingui();
  const locale = useSiteLocale();
  const headingId = `certificate-${certificate.id}-name`;
  const from = dayText(certificate.validFrom, locale);
  const until = dayText(certificate.validUntil, locale);
  const { name } = certificate;
  const standard = standardMessage(certificate.standard);
  const more = certificate.products.length - PRODUCTS_NAMED;
  return (
    <article id={`certificate-${certificate.id}`} className="col" aria-labelledby={headingId}>
      <div className="card h-100 border-0 shadow-sm">
        <div className="card-body">
          <p className="small fw-semibold text-secondary mb-1">{standard ? i18n._(standard) : certificate.standardLabel}</p>
          <h2 className="h5" id={headingId} lang={langOf(certificate, 'name')}>
            {certificate.name}
          </h2>
          <dl className="certificate-facts small mb-3">
            <dt>
              <Trans>Issued by</Trans>
            </dt>
            <dd>{certificate.issuer}</dd>
            <dt>
              <Trans>Certificate number</Trans>
            </dt>
            <dd className="text-break">{certificate.number}</dd>
            <dt>
              <Trans>Valid</Trans>
            </dt>
            <dd>
              <Trans>
                {from} to {until}
              </Trans>
            </dd>
            <dt>
              <Trans>Scope</Trans>
            </dt>
            <dd className="certificate-scope" lang={langOf(certificate, 'scope')}>
              {certificate.scope}
            </dd>
          </dl>
          {certificate.products.length ? (
            <p className="small mb-3">
              <Trans>Covers:</Trans>{' '}
              {certificate.products.slice(0, PRODUCTS_NAMED).map((product, i) => (
                <span key={product.path}>
                  {i > 0 ? ', ' : null}
                  <AppLink to={paths.product(product.path)} lang={langOf(product, 'name')}>
                    {product.name}
                  </AppLink>
                </span>
              ))}
              {more > 0 ? (
                <>
                  {' '}
                  <Plural value={more} one="and # more product" other="and # more products" />
                </>
              ) : null}
            </p>
          ) : null}
          <a className="btn btn-outline-primary btn-sm" href={certificate.scanUrl} target="_blank" rel="noopener">
            {certificate.scanType === 'application/pdf' ? <Trans>Open the scan (PDF)</Trans> : <Trans>Open the scan (picture)</Trans>}
            <span className="visually-hidden">
              {' '}
              <Trans>of {name}</Trans>
            </span>
          </a>
        </div>
      </div>
    </article>
  );
}

export function Component() {
  const { i18n } = useLingui();
  const { certificates } = useLoaderData<typeof loader>();
  const { baseUrl } = useLayoutData();
  return (
    <div className="container-xl py-4">
      <PageMeta {...metaIn(i18n, META)} canonicalPath={paths.certificates()} />
      <JsonLd data={certifiedOrganizationData(certificates, baseUrl)} />
      <Breadcrumbs items={pageCrumbs(certificatesPage)} />
      <h1 className="h3 mb-3">{i18n._(certificatesPage.label)}</h1>
      <p className="lead mb-4">
        <Trans>The certificates and audit reports valid today, each with its scan. Ask us for any report you do not find here.</Trans>
      </p>
      {certificates.length ? (
        <div className="row row-cols-1 row-cols-md-2 g-3">
          {certificates.map((certificate) => (
            <CertificateCard key={certificate.id} certificate={certificate} />
          ))}
        </div>
      ) : (
        <p>
          <Trans>
            No certificate is listed at the moment. <AppLink to={paths.contact()}>Contact us</AppLink> for our audit reports.
          </Trans>
        </p>
      )}
    </div>
  );
}
