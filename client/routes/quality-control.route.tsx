import { useLoaderData } from 'react-router-dom';
import { paths } from '../page-registry';
import { Breadcrumbs } from '../components/breadcrumbs';
import { HtmlContent } from '../components/html-content';
import { PictureImg } from '../components/picture-img';
import { PageMeta } from '../head/page-meta';
import { contentLoader } from './content-page';

export const loader = contentLoader('quality-control');

export function Component() {
  const { sections } = useLoaderData<typeof loader>();
  return (
    <div className="container-xl py-4">
      <PageMeta type="qualityControl" canonicalPath={paths.qualityControl()} />
      <Breadcrumbs items={[{ label: 'Home', to: paths.home() }, { label: 'Quality Control' }]} />
      <h1 className="h3 mb-3">Quality control</h1>
      {(sections.intro ?? []).map((block) => (
        <HtmlContent key={block.title} html={block.body} className="lead mb-4" />
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
                <h2 className="h6">{check.title}</h2>
                <HtmlContent html={check.body} className="small text-secondary" />
              </div>
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
