import { useLingui } from '@lingui/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { dayText, type PublicCertificate } from '../../shared/certificates';
import { certificatesApi } from '../../shared/contracts/certificates';
import { paths } from '../../shared/paths';
import { apiOf } from '../api/route-context';
import { AppLink } from '../components/app-link';
import { Breadcrumbs, pageCrumbs } from '../components/breadcrumbs';
import { JsonLd } from '../head/json-ld';
import { PageMeta, type PageMetaText } from '../head/page-meta';
import { certifiedOrganizationData } from '../head/structured-data';
import { useLayoutData } from './layout-data';
import { certificatesPage } from './certificates.page';

// What a buyer's compliance team asks for before a first deposit: each certificate and audit report valid today,
// with who issued it, what it covers, its number, its validity and its scan. An expired one is not listed.

export async function loader({ context }: LoaderFunctionArgs) {
  return { certificates: await apiOf(context)(certificatesApi.valid) };
}

const META: PageMetaText = {
  title: 'Certificates and Audits',
  description:
    'Our valid certificates and audit reports: FSC and PEFC chain of custody, amfori BSCI, Sedex SMETA, ISO 9001, food-contact tests and EU due diligence, each with its scan.',
  keywords:
    'FSC certificate, amfori BSCI audit, Sedex SMETA, ISO 9001, food contact test, EUDR due diligence, handicraft supplier compliance',
};

/** A certificate of a whole range names its first few products; their pages name it in turn. */
const PRODUCTS_NAMED = 6;

function CertificateCard({ certificate }: { certificate: PublicCertificate }) {
  const headingId = `certificate-${certificate.id}-name`;
  return (
    <article id={`certificate-${certificate.id}`} className="col" aria-labelledby={headingId}>
      <div className="card h-100 border-0 shadow-sm">
        <div className="card-body">
          <p className="small fw-semibold text-secondary mb-1">{certificate.standardLabel}</p>
          <h2 className="h5" id={headingId}>
            {certificate.name}
          </h2>
          <dl className="certificate-facts small mb-3">
            <dt>Issued by</dt>
            <dd>{certificate.issuer}</dd>
            <dt>Certificate number</dt>
            <dd className="text-break">{certificate.number}</dd>
            <dt>Valid</dt>
            <dd>{`${dayText(certificate.validFrom)} to ${dayText(certificate.validUntil)}`}</dd>
            <dt>Scope</dt>
            <dd className="certificate-scope">{certificate.scope}</dd>
          </dl>
          {certificate.products.length ? (
            <p className="small mb-3">
              Covers:{' '}
              {certificate.products.slice(0, PRODUCTS_NAMED).map((product, i) => (
                <span key={product.path}>
                  {i > 0 ? ', ' : null}
                  <AppLink to={paths.product(product.path)}>{product.name}</AppLink>
                </span>
              ))}
              {certificate.products.length > PRODUCTS_NAMED ? ` and ${certificate.products.length - PRODUCTS_NAMED} more products` : null}
            </p>
          ) : null}
          <a className="btn btn-outline-primary btn-sm" href={certificate.scanUrl} target="_blank" rel="noopener">
            {`Open the scan (${certificate.scanType === 'application/pdf' ? 'PDF' : 'picture'})`}
            <span className="visually-hidden"> of {certificate.name}</span>
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
      <PageMeta {...META} canonicalPath={paths.certificates()} />
      <JsonLd data={certifiedOrganizationData(certificates, baseUrl)} />
      <Breadcrumbs items={pageCrumbs(certificatesPage)} />
      <h1 className="h3 mb-3">{i18n._(certificatesPage.label)}</h1>
      <p className="lead mb-4">
        The certificates and audit reports valid today, each with its scan. Ask us for any report you do not find here.
      </p>
      {certificates.length ? (
        <div className="row row-cols-1 row-cols-md-2 g-3">
          {certificates.map((certificate) => (
            <CertificateCard key={certificate.id} certificate={certificate} />
          ))}
        </div>
      ) : (
        <p>
          No certificate is listed at the moment. <AppLink to={paths.contact()}>Contact us</AppLink> for our audit reports.
        </p>
      )}
    </div>
  );
}
