import { langOf } from '../i18n/untranslated';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLoaderData } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { Breadcrumbs, pageCrumbs } from '../components/breadcrumbs';
import { HtmlContent } from '../components/html-content';
import { PageMeta, withSeo } from '../head/page-meta';
import { contentLoader, metaIn, type PageMetaMessages } from './content-page';
import { tradingPage } from './trading.page';

export const loader = contentLoader(tradingPage);

const META: PageMetaMessages = {
  title: msg`Trading Terms`,
  description: msg`How to order from us: minimum order, quotation, samples and production times, quality checks, loading ports, prices in USD and payment by T/T or L/C.`,
  keywords: msg`minimum order quantity, lead time, FOB Hai Phong, T/T payment, L/C, LCL shipment, pre-shipment inspection`,
};

/** The business facts a buyer asks before ordering, as the company keeps them (content blocks of this page). */
export function Component() {
  const { i18n } = useLingui();
  const { sections, seo } = useLoaderData<typeof loader>();
  return (
    <div className="container-xl py-4">
      <PageMeta {...withSeo(metaIn(i18n, META), seo)} canonicalPath={paths.trading()} />
      <Breadcrumbs items={pageCrumbs(tradingPage)} />
      <h1 className="h3 mb-3">{i18n._(tradingPage.label)}</h1>
      {(sections.intro ?? []).map((block) => (
        <HtmlContent key={block.title} html={block.body} lang={langOf(block, 'body')} className="lead mb-4" />
      ))}
      <div className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3">
        {(sections.terms ?? []).map((term, i) => (
          <section className="col" key={term.title} aria-labelledby={`term-${i}`}>
            <div className="card h-100 border-0 shadow-sm">
              <div className="card-body">
                <h2 className="h5" id={`term-${i}`} lang={langOf(term, 'title')}>
                  {term.title}
                </h2>
                <HtmlContent html={term.body} lang={langOf(term, 'body')} className="text-secondary" />
              </div>
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
