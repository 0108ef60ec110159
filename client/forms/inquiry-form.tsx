import { useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Spinner } from 'react-bootstrap';
import { type AnswerOf, HONEYPOT_FIELD, type InputOf } from '../../shared/contracts/define-endpoint';
import type { InquiryEndpoint } from '../../shared/contracts/inquiries';
import type { PostedForm } from '../../shared/form-posts';
import { IDEMPOTENCY_HEADER, TOAST_TEXT } from '../../shared/inquiries';
import type { FormRules } from '../../shared/validation/rules';
import { FieldErrors, fetchEndpoint } from '../api/fetch-endpoint';
import { FormField, type FieldSpec } from './form-field';
import { yupSchemaOf } from './form-schema';
import { useIdempotencyKey } from './use-idempotency-key';
import { showToast } from '../components/toasts';
import { AdoptTypedValues } from './adopt-typed-values';
import { FocusOnFailedSubmit } from './focus-on-failed-submit';
import { FormPrivacyLine } from './form-privacy-line';

export interface InquiryFormProps<E extends InquiryEndpoint = InquiryEndpoint> {
  rules: FormRules;
  fields: FieldSpec[];
  /** The endpoint the values are posted to once the app runs. */
  endpoint: E;
  /**
   * The page the browser posts the form to by itself, before the app runs or without JavaScript: its action hands
   * the form to the same endpoint (client/forms/posted-form.ts). Absent for a form that exists only once the app
   * runs (the quote basket's drawer).
   */
  action?: string;
  /** The page's answer to the form posted that way: it is shown again with every typed value and the messages. */
  posted?: PostedForm;
  /** Extra data sent with the values (the product of a quotation request). */
  extra?: object;
  submitLabel: string;
  /** Given the endpoint's answer: a receipt with the reference (an empty catalogue request's has none). */
  onSuccess: (receipt: AnswerOf<E>) => void;
  /** Buttons beside the send button (Cancel in the modal). */
  actions?: ReactNode;
  /** Said just above the send button: what else is sent with the fields (the quantities planned on the page). */
  alsoSent?: ReactNode;
  className?: string;
}

/**
 * Posts an inquiry; the same idempotency key makes a retry of the same submission safe. The values passed the
 * form's yup schema, built from the same rules as the endpoint's body; the honeypot is always sent.
 */
function postInquiry<E extends InquiryEndpoint>(endpoint: E, body: Record<string, unknown>, idempotencyKey: string): Promise<AnswerOf<E>> {
  const input = { body: { ...body, [HONEYPOT_FIELD]: body[HONEYPOT_FIELD] ?? '' } } as unknown as InputOf<E>;
  return fetchEndpoint(endpoint, input, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

/**
 * A validated inquiry form (spec §4): idle → submitting (the send button becomes a spinner and cannot be
 * pressed again) → success, or failure with the error toast and the form usable again. Every field's error
 * shows at once, from the browser's check or, failing that, from the server's.
 *
 * It is a real form posted to `action` (progressive enhancement): until the app runs, or without JavaScript, the
 * browser sends it and the page comes back with the receipt or with the messages. Once the app runs it takes the
 * form over with whatever was typed in it, and sends it in place.
 */
export function InquiryForm<E extends InquiryEndpoint>({
  rules,
  fields,
  endpoint,
  action,
  posted,
  extra,
  submitLabel,
  onSuccess,
  actions,
  alsoSent,
  className,
}: InquiryFormProps<E>) {
  const idPrefix = useId();
  const { t, i18n } = useLingui();
  // The browser's check writes the rules' messages in the page's language, as the server's does.
  const schema = useMemo(() => yupSchemaOf(rules, (message) => i18n._(message)), [rules, i18n]);
  const idempotency = useIdempotencyKey();
  const typed = posted && 'values' in posted ? posted.values : undefined;
  const initialValues = useMemo(
    () => Object.fromEntries([...fields.map((f) => [f.name, typed?.[f.name] ?? '']), [HONEYPOT_FIELD, '']]),
    [fields, typed],
  );
  const initialErrors = posted && 'errors' in posted ? posted.errors : undefined;
  /** The message of a problem outside the visible fields (the honeypot, the basket's lines), if there is one. */
  const beyondFields = (errors: Record<string, string>) =>
    Object.entries(errors).find(([field]) => !fields.some((f) => f.name === field))?.[1];
  // What the page said of a posted form beyond its fields (too many at once, a failure): shown until sent again.
  const [notice, setNotice] = useState(() =>
    posted && 'failure' in posted ? posted.failure : initialErrors && beyondFields(initialErrors),
  );

  async function submit(values: Record<string, string>, helpers: FormikHelpers<Record<string, string>>) {
    setNotice(undefined);
    const body = { ...values, ...extra };
    try {
      const receipt = await postInquiry(endpoint, body, idempotency.keyFor(body));
      idempotency.done();
      // Empty, not back to the page's values: those may be what a posted form was refused with.
      helpers.resetForm({ values: Object.fromEntries(Object.keys(values).map((name) => [name, ''])), errors: {} });
      onSuccess(receipt);
    } catch (error) {
      if (!(error instanceof FieldErrors)) {
        showToast('error', i18n._(TOAST_TEXT.submitFailed));
        return;
      }
      helpers.setErrors(error.errors);
      // Problems outside the visible fields are told in a toast.
      const other = beyondFields(error.errors);
      if (other) showToast('error', other);
    }
  }

  return (
    <Formik
      initialValues={initialValues}
      initialErrors={initialErrors}
      validationSchema={schema}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ isSubmitting, values, handleChange }) => (
        // The server checks a posted form with the same rules and answers in the same words: the browser's own
        // checks (type="email") would stop it with other words first.
        <Form method={action ? 'post' : undefined} action={action} noValidate className={className} aria-busy={isSubmitting}>
          <AdoptTypedValues />
          <FocusOnFailedSubmit />
          {fields.map((field) => (
            <FormField key={field.name} {...field} idPrefix={idPrefix} />
          ))}
          {/* Hidden from people and from assistive technology; only bots fill it in. */}
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{t`Leave this field empty`}</label>
            <input
              id={`${idPrefix}-${HONEYPOT_FIELD}`}
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              value={values[HONEYPOT_FIELD] ?? ''}
              onChange={handleChange}
            />
          </div>
          {notice ? (
            <div className="alert alert-danger py-2" role="alert">
              {notice}
            </div>
          ) : null}
          {alsoSent}
          <FormPrivacyLine />
          <div className="d-flex gap-2 justify-content-end align-items-center">
            {actions}
            {isSubmitting ? (
              <span className="btn btn-primary disabled" aria-live="polite">
                <Spinner animation="border" size="sm" role="status" aria-label={t`Sending`} />
              </span>
            ) : (
              <button type="submit" className="btn btn-primary">
                {submitLabel}
              </button>
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}
