import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { INQUIRY_NOTE, RELATED_COUNT } from '../../shared/catalogue';
import { paths } from '../../shared/paths';
import { catalogueApi } from '../api/route-context';
import { Breadcrumbs } from '../components/breadcrumbs';
import { HtmlContent } from '../components/html-content';
import { ListingSidebar } from '../components/listing-sidebar';
import { AddToBasketButton } from '../components/basket/add-to-basket-button';
import { PictureImg } from '../components/picture-img';
import { RequestQuotationButton } from '../components/quotation/request-quotation-button';
import { ProductGrid } from '../components/product-card';
import { PageMeta } from '../head/page-meta';
import { useLayoutData } from './layout-data';
import { notFound } from './route-params';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const api = catalogueApi(context);
  const product = (await api.productByPath(params.path ?? notFound())) ?? notFound();
  const related = await api.productsByMaterial({
    page: 1,
    pageSize: RELATED_COUNT,
    path: product.material.path,
    exclude: product.path,
  });
  return { product, related: related?.data ?? [] };
}

export function Component() {
  const { product, related } = useLoaderData<typeof loader>();
  const { categories } = useLayoutData();
  const [selected, setSelected] = useState(0);
  const main = product.gallery[selected] ?? product.thumbnail;

  return (
    <div className="container-xl py-4">
      <PageMeta type="product" name={product.name} canonicalPath={paths.product(product.path)} />
      <Breadcrumbs
        items={[
          { label: 'Home', to: paths.home() },
          { label: product.category.name, to: paths.category(product.category.path) },
          { label: product.name },
        ]}
      />
      <div className="row g-4">
        <div className="col-lg-3 d-none d-lg-block">
          <ListingSidebar groups={[{ title: 'Categories', items: categories, hrefOf: (p) => paths.category(p) }]} activePath={product.category.path} />
        </div>
        <div className="col-12 col-lg-9">
          <div className="row g-4">
            <div className="col-md-6">
              {main ? (
                <div className="ratio ratio-4x3 bg-light rounded overflow-hidden">
                  <PictureImg picture={main} sizes="(min-width: 992px) 440px, (min-width: 768px) 50vw, 100vw" priority className="object-fit-cover w-100 h-100" />
                </div>
              ) : null}
              {product.gallery.length > 1 ? (
                <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2 product-thumbnails" aria-label="Product images">
                  {product.gallery.map((picture, i) => (
                    <li key={picture.src}>
                      <button
                        type="button"
                        className={`btn p-0 border rounded overflow-hidden${i === selected ? ' border-primary border-2' : ''}`}
                        aria-label={`Show image ${i + 1} of ${product.gallery.length}`}
                        aria-pressed={i === selected}
                        onClick={() => setSelected(i)}
                      >
                        <PictureImg picture={picture} sizes="120px" className="object-fit-cover d-block" style={{ width: 120, height: 80 }} />
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <div className="col-md-6">
              <h1 className="h3">{product.name}</h1>
              <p className="small text-secondary">
                <Link to={paths.category(product.category.path)}>{product.category.name}</Link> ·{' '}
                <Link to={paths.material(product.material.path)}>{product.material.name}</Link>
              </p>
              <HtmlContent html={product.detail} className="product-detail" />
              <div className="d-flex flex-wrap gap-2 mt-2">
                <RequestQuotationButton product={product} className="btn btn-primary btn-lg" />
                <AddToBasketButton product={product} className="btn btn-outline-primary btn-lg" />
              </div>
              <p className="small text-secondary mt-3">{INQUIRY_NOTE}</p>
            </div>
          </div>
          {related.length ? (
            <section className="mt-5" aria-labelledby="related-title">
              <h2 id="related-title" className="h4 mb-3">
                Related products
              </h2>
              <ProductGrid products={related} />
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
