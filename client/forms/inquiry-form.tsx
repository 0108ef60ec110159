import { Form, Formik, type FormikHelpers } from 'formik';
import { type ReactNode, useId, useMemo } from 'react';
import { Spinner } from 'react-bootstrap';
import { type AnswerOf, HONEYPOT_FIELD, type InputOf } from '../../shared/contracts/define-endpoint';
import type { InquiryEndpoint } from '../../shared/contracts/inquiries';
import { IDEMPOTENCY_HEADER, TOAST_TEXT } from '../../shared/inquiries';
import type { FormRules } from '../../shared/validation/rules';
import { FieldErrors, fetchEndpoint } from '../api/fetch-endpoint';
import { FormField, type FieldSpec } from './form-field';
import { yupSchemaOf } from './form-schema';
import { useIdempotencyKey } from './use-idempotency-key';
import { showToast } from '../components/toasts';
import { useHydrated } from '../components/use-hydrated';
import { FocusOnFailedSubmit } from './focus-on-failed-submit';

export interface InquiryFormProps<E extends InquiryEndpoint = InquiryEndpoint> {
  rules: FormRules;
  fields: FieldSpec[];
  /** The endpoint the values are posted to. */
  endpoint: E;
  /** Extra data sent with the values (the product of a quotation request). */
  extra?: object;
  submitLabel: string;
  /** Given the endpoint's answer: a receipt with the reference (an empty catalogue request's has none). */
  onSuccess: (receipt: AnswerOf<E>) => void;
  /** Buttons beside the send button (Cancel in the modal). */
  actions?: ReactNode;
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
 */
export function InquiryForm<E extends InquiryEndpoint>({
  rules,
  fields,
  endpoint,
  extra,
  submitLabel,
  onSuccess,
  actions,
  className,
}: InquiryFormProps<E>) {
  const idPrefix = useId();
  const schema = useMemo(() => yupSchemaOf(rules), [rules]);
  const idempotency = useIdempotencyKey();
  // Until the app answers the form, the browser would send it itself, the fields in the address: not yet.
  const hydrated = useHydrated();
  const initialValues = useMemo(() => Object.fromEntries([...fields.map((f) => [f.name, '']), [HONEYPOT_FIELD, '']]), [fields]);

  async function submit(values: Record<string, string>, helpers: FormikHelpers<Record<string, string>>) {
    const body = { ...values, ...extra };
    try {
      const receipt = await postInquiry(endpoint, body, idempotency.keyFor(body));
      idempotency.done();
      helpers.resetForm();
      onSuccess(receipt);
    } catch (error) {
      if (!(error instanceof FieldErrors)) {
        showToast('error', TOAST_TEXT.submitFailed);
        return;
      }
      helpers.setErrors(error.errors);
      // Problems outside the visible fields (the basket's lines) are told in a toast.
      const other = Object.entries(error.errors).find(([field]) => !fields.some((f) => f.name === field));
      if (other) showToast('error', other[1]);
    }
  }

  return (
    <Formik initialValues={initialValues} validationSchema={schema} validateOnChange={false} validateOnBlur={false} onSubmit={submit}>
      {({ isSubmitting, values, handleChange }) => (
        <Form noValidate className={className} aria-busy={isSubmitting}>
          <FocusOnFailedSubmit />
          {fields.map((field) => (
            <FormField key={field.name} {...field} idPrefix={idPrefix} />
          ))}
          {/* Hidden from people and from assistive technology; only bots fill it in. */}
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
            <input
              id={`${idPrefix}-${HONEYPOT_FIELD}`}
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              value={values[HONEYPOT_FIELD] ?? ''}
              onChange={handleChange}
            />
          </div>
          <div className="d-flex gap-2 justify-content-end align-items-center">
            {actions}
            {isSubmitting ? (
              <span className="btn btn-primary disabled" aria-live="polite">
                <Spinner animation="border" size="sm" role="status" aria-label="Sending" />
              </span>
            ) : (
              <button type="submit" className="btn btn-primary" disabled={!hydrated}>
                {submitLabel}
              </button>
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}
