import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ActionFunctionArgs, useActionData, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { AppLink } from '../components/app-link';
import type { InquiryReceipt } from '../../shared/inquiries';
import type { PostedForm } from '../../shared/form-posts';
import { inquiriesApi } from '../../shared/contracts/inquiries';
import { enquiryRules } from '../../shared/validation/rules';
import type { RouteContext } from '../api/route-context';
import { submitPostedForm } from '../forms/posted-form';
import { quotedProduct } from '../forms/quoted-product';
import { packingApi } from '../../shared/contracts/packing';
import { catalogueApi } from '../../shared/contracts/catalogue';
import { apiOf } from '../api/route-context';
import { paths } from '../../shared/paths';
import { Breadcrumbs } from '../components/breadcrumbs';
import { HtmlContent } from '../components/html-content';
import { PictureImg } from '../components/picture-img';
import { telHref } from '../components/tel-href';
import { deferredPart } from '../components/deferred-part';
import { PageMeta, type PageMetaText } from '../head/page-meta';
import { INQUIRY_NOTE_MESSAGE } from './content-page';
import { orderPage } from './order.page';
import { useLayoutData } from './layout-data';
import { notFound } from './route-params';
import { siteLocaleOf } from '../../shared/i18n/locales';
import { sourcePathOf } from '../../shared/catalogue';

function meta(i18n: I18n, name: string): PageMetaText {
  const lowerCaseName = name.toLowerCase();
  return {
    title: i18n._(msg`Request a Quotation: ${name}`),
    description: i18n._(msg`Ask for a quotation for ${name}. We reply within 24 hours.`),
    keywords: i18n._(msg`${name} quotation, request quote, ${lowerCaseName} price request`),
  };
}

// The form's code (Formik, yup) follows the page's first script; its HTML is in the page from the start.
const quotationRequest = deferredPart(() => import('../forms/inquiry-forms').then((module) => module.QuotationRequest));
const QuotationRequest = quotationRequest.Component;
// The planner (pieces per colour and the container estimate) likewise: below the form, rendered on the server.
const orderPlanner = deferredPart(() => import('../components/container-estimate/order-planner').then((module) => module.OrderPlanner));
const OrderPlanner = orderPlanner.Component;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const path = params.path ?? notFound();
  const api = apiOf(context);
  const [found] = await Promise.all([
    api(catalogueApi.productByPath, { params: { path }, query: { locale: siteLocaleOf(params.locale) } }),
    quotationRequest.preload(),
    orderPlanner.preload(),
  ]);
  const product = found ?? notFound();
  // The packing is asked for by the product's English path, which names it whatever the page's language.
  const packing = await api(packingApi.productPacking, { body: { paths: [sourcePathOf(product)] } });
  return { product, packing: packing.data[0] ?? null };
}

/** The quotation form, posted by the browser itself: about this page's product. */
export async function action({ params, context, request }: ActionFunctionArgs) {
  const path = params.path ?? notFound();
  const product =
    (await apiOf(context)(catalogueApi.productByPath, { params: { path }, query: { locale: siteLocaleOf(params.locale) } })) ?? notFound();
  const { baseUrl } = context as RouteContext;
  return submitPostedForm(context, request, inquiriesApi.sendContact, enquiryRules, { product: quotedProduct(baseUrl, product) });
}

export function Component() {
  const { i18n } = useLingui();
  const { product, packing } = useLoaderData<typeof loader>();
  const { site } = useLayoutData();
  const { phone } = site;
  const email = site.email[0];
  const productUrl = paths.product(product.path);
  const posted = useActionData() as PostedForm<InquiryReceipt> | undefined;
  return (
    <div className="container py-4 order-page">
      <PageMeta {...meta(i18n, product.name)} canonicalPath={productUrl} noIndex />
      <Breadcrumbs items={[{ label: orderPage.label }, { label: product.name }]} />
      <h1 className="h4">{product.name}</h1>
      <div className="d-flex gap-3 align-items-start my-3">
        {product.thumbnail ? (
          <AppLink to={productUrl} className="flex-shrink-0" style={{ width: 120 }}>
            <PictureImg picture={product.thumbnail} alt={product.name} sizes="120px" priority className="img-fluid rounded" />
          </AppLink>
        ) : null}
        <HtmlContent html={product.description} className="small text-secondary" />
      </div>
      <p>{i18n._(INQUIRY_NOTE_MESSAGE)}</p>
      <QuotationRequest product={product} posted={posted} />
      <OrderPlanner product={product} packing={packing} />
      <p className="small text-secondary mt-4">
        {email ? (
          <Trans>
            You can also call <a href={telHref(phone)}>{phone}</a> or write to <a href={`mailto:${email}`}>{email}</a>.
          </Trans>
        ) : (
          <Trans>
            You can also call <a href={telHref(phone)}>{phone}</a>.
          </Trans>
        )}
      </p>
    </div>
  );
}
