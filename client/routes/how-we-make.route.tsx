import { useLoaderData } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { Breadcrumbs } from '../components/breadcrumbs';
import { HtmlContent } from '../components/html-content';
import { PictureImg } from '../components/picture-img';
import { PageMeta } from '../head/page-meta';
import { contentLoader } from './content-page';

export const loader = contentLoader('how-we-make');

export function Component() {
  const { sections } = useLoaderData<typeof loader>();
  const steps = sections.steps ?? [];
  return (
    <div className="container-xl py-4">
      <PageMeta type="howWeMake" canonicalPath={paths.howWeMake()} />
      <Breadcrumbs items={[{ label: 'Home', to: paths.home() }, { label: 'How we make' }]} />
      <h1 className="h3 mb-2">How we make our products</h1>
      <p className="text-secondary mb-4">{steps.length} steps from raw fibre to a loaded container.</p>
      <ol className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 process-steps">
        {steps.map((step, i) => (
          <li className="col" key={step.title}>
            <div className="card h-100 border-0 shadow-sm">
              {step.image ? (
                <PictureImg
                  picture={step.image}
                  sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
                  priority={i < 2}
                  className="card-img-top h-auto"
                />
              ) : null}
              <div className="card-body">
                <h2 className="h6">
                  <span className="badge text-bg-primary me-2">{i + 1}</span>
                  {step.title}
                </h2>
                <HtmlContent html={step.body} className="small text-secondary" />
              </div>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
