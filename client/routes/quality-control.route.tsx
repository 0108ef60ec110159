import { langOf } from '../i18n/untranslated';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLoaderData } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { Breadcrumbs, pageCrumbs } from '../components/breadcrumbs';
import { HtmlContent } from '../components/html-content';
import { PictureImg } from '../components/picture-img';
import { PageMeta, withSeo } from '../head/page-meta';
import { qualityControlPage } from './quality-control.page';
import { contentLoader, metaIn, type PageMetaMessages } from './content-page';

export const loader = contentLoader(qualityControlPage);

const META: PageMetaMessages = {
  title: msg`Quality Control`,
  description: msg`Eight checks on every order: product, function, dimension, moisture, barcode, carton drop test, adhesive tape and colour fastness.`,
  keywords: msg`quality control, AQL inspection, moisture test, drop test ISTA 1A, colour fastness`,
};

export function Component() {
  const { i18n } = useLingui();
  const { sections, seo } = useLoaderData<typeof loader>();
  return (
    <div className="container-xl py-4">
      <PageMeta {...withSeo(metaIn(i18n, META), seo)} canonicalPath={paths.qualityControl()} />
      <Breadcrumbs items={pageCrumbs(qualityControlPage)} />
      <h1 className="h3 mb-3">{i18n._(qualityControlPage.label)}</h1>
      {(sections.intro ?? []).map((block) => (
        <HtmlContent key={block.title} html={block.body} lang={langOf(block, 'body')} className="lead mb-4" />
      ))}
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3">
        {(sections.checks ?? []).map((check, i) => (
          <section className="col" key={check.title}>
            <div className="card h-100 border-0 shadow-sm">
              {check.image ? (
                <PictureImg
                  picture={check.image}
                  sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
                  priority={i < 2}
                  className="card-img-top h-auto"
                />
              ) : null}
              <div className="card-body">
                <h2 className="h6" lang={langOf(check, 'title')}>
                  {check.title}
                </h2>
                <HtmlContent html={check.body} lang={langOf(check, 'body')} className="small text-secondary" />
              </div>
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
