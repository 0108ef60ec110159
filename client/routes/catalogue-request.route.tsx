import { Trans, useLingui } from '@lingui/react/macro';
import { type ActionFunctionArgs, useActionData } from 'react-router-dom';
import { inquiriesApi } from '../../shared/contracts/inquiries';
import type { PostedForm } from '../../shared/form-posts';
import type { CatalogueRequestReceipt } from '../../shared/inquiries';
import { catalogueRequestRules } from '../../shared/validation/rules';
import { Breadcrumbs, pageCrumbs } from '../components/breadcrumbs';
import { deferredPart } from '../components/deferred-part';
import { submitPostedForm } from '../forms/posted-form';
import { PageMeta } from '../head/page-meta';
import { PDF_LINK_TEXT, PdfDownloadLink } from '../components/pdf-download-link';
import { paths } from '../../shared/paths';
import { catalogueRequestPage } from './catalogue-request.page';

// The form's code (Formik, yup) follows the page's first script; its HTML is in the page from the start.
const catalogueSignup = deferredPart(() => import('../components/catalogue-signup').then((module) => module.default));
const CatalogueSignup = catalogueSignup.Component;

export async function loader() {
  await catalogueSignup.preload();
  return null;
}

/** The footer's catalogue request, posted by the browser itself. */
export async function action({ request, context }: ActionFunctionArgs) {
  await catalogueSignup.preload();
  return submitPostedForm(context, request, inquiriesApi.registerEmail, catalogueRequestRules);
}

export function Component() {
  const { t } = useLingui();
  const posted = useActionData() as PostedForm<CatalogueRequestReceipt> | undefined;
  return (
    <div className="container py-4 catalogue-request-page">
      <PageMeta
        title={t`Request our product catalogue`}
        description={t`Leave your e-mail address and we will send you our catalogue of rattan, seagrass, water hyacinth and bamboo products.`}
        keywords={t`product catalogue, handicraft catalogue, woven goods catalogue`}
        canonicalPath={paths.catalogueRequest()}
        noIndex
      />
      <Breadcrumbs items={pageCrumbs(catalogueRequestPage)} />
      <h1 className="h3 mb-3">
        <Trans>Want to receive product catalogue?</Trans>
      </h1>
      <p>
        <Trans>Leave your e-mail address and we will send you our latest catalogue, or open it now.</Trans>
      </p>
      <p>
        <PdfDownloadLink href={paths.cataloguePdf()} label={PDF_LINK_TEXT.catalogue} />
      </p>
      <CatalogueSignup posted={posted} />
    </div>
  );
}
