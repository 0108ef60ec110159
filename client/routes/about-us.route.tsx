import { langOf } from '../i18n/untranslated';
import { siteLocaleOf } from '../../shared/i18n/locales';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { companyApi } from '../../shared/contracts/company';
import { apiOf } from '../api/route-context';
import { ClientLogos, Testimonials } from '../components/references';
import { type ContentBlock, SEO_DESCRIPTION_MAX } from '../../shared/catalogue';
import { paths } from '../../shared/paths';
import { excerpt } from '../../shared/plain-text';
import { Breadcrumbs, pageCrumbs } from '../components/breadcrumbs';
import { HtmlContent } from '../components/html-content';
import { PhotoGallery } from '../components/photo-gallery';
import { PictureImg } from '../components/picture-img';
import { PageMeta, type PageMetaText, withSeo } from '../head/page-meta';
import { aboutUsPage } from './about-us.page';
import { contentLoader } from './content-page';

const blocksLoader = contentLoader(aboutUsPage);

export async function loader(args: LoaderFunctionArgs) {
  const locale = siteLocaleOf(args.params.locale);
  const [page, references] = await Promise.all([blocksLoader(args), apiOf(args.context)(companyApi.references, { query: { locale } })]);
  return { ...page, references };
}

/**
 * Its description is made from the company facts the page shows (sites, capacity, years), so that it changes with
 * them: a copied number would go on telling search engines last year's capacity.
 */
function metaOf(i18n: I18n, facts: ContentBlock[]): PageMetaText {
  const list = facts.map((fact) => fact.title).join(' · ');
  return {
    title: i18n._(msg`About Us`),
    description: excerpt(i18n._(msg`A family craft of natural-fibre weaving in Vietnam: ${list}.`), SEO_DESCRIPTION_MAX),
    keywords: i18n._(msg`about us, handicraft manufacturer Vietnam, Hanoi, Ninh Binh, woven goods exporter`),
  };
}

export function Component() {
  const { t, i18n } = useLingui();
  const { sections, seo, references } = useLoaderData<typeof loader>();
  return (
    <div className="container-xl py-4 about-page">
      <PageMeta {...withSeo(metaOf(i18n, sections.facts ?? []), seo)} canonicalPath={paths.aboutUs()} />
      <Breadcrumbs items={pageCrumbs(aboutUsPage)} />
      <h1 className="h3 mb-4">{i18n._(aboutUsPage.label)}</h1>
      <div className="row row-cols-1 row-cols-md-2 row-cols-lg-4 g-3 mb-5">
        {(sections.pillars ?? []).map((block, i) => (
          <section className="col" key={block.title}>
            <div className="card h-100 border-0 shadow-sm">
              {block.image ? (
                <PictureImg
                  picture={block.image}
                  sizes="(min-width: 992px) 25vw, (min-width: 768px) 50vw, 100vw"
                  priority={i < 2}
                  className="card-img-top h-auto"
                />
              ) : null}
              <div className="card-body">
                <h2 className="h5" lang={langOf(block, 'title')}>
                  {block.title}
                </h2>
                <HtmlContent html={block.body} lang={langOf(block, 'body')} className="small" />
              </div>
            </div>
          </section>
        ))}
      </div>
      <section className="row row-cols-2 row-cols-lg-4 g-3 mb-5 text-center" aria-label={t`Company facts`}>
        {(sections.facts ?? []).map((block) => (
          <div className="col" key={block.title}>
            <div className="p-3 bg-light rounded h-100">
              <h2 className="h4 text-primary mb-1" lang={langOf(block, 'title')}>
                {block.title}
              </h2>
              <HtmlContent html={block.body} lang={langOf(block, 'body')} className="small text-secondary" />
            </div>
          </div>
        ))}
      </section>
      {(sections.story ?? []).map((block) => (
        <section key={block.title} className="mb-4 story-block">
          <h2 className="h4" lang={langOf(block, 'title')}>
            {block.title}
          </h2>
          <HtmlContent html={block.body} lang={langOf(block, 'body')} />
        </section>
      ))}
      <div className="mt-5">
        <Testimonials testimonials={references.testimonials} headingId="testimonials-title" />
      </div>
      <div className="mt-5">
        <ClientLogos clients={references.clients} headingId="clients-title" />
      </div>
      <section className="mt-5" aria-labelledby="customers-title">
        <h2 id="customers-title" className="h4 mb-3">
          <Trans>Meeting our customers</Trans>
        </h2>
        <PhotoGallery
          name={t`Meeting our customers`}
          photos={(sections['customer-photos'] ?? []).flatMap((block) =>
            block.image ? [{ picture: block.image, caption: block.title, text: block.body }] : [],
          )}
        />
      </section>
    </div>
  );
}
