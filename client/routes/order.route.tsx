import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { INQUIRY_NOTE } from '../../shared/catalogue';
import { paths } from '../../shared/paths';
import { catalogueApi } from '../api/route-context';
import { Breadcrumbs } from '../components/breadcrumbs';
import { HtmlContent } from '../components/html-content';
import { PictureImg } from '../components/picture-img';
import { telHref } from '../components/tel-href';
import { PageMeta } from '../head/page-meta';
import { useLayoutData } from './layout-data';
import { notFound } from './route-params';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const product = (await catalogueApi(context).productByPath(params.path ?? notFound())) ?? notFound();
  return { product };
}

export function Component() {
  const { product } = useLoaderData<typeof loader>();
  const { site } = useLayoutData();
  const productUrl = paths.product(product.path);
  const subject = `Quotation request: ${product.name}`;
  return (
    <div className="container py-4 order-page">
      <PageMeta type="orderMobile" name={product.name} canonicalPath={productUrl} noIndex />
      <Breadcrumbs items={[{ label: 'Order' }, { label: product.name }]} />
      <h1 className="h4">{product.name}</h1>
      <div className="d-flex gap-3 align-items-start my-3">
        {product.thumbnail ? (
          <Link to={productUrl} className="flex-shrink-0" style={{ width: 120 }}>
            <PictureImg picture={product.thumbnail} alt={product.name} sizes="120px" priority className="img-fluid rounded" />
          </Link>
        ) : null}
        <HtmlContent html={product.description} className="small text-secondary" />
      </div>
      <p>{INQUIRY_NOTE}</p>
      <div className="d-grid gap-2">
        {site.email[0] ? (
          <a className="btn btn-primary" href={`mailto:${site.email[0]}?subject=${encodeURIComponent(subject)}`}>
            E-mail {site.email[0]}
          </a>
        ) : null}
        <a className="btn btn-outline-primary" href={telHref(site.phone)}>
          Call {site.phone}
        </a>
        <a className="btn btn-outline-secondary" href={site.messagingUrl} rel="noopener noreferrer" target="_blank">
          Message us on {site.messagingLabel}
        </a>
      </div>
    </div>
  );
}
