import { Trans, useLingui } from '@lingui/react/macro';
import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { toast } from 'react-toastify';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { inboxApi, type UnmatchedMail } from '../../../shared/contracts/inbox';
import { refusalIn } from '../../../shared/i18n/refusal-text';
import { adminPaths } from '../../../shared/staff/addresses';
import { REFERENCE_MAX } from '../../../shared/staff/inbox';
import type { FormRules } from '../../../shared/validation/rules';
import { AppLink } from '../../components/app-link';
import { FormField } from '../../forms/form-field';
import { yupSchemaOf } from '../../forms/form-schema';
import { FocusOnFailedSubmit } from '../../forms/focus-on-failed-submit';
import { formatDateTime } from '../dates';
import { FileLinks } from '../inbox/inquiry-timeline';
import { callStaffApi, fieldErrorsOf, loadFromStaffApi, StaffApiError } from '../staff-client';

// E-mails from the company's mailbox that answered none of our mails (a buyer who wrote a new mail, or whose mail
// program dropped the headers): a sales person reads each and puts it in its inquiry by the inquiry's reference, or makes a new inquiry of it.

export async function loader({ request }: { request: Request }): Promise<UnmatchedMail[]> {
  return loadFromStaffApi(request, inboxApi.unmatchedMail);
}

const matchRules = { reference: { label: 'Inquiry reference', required: true, maxLength: REFERENCE_MAX } } satisfies FormRules;
const matchSchema = yupSchemaOf(matchRules);

export function Component() {
  const { t } = useLingui();
  const mails = useLoaderData() as UnmatchedMail[];
  return (
    <div>
      <h1 className="h3 mb-2">
        <Trans>E-mails not matched to an inquiry</Trans>
      </h1>
      <p className="text-body-secondary">
        {t`These came to the company's mailbox without naming one of our mails or an inquiry's own address. Put each in its inquiry: it then shows in that inquiry's history, as if it had been matched when it arrived.`}
      </p>
      {mails.length === 0 ? (
        <p className="admin-card mb-0">
          <Trans>Every e-mail received is in its inquiry.</Trans>
        </p>
      ) : (
        <ol className="list-unstyled mb-0">
          {mails.map((mail) => (
            <li key={mail.id} className="admin-card mb-3">
              <UnmatchedMailCard mail={mail} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function UnmatchedMailCard({ mail }: { mail: UnmatchedMail }) {
  const { t, i18n } = useLingui();
  const revalidator = useRevalidator();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [making, setMaking] = useState(false);
  const navigate = useNavigate();
  const headingId = `mail-${mail.id}`;
  /** A contact message from the sender, with this mail first in its history; the sales person goes on there. */
  const makeInquiry = async () => {
    setRefusal(null);
    setMaking(true);
    try {
      const made = await callStaffApi(inboxApi.inquiryFromMail, { params: { id: mail.id } });
      if (made) {
        const reference = made.reference;
        toast.success(t`Inquiry ${reference} made of the e-mail.`);
        await navigate(adminPaths.inquiry(made.inquiryId));
      } else {
        toast.info(refusalIn(i18n, inboxApi.inquiryFromMail.notFound));
        await revalidator.revalidate();
      }
    } catch (error) {
      setRefusal(error instanceof StaffApiError ? error.message : t`The server could not be reached. Please try again.`);
    } finally {
      setMaking(false);
    }
  };
  const sender = mail.fromName ? `${mail.fromName} <${mail.from}>` : mail.from;
  const receivedAt = formatDateTime(mail.receivedAt);
  return (
    <article aria-labelledby={headingId}>
      <h2 id={headingId} className="h6 mb-1 admin-wrap">
        {mail.subject || t`(no subject)`}
      </h2>
      <p className="small text-body-secondary mb-2 admin-wrap">
        <Trans>
          From {sender}, {receivedAt}
        </Trans>
      </p>
      <div className="inquiry-event-body admin-wrap mb-2">{mail.text || t`(no text)`}</div>
      <FileLinks files={mail.files} hrefOf={(id) => endpointUrl(inboxApi.attachment, { params: { id } })} />
      {refusal ? (
        <div className="alert alert-danger py-2" role="alert">
          {refusal}
        </div>
      ) : null}
      <Formik
        initialValues={{ reference: '' }}
        validationSchema={matchSchema}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={async ({ reference }, { setErrors }) => {
          setRefusal(null);
          try {
            const matched = await callStaffApi(inboxApi.matchMail, { params: { id: mail.id }, body: { reference } });
            if (matched) {
              const matchedReference = matched.reference;
              toast.success(
                <Trans>
                  Put in <AppLink to={adminPaths.inquiry(matched.inquiryId)}>{matchedReference}</AppLink>.
                </Trans>,
              );
            } else toast.info(refusalIn(i18n, inboxApi.matchMail.notFound));
            await revalidator.revalidate();
          } catch (error) {
            const fields = fieldErrorsOf(error);
            if (fields) setErrors(fields);
            else setRefusal(error instanceof StaffApiError ? error.message : t`The server could not be reached. Please try again.`);
          }
        }}
      >
        {({ isSubmitting }) => (
          <FormikForm noValidate className="d-flex flex-wrap gap-2 align-items-start mt-3" aria-label={t`Put in an inquiry`}>
            <FocusOnFailedSubmit />
            <div className="flex-grow-1">
              <FormField
                idPrefix={`match-${mail.id}`}
                name="reference"
                label={t`Inquiry reference`}
                help={t`As the inquiry shows it, like Q-2611-KTZSK.`}
              />
            </div>
            <button type="submit" className="btn btn-primary mt-4" disabled={isSubmitting || making}>
              <Trans>Put in this inquiry</Trans>
            </button>
          </FormikForm>
        )}
      </Formik>
      <p className="mb-0">
        <Trans>Someone writing for the first time?</Trans>{' '}
        <button type="button" className="btn btn-outline-primary btn-sm" disabled={making} onClick={() => void makeInquiry()}>
          {making ? t`Making the inquiry…` : t`Make a new inquiry of it`}
        </button>
      </p>
    </article>
  );
}
