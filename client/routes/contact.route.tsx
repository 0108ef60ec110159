import { msg } from '@lingui/core/macro';
import { siteLocaleOf } from '../../shared/i18n/locales';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ActionFunctionArgs, useActionData, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { inquiriesApi } from '../../shared/contracts/inquiries';
import type { PostedForm } from '../../shared/form-posts';
import type { InquiryReceipt } from '../../shared/inquiries';
import { contactMessageRules } from '../../shared/validation/rules';
import { submitPostedForm } from '../forms/posted-form';
import { companyApi } from '../../shared/contracts/company';
import { apiOf } from '../api/route-context';
import { paths } from '../../shared/paths';
import { Breadcrumbs, pageCrumbs } from '../components/breadcrumbs';
import { PictureImg } from '../components/picture-img';
import { ChatLinks } from '../components/chat-links';
import { SalesContactCard } from '../components/sales-contact-card';
import { telHref } from '../components/tel-href';
import { deferredPart } from '../components/deferred-part';
import { PageMeta, withSeo } from '../head/page-meta';
import { INQUIRY_NOTE_MESSAGE, metaIn, type PageMetaMessages } from './content-page';
import { contactPage } from './contact.page';
import { useLayoutData } from './layout-data';

const META: PageMetaMessages = {
  title: msg`Contact Us`,
  description: msg`Contact our sales team in Hanoi by phone, e-mail or messaging app. We answer every inquiry within 24 hours.`,
  keywords: msg`contact, handicraft supplier contact, Hanoi office, inquiry`,
};

// The form's code (Formik, yup) follows the page's first script; its HTML is in the page from the start.
const contactForm = deferredPart(() => import('../forms/inquiry-forms').then((module) => module.ContactRequest));
const ContactRequest = contactForm.Component;

export async function loader({ context, params }: LoaderFunctionArgs) {
  // The map and the sales contact are this page's alone: the layout's company leaves it out of every other page's data.
  const api = apiOf(context);
  const [{ mapImage, salesContact }, seo] = await Promise.all([
    api(companyApi.site, { query: { locale: siteLocaleOf(params.locale) } }),
    api(companyApi.pageSeo, { params: { page: 'contact' }, query: { locale: siteLocaleOf(params.locale) } }),
    contactForm.preload(),
  ]);
  return { mapImage, salesContact, seo: seo ?? undefined };
}

/** The contact form, posted by the browser itself. */
export async function action({ context, request }: ActionFunctionArgs) {
  await contactForm.preload();
  return submitPostedForm(context, request, inquiriesApi.sendMessage, contactMessageRules);
}

export function Component() {
  const { i18n } = useLingui();
  const { site } = useLayoutData();
  const { phone } = site;
  const { mapImage, salesContact, seo } = useLoaderData<typeof loader>();
  const posted = useActionData() as PostedForm<InquiryReceipt> | undefined;
  return (
    <div className="container-xl py-4">
      <PageMeta {...withSeo(metaIn(i18n, META), seo)} canonicalPath={paths.contact()} />
      <Breadcrumbs items={pageCrumbs(contactPage)} />
      <h1 className="h3 mb-4">
        <Trans>Contact us</Trans>
      </h1>
      <div className="row g-4">
        <div className="col-md-5">
          {salesContact ? <SalesContactCard contact={salesContact} /> : null}
          <h2 className="h5">{site.companyName}</h2>
          <address className="mb-3">{site.address}</address>
          <ul className="list-unstyled contact-list">
            <li className="mb-2">
              <Trans>
                Phone: <a href={telHref(phone)}>{phone}</a>
              </Trans>
            </li>
            <ChatLinks contacts={site.messaging} as="li" lineClassName="mb-2" />
            {site.email.map((email) => (
              <li key={email} className="mb-2">
                <Trans>
                  E-mail: <a href={`mailto:${email}`}>{email}</a>
                </Trans>
              </li>
            ))}
          </ul>
          <p className="text-secondary">{i18n._(INQUIRY_NOTE_MESSAGE)}</p>
          <PictureImg picture={mapImage} sizes="(min-width: 768px) 40vw, 100vw" className="img-fluid rounded shadow-sm" />
        </div>
        <div className="col-md-7">
          <h2 className="h5 mb-3">
            <Trans>Send us a message</Trans>
          </h2>
          <ContactRequest posted={posted} />
        </div>
      </div>
    </div>
  );
}
