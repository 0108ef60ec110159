import { siteLocaleOf } from '../../shared/i18n/locales';
import { langOf } from '../i18n/untranslated';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { FAQ_GROUPS } from '../../shared/catalogue';
import { companyApi } from '../../shared/contracts/company';
import { apiOf } from '../api/route-context';
import { Breadcrumbs, pageCrumbs } from '../components/breadcrumbs';
import { paths } from '../../shared/paths';
import { HtmlContent } from '../components/html-content';
import { JsonLd } from '../head/json-ld';
import { PageMeta, withSeo } from '../head/page-meta';
import { metaIn, type PageMetaMessages } from './content-page';
import { faqsPage } from './faqs.page';
import { faqData } from '../head/structured-data';

export async function loader({ context, params }: LoaderFunctionArgs) {
  const api = apiOf(context);
  const locale = siteLocaleOf(params.locale);
  const [faqs, seo] = await Promise.all([
    api(companyApi.faqs, { query: { locale } }),
    api(companyApi.pageSeo, { params: { page: 'faqs' }, query: { locale } }),
  ]);
  return { faqs, seo: seo ?? undefined };
}

const META: PageMetaMessages = {
  title: msg`Frequently Asked Questions`,
  description: msg`Answers about orders, mass production, shipment and payment: minimum order, lead times, ports, inspections and terms.`,
  keywords: msg`FAQ, minimum order quantity, lead time, shipment, payment terms, handicraft export`,
};

/** The groups' headings (shared/catalogue.ts' FAQ_GROUPS, whose English titles the back office shows), by type. */
const GROUP_TITLES: Record<(typeof FAQ_GROUPS)[number]['type'], MessageDescriptor> = {
  1: msg`Order`,
  2: msg`Mass production`,
  3: msg`Shipment`,
  4: msg`Payment`,
};

export function Component() {
  const { i18n } = useLingui();
  const { faqs, seo } = useLoaderData<typeof loader>();
  return (
    <div className="container py-4 faqs-page">
      <PageMeta {...withSeo(metaIn(i18n, META), seo)} canonicalPath={paths.faqs()} />
      <JsonLd data={faqData(faqs)} />
      <Breadcrumbs items={pageCrumbs(faqsPage)} />
      <h1 className="h3 mb-4">
        <Trans>Frequently asked questions</Trans>
      </h1>
      {FAQ_GROUPS.map((group) => (
        <section key={group.type} className="mb-4" aria-labelledby={`faq-group-${group.type}`}>
          <h2 id={`faq-group-${group.type}`} className="h5 text-uppercase text-secondary">
            {i18n._(GROUP_TITLES[group.type])}
          </h2>
          {/* Each question opens and closes on its own, and reads fine without JavaScript. */}
          <div className="faq-list border rounded">
            {faqs
              .filter((faq) => faq.type === group.type)
              .map((faq) => (
                <details key={faq._id} className="faq-item border-bottom">
                  <summary className="px-3 py-2 fw-semibold" lang={langOf(faq, 'question')}>
                    {faq.question}
                  </summary>
                  <HtmlContent html={faq.answer} className="px-3 pb-2" lang={langOf(faq, 'answer')} />
                </details>
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}
