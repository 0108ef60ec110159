import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form as FormikForm, Formik, type FormikHelpers } from 'formik';
import { Fragment, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { toast } from 'react-toastify';
import { type ReplyTemplate, type ReplyTools, replyToolsApi } from '../../../shared/contracts/reply-tools';
import { REPLY_BODY_MAX } from '../../../shared/staff/inbox';
import { SIGNATURE_MAX, TEMPLATE_NAME_MAX, TEMPLATE_PLACEHOLDERS, type TemplatePlaceholder } from '../../../shared/staff/reply-tools';
import type { FormRules } from '../../../shared/validation/rules';
import { FormField } from '../../forms/form-field';
import { yupSchemaOf } from '../../forms/form-schema';
import { FocusOnFailedSubmit } from '../../forms/focus-on-failed-submit';
import { useMe } from '../admin-layout';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatDateTime } from '../dates';
import { useRefusal } from '../refusal';
import { callStaffApi, fieldErrorsOf, loadFromStaffApi } from '../staff-client';

// Reply templates, kept by owners and used by everyone who answers buyers; and each person's own signature.

export async function loader({ request }: { request: Request }): Promise<ReplyTools> {
  return loadFromStaffApi(request, replyToolsApi.tools);
}

const templateRules = {
  name: { label: 'Name', required: true, maxLength: TEMPLATE_NAME_MAX },
  body: { label: 'Text', required: true, maxLength: REPLY_BODY_MAX },
} satisfies FormRules;
const signatureRules = { signature: { label: 'Signature', required: false, maxLength: SIGNATURE_MAX } } satisfies FormRules;
const templateSchema = yupSchemaOf(templateRules);
const signatureSchema = yupSchemaOf(signatureRules);

type TemplateValues = { name: string; body: string };

/** What each word in braces becomes (shared/staff/reply-tools.ts), in the staff member's language. */
const PLACEHOLDER_MEANINGS: Record<TemplatePlaceholder, MessageDescriptor> = {
  '{buyer name}': msg`The buyer's name, as they wrote it in their inquiry (left out when they gave none)`,
  '{reference}': msg`The inquiry's reference, like Q-2611-KTZSK`,
  '{products}': msg`The products asked about, one a line, with the pieces when given`,
  '{my name}': msg`The name of the person replying`,
};

export function Component() {
  const { i18n, t } = useLingui();
  const tools = useLoaderData() as ReplyTools;
  const me = useMe();
  const canEdit = me.role === 'owner';
  const revalidator = useRevalidator();
  const reload = () => revalidator.revalidate();
  return (
    <div className="admin-narrow-wide">
      <h1 className="h3 mb-3">
        <Trans>Reply templates</Trans>
      </h1>
      <Signature signature={tools.signature} name={me.name} saved={reload} />
      <section className="admin-card mb-3" aria-labelledby="templates-heading">
        <h2 id="templates-heading" className="h5">
          <Trans>Templates</Trans>
        </h2>
        <p>{t`A template starts a reply in one click, on the inquiry's page. These words in braces are filled in for each inquiry:`}</p>
        <dl className="admin-facts small">
          {(Object.keys(TEMPLATE_PLACEHOLDERS) as TemplatePlaceholder[]).map((word) => (
            <Fragment key={word}>
              <dt>
                <code>{word}</code>
              </dt>
              <dd>{i18n._(PLACEHOLDER_MEANINGS[word])}</dd>
            </Fragment>
          ))}
        </dl>
        {canEdit ? null : (
          <p className="alert alert-info">
            <Trans>Only an owner can add or change templates.</Trans>
          </p>
        )}
        {tools.templates.length === 0 ? (
          <p className="text-body-secondary">
            <Trans>No templates yet.</Trans>
          </p>
        ) : null}
        <ul className="list-unstyled mb-0">
          {tools.templates.map((template) => (
            <li key={template.id} className="border-top pt-3 mb-3">
              <TemplateItem template={template} canEdit={canEdit} changed={reload} />
            </li>
          ))}
        </ul>
        {canEdit ? <NewTemplate created={reload} /> : null}
      </section>
    </div>
  );
}

/** Saves a template's form, putting the server's refusals under the fields they are about. */
function useTemplateSubmit(save: (values: TemplateValues) => Promise<unknown>, done: () => Promise<void> | void, savedText: string) {
  const refusal = useRefusal();
  return async (values: TemplateValues, helpers: FormikHelpers<TemplateValues>) => {
    helpers.setStatus(null);
    try {
      await save(values);
      toast.success(savedText);
      await done();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) helpers.setErrors(fields);
      else helpers.setStatus(refusal(error));
    }
  };
}

function TemplateFields({ idPrefix }: { idPrefix: string }) {
  const { t } = useLingui();
  return (
    <>
      <FormField
        idPrefix={idPrefix}
        name="name"
        label={t({ message: 'Name', context: 'of a thing' })}
        help={t`The button's words, e.g. “Samples on their way”.`}
      />
      <FormField idPrefix={idPrefix} name="body" label={t`Text`} multiline />
    </>
  );
}

function StatusAlert({ status }: { status: unknown }) {
  return status ? (
    <div className="alert alert-danger" role="alert">
      {String(status)}
    </div>
  ) : null;
}

function NewTemplate({ created }: { created: () => Promise<void> }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const submit = useTemplateSubmit(
    (values) => callStaffApi(replyToolsApi.createTemplate, { body: values }),
    async () => {
      setOpen(false);
      await created();
    },
    t`Template added.`,
  );
  if (!open)
    return (
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        <Trans>New template</Trans>
      </button>
    );
  return (
    <Formik
      initialValues={{ name: '', body: '' }}
      validationSchema={templateSchema}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={submit}
    >
      {({ isSubmitting, status }) => (
        <FormikForm noValidate aria-label={t`New template`} className="border-top pt-3">
          <FocusOnFailedSubmit />
          <TemplateFields idPrefix="new-template" />
          <StatusAlert status={status} />
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? t`Saving…` : t`Add template`}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}

function TemplateItem({ template, canEdit, changed }: { template: ReplyTemplate; canEdit: boolean; changed: () => Promise<void> }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const refusal = useRefusal();
  const submit = useTemplateSubmit(
    (values) =>
      callStaffApi(replyToolsApi.updateTemplate, { params: { id: String(template.id) }, body: { ...values, version: template.version } }),
    async () => {
      setEditing(false);
      await changed();
    },
    t`Template saved.`,
  );
  const templateName = template.name;
  const changedAt = formatDateTime(template.updatedAt);
  const updatedBy = template.updatedBy;
  if (editing)
    return (
      <Formik
        initialValues={{ name: template.name, body: template.body }}
        validationSchema={templateSchema}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={submit}
      >
        {({ isSubmitting, status }) => (
          <FormikForm noValidate aria-label={t`Edit template ${templateName}`}>
            <FocusOnFailedSubmit />
            <TemplateFields idPrefix={`template-${template.id}`} />
            <StatusAlert status={status} />
            <div className="d-flex gap-2">
              <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                {isSubmitting ? t`Saving…` : t`Save template`}
              </button>
              <button type="button" className="btn btn-outline-secondary" onClick={() => setEditing(false)}>
                <Trans>Cancel</Trans>
              </button>
            </div>
          </FormikForm>
        )}
      </Formik>
    );
  return (
    <article aria-label={template.name}>
      <div className="d-flex flex-wrap align-items-baseline gap-2">
        <h3 className="h6 mb-1 me-auto admin-wrap">{template.name}</h3>
        {canEdit ? (
          <>
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setEditing(true)}>
              <Trans>Edit</Trans>
            </button>
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setRemoving(true)}>
              <Trans>Delete</Trans>
            </button>
          </>
        ) : null}
      </div>
      <div className="inquiry-event-body admin-wrap small">{template.body}</div>
      <div className="small text-body-secondary">
        {updatedBy ? (
          <Trans>
            Changed {changedAt} by {updatedBy}
          </Trans>
        ) : (
          <Trans>Changed {changedAt}</Trans>
        )}
      </div>
      {removing ? (
        <ConfirmDialog
          title={t`Delete “${templateName}”?`}
          confirmLabel={t`Delete template`}
          variant="danger"
          onConfirm={async () => {
            try {
              await callStaffApi(replyToolsApi.removeTemplate, {
                params: { id: String(template.id) },
                body: { version: template.version },
              });
              toast.success(t`Template deleted.`);
              await changed();
            } catch (error) {
              toast.error(refusal(error));
            }
            setRemoving(false);
          }}
          onClose={() => setRemoving(false)}
        >
          <Trans>Replies already sent keep their words; the template is no longer offered.</Trans>
        </ConfirmDialog>
      ) : null}
    </article>
  );
}

function Signature({ signature, name, saved }: { signature: string; name: string; saved: () => Promise<void> }) {
  const { t } = useLingui();
  const refusal = useRefusal();
  return (
    <section className="admin-card mb-3" aria-labelledby="signature-heading">
      <h2 id="signature-heading" className="h5">
        <Trans>Your signature</Trans>
      </h2>
      <p className="small text-body-secondary">
        {t`Below your name (${name}) and above the company's in every reply you send: your title, a direct phone or WhatsApp number.`}
      </p>
      <Formik
        initialValues={{ signature }}
        enableReinitialize
        validationSchema={signatureSchema}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(null);
          try {
            await callStaffApi(replyToolsApi.saveSignature, { body: values });
            toast.success(t`Signature saved.`);
            await saved();
          } catch (error) {
            const fields = fieldErrorsOf(error);
            if (fields) helpers.setErrors(fields);
            else helpers.setStatus(refusal(error));
          }
        }}
      >
        {({ isSubmitting, status, dirty }) => (
          <FormikForm noValidate aria-label={t`Your signature`}>
            <FocusOnFailedSubmit />
            <FormField idPrefix="signature" name="signature" label={t`Signature`} multiline />
            <StatusAlert status={status} />
            <button type="submit" className="btn btn-primary" disabled={isSubmitting || !dirty}>
              {isSubmitting ? t`Saving…` : t`Save signature`}
            </button>
          </FormikForm>
        )}
      </Formik>
    </section>
  );
}
