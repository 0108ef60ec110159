import { Trans, useLingui } from '@lingui/react/macro';
import { Form as FormikForm, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useState } from 'react';
import type { ReplyFile, ReplyTemplate, ReplyTools } from '../../../shared/contracts/reply-tools';
import { adminPaths } from '../../../shared/staff/addresses';
import { fillTemplate } from '../../../shared/staff/reply-tools';
import { AppLink } from '../../components/app-link';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ReplyFilesField, TemplateButtons } from './reply-helpers';
import type { InquiryDetail } from '../../../shared/contracts/inbox';
import { INBOX_MESSAGES, NOTE_MAX, REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from '../../../shared/staff/inbox';
import type { FormRules } from '../../../shared/validation/rules';
import { FormField } from '../../forms/form-field';
import { yupSchemaOf } from '../../forms/form-schema';
import type { ChangeResult } from './use-inquiry-change';
import { FocusOnFailedSubmit } from '../../forms/focus-on-failed-submit';

// The forms of one inquiry. Their limits are the contract's, and the shared rules give the server's own words:
// 'Cannot be empty.' and 'Must be at most N characters.'.

export const replyRules = {
  subject: { label: 'Subject', required: true, maxLength: REPLY_SUBJECT_MAX },
  body: { label: 'Message', required: true, maxLength: REPLY_BODY_MAX },
} satisfies FormRules;
const recordRules = { how: { label: 'How it was answered', required: true, maxLength: NOTE_MAX } } satisfies FormRules;
const noteRules = { body: { label: 'Note', required: true, maxLength: NOTE_MAX } } satisfies FormRules;

const replySchema = yupSchemaOf(replyRules);
const recordSchema = yupSchemaOf(recordRules);
const noteSchema = yupSchemaOf(noteRules);

type Send<V> = (values: V) => Promise<ChangeResult>;

/** Sends, then empties the form, or shows the server's messages under the fields. */
function submitWith<V extends object>(send: Send<V>, emptied: (values: V) => V) {
  return async (values: V, { setErrors, resetForm }: FormikHelpers<V>) => {
    const result = await send(values);
    if (result.ok) resetForm({ values: emptied(values) });
    else if (Object.keys(result.fieldErrors).length) setErrors(result.fieldErrors as FormikErrors<V>);
  };
}

export function ReplyForm({
  inquiry,
  tools,
  myName,
  disabled,
  send,
}: {
  inquiry: InquiryDetail;
  tools: ReplyTools;
  myName: string;
  disabled: boolean;
  send: Send<{ subject: string; body: string; files: ReplyFile[] }>;
}) {
  const { t, i18n } = useLingui();
  const templateChoice = (name: string) => t`Use “${name}”`;
  const buyerEmail = inquiry.email;
  const signature = [myName, tools.signature].filter(Boolean).join('\n');
  const [replacing, setReplacing] = useState<{ template: ReplyTemplate; fill: (body: string) => void } | null>(null);
  if (!inquiry.email) return <p className="text-body-secondary mb-0">{i18n._(INBOX_MESSAGES.noBuyerAddress)}</p>;
  const subject = inquiry.replySubject;
  const filled = (template: ReplyTemplate) =>
    fillTemplate(template.body, { buyerName: inquiry.name, reference: inquiry.reference, products: inquiry.products, myName });
  return (
    <Formik
      initialValues={{ subject, body: '', files: [] as ReplyFile[] }}
      validationSchema={replySchema}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={submitWith(send, () => ({ subject, body: '', files: [] as ReplyFile[] }))}
    >
      {({ isSubmitting, values, errors, setFieldValue }) => (
        <FormikForm noValidate aria-label={t`Reply to the buyer`}>
          <FocusOnFailedSubmit />
          <p className="small text-body-secondary">
            {inquiry.acknowledged ? (
              <Trans>
                To <span className="admin-wrap">{buyerEmail}</span>, in the same thread as the acknowledgement they received.
              </Trans>
            ) : (
              <Trans>
                To <span className="admin-wrap">{buyerEmail}</span>.
              </Trans>
            )}
          </p>
          <TemplateButtons
            templates={tools.templates}
            pick={(template) => {
              const fill = (body: string) => void setFieldValue('body', body);
              // One click fills an empty message; what someone already wrote is replaced only when they say so.
              if (values.body.trim()) setReplacing({ template, fill });
              else fill(filled(template));
            }}
          />
          <FormField idPrefix="reply" name="subject" label={t`Subject`} />
          <FormField idPrefix="reply" name="body" label={t`Message`} multiline />
          <p className="small text-body-secondary admin-wrap reply-signature">
            <Trans>
              Signed: {signature} <AppLink to={adminPaths.replyTools}>Change your signature</AppLink>
            </Trans>
          </p>
          <ReplyFilesField
            attached={values.files}
            recent={tools.recentFiles}
            setAttached={(files) => void setFieldValue('files', files)}
            refused={typeof errors.files === 'string' ? errors.files : null}
            disabled={isSubmitting || disabled}
          />
          <button type="submit" className="btn btn-primary" disabled={isSubmitting || disabled}>
            {isSubmitting ? t`Sending…` : t`Send reply`}
          </button>
          {replacing ? (
            <ConfirmDialog
              title={t`Replace your message?`}
              confirmLabel={templateChoice(replacing.template.name)}
              onConfirm={async () => {
                replacing.fill(filled(replacing.template));
                setReplacing(null);
              }}
              onClose={() => setReplacing(null)}
            >
              <Trans>What you have written so far is replaced by the template.</Trans>
            </ConfirmDialog>
          ) : null}
        </FormikForm>
      )}
    </Formik>
  );
}

export function RecordReplyForm({ disabled, send }: { disabled: boolean; send: Send<{ how: string }> }) {
  const { t } = useLingui();
  return (
    <Formik
      initialValues={{ how: '' }}
      validationSchema={recordSchema}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={submitWith(send, () => ({ how: '' }))}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label={t`Record a reply given by phone or chat`}>
          <FocusOnFailedSubmit />
          <p className="small text-body-secondary">
            <Trans>Stops the reply clock; nothing is sent to the buyer.</Trans>
          </p>
          <FormField idPrefix="record" name="how" label={t`How it was answered`} multiline />
          <button type="submit" className="btn btn-outline-primary" disabled={isSubmitting || disabled}>
            {isSubmitting ? t`Recording…` : t`Record reply`}
          </button>
        </FormikForm>
      )}
    </Formik>
  );
}

export function NoteForm({ disabled, send }: { disabled: boolean; send: Send<{ body: string }> }) {
  const { t } = useLingui();
  return (
    <Formik
      initialValues={{ body: '' }}
      validationSchema={noteSchema}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={submitWith(send, () => ({ body: '' }))}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label={t`Internal note — never sent to the buyer`}>
          <FocusOnFailedSubmit />
          <FormField idPrefix="note" name="body" label={t`Note`} multiline />
          <button type="submit" className="btn btn-outline-secondary" disabled={isSubmitting || disabled}>
            {isSubmitting ? t`Saving…` : t`Add note`}
          </button>
        </FormikForm>
      )}
    </Formik>
  );
}
