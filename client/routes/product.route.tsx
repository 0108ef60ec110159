import { Trans, useLingui } from '@lingui/react/macro';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { AppLink } from '../components/app-link';
import { INQUIRY_NOTE_MESSAGE, type ProductDetail, RELATED_COUNT } from '../../shared/catalogue';
import { catalogueApi } from '../../shared/contracts/catalogue';
import { apiOf } from '../api/route-context';
import { Breadcrumbs, HOME_CRUMB } from '../components/breadcrumbs';
import { paths } from '../../shared/paths';
import { deferredPart } from '../components/deferred-part';
import { HtmlContent } from '../components/html-content';
import { ListingSidebar } from '../components/listing-sidebar';
import { AddToBasketButton } from '../components/basket/add-to-basket-button';
import { ProductGallery } from '../components/product-gallery';
import { SpecTable } from '../components/spec-table';
import { RequestQuotationButton } from '../components/quotation/request-quotation-button';
import { JsonLd } from '../head/json-ld';
import type { I18n } from '@lingui/core';
import { PageMeta, type PageMetaText } from '../head/page-meta';
import { productData } from '../head/structured-data';
import { useLayoutData } from './layout-data';
import { notFound } from './route-params';
import { certificatesApi } from '../../shared/contracts/certificates';
import { certificateHref, type PublicCertificate } from '../../shared/certificates';
import { siteLocaleOf } from '../../shared/i18n/locales';
import { sourcePathOf } from '../../shared/catalogue';
import { localeHrefsOf } from '../head/locale-hrefs';
import { langOf } from '../i18n/untranslated';

// The related products are below the fold: their code follows the page's first script, their HTML is in the page
// from the start.
const relatedProducts = deferredPart(() => import('./related-products').then((module) => module.RelatedProducts));
const RelatedProducts = relatedProducts.Component;

/** The page's head: what editors set for search engines, else words made from the name. */
const DESCRIPTION = /*i18n*/ { id: '{name}: handwoven in Vietnam from natural fibres. Custom sizes and colours; request a quotation.' };
const KEYWORDS = /*i18n*/ { id: '{name}, {lowerName} wholesale, handwoven, Vietnam manufacturer' };
const meta = (i18n: I18n, { name, seo }: Pick<ProductDetail, 'name' | 'seo'>): PageMetaText => ({
  title: seo?.title ?? name,
  description: seo?.description ?? i18n._(DESCRIPTION.id, { name }),
  keywords: i18n._(KEYWORDS.id, { name, lowerName: name.toLowerCase() }),
});

export async function loader({ params, context }: LoaderFunctionArgs) {
  const call = apiOf(context);
  const path = params.path ?? notFound();
  const locale = siteLocaleOf(params.locale);
  const [found] = await Promise.all([call(catalogueApi.productByPath, { params: { path }, query: { locale } }), relatedProducts.preload()]);
  const product = found ?? notFound();
  const [related, certificates] = await Promise.all([
    call(catalogueApi.productsByMaterial, {
      body: { page: 1, pageSize: RELATED_COUNT, path: product.material.path, exclude: product.path, locale },
    }),
    call(certificatesApi.ofProduct, { params: { path: sourcePathOf(product) }, query: { locale } }),
  ]);
  return {
    product,
    related: related?.data ?? [],
    certificates,
    ...(product.translations ? { localeHrefs: localeHrefsOf(product.translations, paths.product) } : {}),
  };
}

/** The certificates that cover the product, each linking to its place on the certificates page. */
function ProductCertificates({ certificates }: { certificates: PublicCertificate[] }) {
  if (!certificates.length) return null;
  return (
    <section className="product-certificates small mt-3" aria-labelledby="product-certificates">
      <h2 className="h6 mb-1" id="product-certificates">
        <Trans>Certified</Trans>
      </h2>
      <ul className="list-unstyled mb-0">
        {certificates.map((certificate) => (
          <li key={certificate.id}>
            <AppLink to={certificateHref(certificate.id)} lang={langOf(certificate, 'name')}>
              {certificate.name}
            </AppLink>{' '}
            <span className="text-secondary">
              ({certificate.standardLabel}, {certificate.issuer})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Component() {
  const { product, related, certificates, localeHrefs } = useLoaderData<typeof loader>();
  const { categories, site, baseUrl } = useLayoutData();
  const { t, i18n } = useLingui();
  const pictures = product.gallery.length ? product.gallery : product.thumbnail ? [product.thumbnail] : [];

  return (
    <div className="container-xl py-4">
      <PageMeta
        {...meta(i18n, product)}
        ogType="product"
        canonicalPath={paths.product(product.path)}
        {...(localeHrefs ? { localeHrefs } : {})}
        image={product.thumbnail}
      />
      <JsonLd data={productData(product, site, baseUrl, certificates)} />
      <Breadcrumbs
        items={[HOME_CRUMB, { label: product.category.name, to: paths.category(product.category.path) }, { label: product.name }]}
      />
      <div className="row g-4">
        <div className="col-lg-3 d-none d-lg-block">
          <ListingSidebar
            groups={[{ title: t`Categories`, items: categories, hrefOf: (p) => paths.category(p) }]}
            activePath={product.category.path}
          />
        </div>
        <div className="col-12 col-lg-9">
          <div className="row g-4">
            <div className="col-md-6">
              {/* Keyed by product: going to a related product starts its gallery and carousel afresh. */}
              <ProductGallery key={product.path} name={product.name} pictures={pictures} />
            </div>
            <div className="col-md-6">
              <h1 className="h3" lang={langOf(product, 'name')}>
                {product.name}
              </h1>
              <p className="small text-secondary">
                <AppLink to={paths.category(product.category.path)}>{product.category.name}</AppLink> ·{' '}
                <AppLink to={paths.material(product.material.path)}>{product.material.name}</AppLink>
              </p>
              <HtmlContent html={product.detail} className="product-detail" lang={langOf(product, 'detail')} />
              <div className="d-flex flex-wrap gap-2 mt-2">
                <RequestQuotationButton product={product} className="btn btn-primary btn-lg" />
                <AddToBasketButton product={product} className="btn btn-outline-primary btn-lg" />
              </div>
              <p className="small text-secondary mt-3">{i18n._(INQUIRY_NOTE_MESSAGE)}</p>
              <ProductCertificates certificates={certificates} />
            </div>
          </div>
          {/* The material is named, as a link, under the product's name: not said twice. */}
          <SpecTable spec={product.spec} without={['material']} />
          {related.length ? <RelatedProducts key={product.path} products={related} /> : null}
        </div>
      </div>
    </div>
  );
}
