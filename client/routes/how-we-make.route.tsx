import { langOf } from '../i18n/untranslated';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLoaderData } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { Breadcrumbs, pageCrumbs } from '../components/breadcrumbs';
import { HtmlContent } from '../components/html-content';
import { PictureImg } from '../components/picture-img';
import { PageMeta, withSeo } from '../head/page-meta';
import { howWeMakePage } from './how-we-make.page';
import { contentLoader, metaIn, type PageMetaMessages } from './content-page';

export const loader = contentLoader(howWeMakePage);

const META: PageMetaMessages = {
  title: msg`How We Make Our Products`,
  description: msg`Eleven steps from raw materials to export: processing, shaping, weaving, cleaning, gluing, drying, finishing and packing.`,
  keywords: msg`production process, how baskets are made, weaving process, handicraft production`,
};

export function Component() {
  const { t, i18n } = useLingui();
  const { sections, seo } = useLoaderData<typeof loader>();
  const steps = sections.steps ?? [];
  const count = steps.length;
  return (
    <div className="container-xl py-4">
      <PageMeta {...withSeo(metaIn(i18n, META), seo)} canonicalPath={paths.howWeMake()} />
      <Breadcrumbs items={pageCrumbs(howWeMakePage)} />
      <h1 className="h3 mb-2">
        <Trans>How we make our products</Trans>
      </h1>
      <p className="text-secondary mb-4">
        <Plural value={count} one="# step from raw fibre to a loaded container." other="# steps from raw fibre to a loaded container." />
      </p>
      {/* The desktop diagram: steps in reading order, joined by arrows. */}
      <ol className="list-unstyled process-diagram d-none d-md-grid" aria-label={t`Production process`}>
        {steps.map((step, i) => (
          <li className="process-step" key={step.title}>
            <div className="card h-100 border-0 shadow-sm">
              {step.image ? (
                <PictureImg picture={step.image} sizes="(min-width: 992px) 25vw, 33vw" priority={i < 4} className="card-img-top h-auto" />
              ) : null}
              <div className="card-body">
                <h2 className="h6">
                  <span className="badge text-bg-primary me-2">{i + 1}</span>
                  <span lang={langOf(step, 'title')}>{step.title}</span>
                </h2>
                <HtmlContent html={step.body} lang={langOf(step, 'body')} className="small text-secondary" />
              </div>
            </div>
          </li>
        ))}
      </ol>
      {/* The phone version: one column, a line joining the steps. */}
      <ol className="list-unstyled process-timeline d-md-none" aria-label={t`Production process`}>
        {steps.map((step, i) => (
          <li className="process-timeline-step" key={step.title}>
            <span className="process-timeline-number" aria-hidden="true">
              {i + 1}
            </span>
            <h2 className="h6 mb-1" lang={langOf(step, 'title')}>
              {step.title}
            </h2>
            {step.image ? <PictureImg picture={step.image} sizes="calc(100vw - 5rem)" className="img-fluid rounded mb-2" /> : null}
            <HtmlContent html={step.body} lang={langOf(step, 'body')} className="small text-secondary" />
          </li>
        ))}
      </ol>
    </div>
  );
}
