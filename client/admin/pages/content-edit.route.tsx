import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form as FormikForm, Formik, type FormikHelpers } from 'formik';
import { Fragment, useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { AppLink } from '../../components/app-link';
import { toast } from 'react-toastify';
import {
  type ContentHistoryEntry,
  type ContentItem,
  type ContentListItem,
  type ContentOption,
  type ContentType,
  type ContentTypeKey,
} from '../../../shared/content/content-types';
import { type ContentField, emptyValueOf } from '../../../shared/content/fields';
import { contentApi } from '../../../shared/contracts/content';
import { isTranslatedKind } from '../../../shared/content/translatable';
import { adminPaths } from '../../../shared/staff/addresses';
import { ContentBreadcrumbs } from '../content/content-breadcrumbs';
import { ContentFieldInput } from '../content/content-field';
import { declarationWord } from '../content/declaration-words';
import { contentSchemaOf } from '../content/content-schema';
import { ConfirmDialog } from '../components/confirm-dialog';
import { RestoreDialog } from '../content/restore-dialog';
import { autosaveKey, forgetCopy, UnsavedChanges } from '../content/unsaved-changes';
import { duplicateItem } from '../content/duplicate-item';
import { FocusOnFailedSubmit, focusFirstError } from '../../forms/focus-on-failed-submit';
import { formatDateTime } from '../dates';
import { useRefusal } from '../refusal';
import { staffI18n } from '../staff-i18n';
import { callStaffApi, fieldErrorsOf, loadFromStaffApi, StaffApiError } from '../staff-client';
import { kindOf } from './content-list.route';

// One item of content: its form (every field of its kind), publishing for kinds with drafts, its history with
// "Restore", and deleting. A published item of a kind with drafts is changed as a draft beside it (saved, previewed,
// published or discarded) or published at once. A save made on an older version than the server's is refused with
// who changed it; the form keeps what was typed until "Reload", asks before it is left, and keeps a copy in the
// browser meanwhile.

type Values = Record<string, unknown>;

/** The history shows the latest versions until asked for all. */
const HISTORY_SHOWN = 5;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { key, type } = kindOf(params.type);
  const isNew = params.id === 'new';
  const references = Object.values(type.fields).flatMap((field) => (field.kind === 'reference' ? [field.to] : []));
  // A kind the site shows only the first few of (the hero slides): the order tells whether this one is among them.
  const orderScope = type.ordered?.scope;
  const [item, history, order, ...optionLists] = await Promise.all([
    isNew ? Promise.resolve(null) : loadFromStaffApi(request, contentApi.get, { params: { type: key, id: Number(params.id) } }),
    isNew ? Promise.resolve([]) : loadFromStaffApi(request, contentApi.history, { params: { type: key, id: Number(params.id) } }),
    isNew || !type.shownAtMost || orderScope
      ? Promise.resolve(null)
      : loadFromStaffApi(request, contentApi.ordered, { params: { type: key }, query: {} }),
    ...references.map((to) => loadFromStaffApi(request, contentApi.options, { params: { type: to }, query: {} })),
  ]);
  if (!isNew && !item) {
    const kind = declarationWord(staffI18n, type.label);
    throw new Response('Not found', { status: 404, statusText: staffI18n._(msg`This ${kind} does not exist (any more).`) });
  }
  const options = Object.fromEntries(references.map((to, i) => [to, optionLists[i] as ContentOption[]]));
  const place = item && order ? (order as ContentListItem[]).findIndex((entry) => entry.id === (item as ContentItem).id) : -1;
  return { key, type, item: item as ContentItem | null, history: (history ?? []) as ContentHistoryEntry[], options, place };
}

/** The form's fields in order, those of one group together. */
function groupsOf(type: ContentType): { group: string | undefined; fields: [string, ContentField][] }[] {
  const groups: { group: string | undefined; fields: [string, ContentField][] }[] = [];
  for (const entry of Object.entries(type.fields)) {
    const last = groups.at(-1);
    if (last && last.group === entry[1].group) last.fields.push(entry);
    else groups.push({ group: entry[1].group, fields: [entry] });
  }
  return groups;
}

const emptyValues = (type: ContentType): Values =>
  Object.fromEntries(Object.entries(type.fields).map(([name, field]) => [name, emptyValueOf(field)]));

const ACTION_LABELS: Record<string, MessageDescriptor> = {
  created: msg`Created`,
  updated: msg`Changed`,
  restored: msg`Restored an earlier version`,
  published: msg`Published`,
  unpublished: msg`Unpublished`,
  scheduled: msg`Scheduled`,
  unscheduled: msg`Cancelled the schedule`,
  'draft-saved': msg`Saved changes as a draft`,
  'draft-discarded': msg`Discarded unpublished changes`,
  deleted: msg`Deleted`,
};

/** The names of fields, as the form labels them. */
const fieldNames = (i18n: I18n, type: ContentType, names: string[]) =>
  names.map((name) => (type.fields[name] ? declarationWord(i18n, type.fields[name].label) : name)).join(', ');

export function Component() {
  const { t, i18n } = useLingui();
  const { key, type, item, history, options, place } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const refusal = useRefusal();
  const [stale, setStale] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [restoring, setRestoring] = useState<ContentHistoryEntry | null>(null);
  const [allHistory, setAllHistory] = useState(false);
  const [asDraft, setAsDraft] = useState(false);
  /** Set before a deliberate move away (after a save or a delete): the form does not ask then. */
  const leaving = useRef(false);
  const schema = contentSchemaOf(type.fields);
  const storageKey = autosaveKey(key, item?.id ?? null);
  // A published item of a kind with drafts: its form edits the changes waiting beside it, when it has some.
  const draftable = Boolean(type.drafts && item?.status === 'published');
  const pending = item?.draft ?? null;
  const versionCount = history.length;
  const kind = declarationWord(i18n, type.label);
  const title = item ? String(item.values[type.titleField] ?? '') || t`(untitled ${kind})` : t`New ${kind}`;

  const reload = async () => {
    setStale(null);
    await revalidator.revalidate();
  };

  const save = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      if (item && draftable && asDraft) {
        const body = { values, version: item.version, ...(pending ? { draftVersion: pending.version } : {}) };
        await callStaffApi(contentApi.saveDraft, { params: { type: key, id: item.id }, body });
        forgetCopy(storageKey);
        toast.success(t`Changes saved as a draft: the site still shows the published version.`);
        await revalidator.revalidate();
      } else if (item) {
        const body = { values, version: item.version, ...(pending ? { draftVersion: pending.version } : {}) };
        await callStaffApi(contentApi.update, { params: { type: key, id: item.id }, body });
        forgetCopy(storageKey);
        toast.success(draftable ? t`Published: the site shows the changes now.` : t`Saved.`);
        await revalidator.revalidate();
      } else {
        const created = await callStaffApi(contentApi.create, { params: { type: key }, body: { values } });
        forgetCopy(storageKey);
        toast.success(type.drafts ? t`Saved as a draft.` : t`Saved.`);
        // The new item's form is this screen again: it guards its own changes once there.
        leaving.current = true;
        await navigate(adminPaths.contentItem(key, (created as ContentItem).id));
        leaving.current = false;
      }
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (error instanceof StaffApiError && error.status === 409 && !fieldErrors) setStale(error.message);
      else if (fieldErrors) {
        helpers.setErrors(fieldErrors);
        focusFirstError(Object.keys(fieldErrors));
      } else toast.error(refusal(error));
    }
  };

  return (
    <>
      <ContentBreadcrumbs kind={key} type={type} here={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto admin-wrap">{title}</h1>
        {item && isTranslatedKind(key) ? (
          <AppLink className="btn btn-outline-secondary" to={adminPaths.translation(key, item.id)}>
            <Trans>Translations</Trans>
          </AppLink>
        ) : null}
        {item?.publicUrl ? (
          <a className="btn btn-outline-secondary" href={item.publicUrl} target="_blank" rel="noopener noreferrer">
            <Trans>View on the site</Trans>
          </a>
        ) : null}
      </div>
      {stale ? (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="me-auto">{stale}</span>
          <button type="button" className="btn btn-sm btn-warning" onClick={() => void reload()}>
            <Trans>Reload</Trans>
          </button>
        </div>
      ) : null}
      <div className="row g-4">
        <div className="col-12 col-xl-8">
          {pending ? (
            <div className="alert alert-info" role="status">
              <PendingNote type={type} pending={pending} />
            </div>
          ) : null}
          <Formik
            key={`${item?.id ?? 'new'}-${item?.version ?? 0}-${pending?.version ?? 0}`}
            initialValues={item ? (pending?.values ?? item.values) : emptyValues(type)}
            validationSchema={schema}
            validateOnBlur
            validateOnChange={false}
            onSubmit={save}
          >
            {({ isSubmitting, submitForm }) => (
              <FormikForm noValidate aria-label={item ? t`Edit ${kind}` : t`New ${kind}`} className="admin-card">
                <FocusOnFailedSubmit />
                <UnsavedChanges storageKey={storageKey} leaving={leaving} />
                {groupsOf(type).map(({ group, fields }, index) => {
                  const inputs = fields.map(([name, field]) => (
                    <ContentFieldInput
                      key={name}
                      name={name}
                      field={field}
                      idPrefix={`content-${key}`}
                      {...(field.kind === 'reference' ? { options: options[field.to] ?? [] } : {})}
                    />
                  ));
                  return group ? (
                    <fieldset key={group} className="border-top pt-3 mt-2">
                      <legend className="h6">{declarationWord(i18n, group)}</legend>
                      {inputs}
                    </fieldset>
                  ) : (
                    <Fragment key={`fields-${index}`}>{inputs}</Fragment>
                  );
                })}
                <div className="d-flex flex-wrap gap-2">
                  {draftable ? (
                    <>
                      <button type="submit" className="btn btn-primary" disabled={isSubmitting} onClick={() => setAsDraft(false)}>
                        {isSubmitting && !asDraft ? t`Publishing…` : t`Publish changes`}
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline-primary"
                        disabled={isSubmitting}
                        onClick={() => {
                          setAsDraft(true);
                          void submitForm();
                        }}
                      >
                        {isSubmitting && asDraft ? t`Saving…` : t`Save as draft`}
                      </button>
                    </>
                  ) : (
                    <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                      {isSubmitting ? t`Saving…` : item ? t`Save` : type.drafts ? t`Save as draft` : t`Create ${kind}`}
                    </button>
                  )}
                  {item && type.drafts ? (
                    <button
                      type="button"
                      className="btn btn-outline-secondary"
                      disabled={isSubmitting}
                      onClick={() => {
                        leaving.current = true;
                        void duplicateItem(key, item.id, navigate).finally(() => {
                          leaving.current = false;
                        });
                      }}
                    >
                      <Trans>Duplicate</Trans>
                    </button>
                  ) : null}
                  {item && !type.singleton ? (
                    <button type="button" className="btn btn-outline-danger ms-auto" onClick={() => setDeleting(true)}>
                      <Trans>Delete</Trans>
                    </button>
                  ) : null}
                </div>
              </FormikForm>
            )}
          </Formik>
        </div>
        {item ? (
          // On a phone, whether the item is public (and the buttons that change it) come before the long form.
          <div className="col-12 col-xl-4 order-first order-xl-last">
            {type.drafts ? <PublishingPanel kind={key} type={type} item={item} place={place} onStale={setStale} /> : null}
            <section className="admin-card" aria-labelledby="history-title">
              <h2 id="history-title" className="h5">
                <Trans>History</Trans>
              </h2>
              {history.length === 0 ? (
                <p className="mb-0 text-body-secondary">
                  <Trans>No change recorded yet: it is as it was imported.</Trans>
                </p>
              ) : null}
              <ol className="list-unstyled mb-0">
                {(allHistory ? history : history.slice(0, HISTORY_SHOWN)).map((entry, index) => {
                  const known = ACTION_LABELS[entry.action];
                  const action = known ? i18n._(known) : entry.action;
                  const version = entry.version;
                  const changed = fieldNames(i18n, type, entry.changedFields);
                  return (
                    <li key={entry.id} className="border-bottom py-2 small">
                      <div>
                        <Trans>
                          <strong>{action}</strong> · version {version}
                        </Trans>
                      </div>
                      <div className="text-body-secondary">
                        {formatDateTime(entry.at)} · {entry.by ?? t`the system`}
                      </div>
                      {entry.changedFields.length && entry.action !== 'created' ? (
                        <div>
                          <Trans>Changed: {changed}</Trans>
                        </div>
                      ) : null}
                      {entry.note ? <div>{entry.note}</div> : null}
                      {index > 0 ? (
                        <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setRestoring(entry)}>
                          <Trans>Restore version {version}</Trans>
                        </button>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
              {!allHistory && history.length > HISTORY_SHOWN ? (
                <button type="button" className="btn btn-link btn-sm p-0 mt-2" onClick={() => setAllHistory(true)}>
                  <Trans>Show all {versionCount} versions</Trans>
                </button>
              ) : null}
            </section>
          </div>
        ) : null}
      </div>
      {deleting && item ? (
        <DeleteDialog
          kind={key}
          type={type}
          item={item}
          onClose={() => setDeleting(false)}
          onStale={setStale}
          onLeave={() => {
            leaving.current = true;
            forgetCopy(storageKey);
          }}
        />
      ) : null}
      {restoring && item ? (
        <RestoreDialog
          kind={key}
          type={type}
          item={item}
          entry={restoring}
          onClose={() => setRestoring(null)}
          onRestored={async () => {
            setRestoring(null);
            forgetCopy(storageKey);
            const version = restoring.version;
            toast.success(
              pending
                ? t`Version ${version} restored into the unpublished changes: publish them to put it on the site.`
                : t`Version ${version} restored.`,
            );
            await revalidator.revalidate();
          }}
        />
      ) : null}
    </>
  );
}

/**
 * Whether the item is on the site, and the buttons that change it: a draft is published (now or at a time) or
 * previewed; a published item's unpublished changes are too, or discarded; a published item is unpublished after a
 * confirmation. For a kind the site shows only the first few of, it says when this one is not among them.
 */
function PublishingPanel({
  kind,
  type,
  item,
  place,
  onStale,
}: {
  kind: ContentTypeKey;
  type: ContentType;
  item: ContentItem;
  place: number;
  onStale: (message: string) => void;
}) {
  const { t, i18n } = useLingui();
  const revalidator = useRevalidator();
  const refusal = useRefusal();
  const [publishAt, setPublishAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'unpublish' | 'discard' | null>(null);
  const pending = item.status === 'published' ? item.draft : null;
  const draftVersion = pending ? { draftVersion: pending.version } : {};
  const refused = (failure: unknown) => {
    if (failure instanceof StaffApiError && failure.status === 409 && !fieldErrorsOf(failure)) onStale(failure.message);
    // Fields refused for one reason (a testimonial's consent, left empty) say it once.
    else setError(fieldErrorsOf(failure) ? [...new Set(Object.values(fieldErrorsOf(failure)!))].join(' ') : refusal(failure));
  };
  const act = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      toast.success(done);
      await revalidator.revalidate();
    } catch (failure) {
      refused(failure);
    } finally {
      setBusy(false);
    }
  };
  const change = (state: 'published' | 'draft' | 'scheduled', done: string) =>
    act(
      () =>
        callStaffApi(contentApi.publish, {
          params: { type: kind, id: item.id },
          body: {
            state,
            version: item.version,
            ...draftVersion,
            ...(state === 'scheduled' ? { publishAt: new Date(publishAt).toISOString() } : {}),
          },
        }),
      done,
    );
  const discard = (scheduleOnly: boolean) =>
    act(
      () =>
        callStaffApi(contentApi.discardDraft, {
          params: { type: kind, id: item.id },
          body: { draftVersion: pending!.version, ...(scheduleOnly ? { scheduleOnly } : {}) },
        }),
      scheduleOnly ? t`The schedule is cancelled; the changes are kept.` : t`Changes discarded: the form shows the published version.`,
    );
  const preview = async () => {
    try {
      const link = await callStaffApi(contentApi.preview, { params: { type: kind, id: item.id } });
      if (link) window.open((link as { url: string }).url, '_blank', 'noopener');
    } catch (failure) {
      toast.error(refusal(failure));
    }
  };
  const scheduledAt = pending ? pending.publishAt : item.status === 'scheduled' ? item.publishAt : null;
  const when = scheduledAt ? formatDateTime(scheduledAt) : '';
  const status =
    item.status !== 'published'
      ? scheduledAt
        ? t`Scheduled for ${when}`
        : t`Draft`
      : pending
        ? scheduledAt
          ? t`Published, with unpublished changes to be published ${when}`
          : t`Published, with unpublished changes`
        : t`Published`;
  const shownAtMost = type.shownAtMost;
  const kinds = declarationWord(i18n, type.pluralInText);
  const number = place + 1;
  const label = declarationWord(i18n, type.label);
  const changedNames = pending ? fieldNames(i18n, type, pending.changedFields) : '';
  // Something to put on the site: a draft, or a published item's changes.
  const publishable = item.status !== 'published' || pending !== null;
  const unseen = type.shownAtMost !== undefined && place >= type.shownAtMost;
  return (
    <section className="admin-card mb-3" aria-labelledby="publishing-title">
      <h2 id="publishing-title" className="h5">
        <Trans>Publishing</Trans>
      </h2>
      <p>
        <Trans>
          Status: <strong>{status}</strong>
        </Trans>
      </p>
      {unseen ? (
        <div className="alert alert-warning py-2" role="note">
          <Trans>
            The site shows the first {shownAtMost} {kinds}: this one is number {number}, so buyers do not see it.
          </Trans>{' '}
          <AppLink to={adminPaths.contentOrder(kind)}>
            <Trans>Change the order</Trans>
          </AppLink>
        </div>
      ) : null}
      {error ? (
        <div className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mb-3">
        {publishable ? (
          <>
            <button
              type="button"
              className="btn btn-success"
              disabled={busy}
              onClick={() => void change('published', pending ? t`Changes published.` : t`Published.`)}
            >
              {pending ? t`Publish the changes` : t`Publish now`}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => void preview()}>
              {pending ? t`Preview the changes` : t`Preview`}
            </button>
          </>
        ) : null}
        {pending ? (
          <button type="button" className="btn btn-outline-danger" disabled={busy} onClick={() => setConfirming('discard')}>
            <Trans>Discard the changes</Trans>
          </button>
        ) : null}
        {item.status === 'published' ? (
          <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => setConfirming('unpublish')}>
            <Trans>Unpublish</Trans>
          </button>
        ) : null}
      </div>
      {publishable ? (
        <form
          className="row g-2 align-items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (publishAt) void change('scheduled', pending ? t`The changes are scheduled.` : t`Publishing scheduled.`);
          }}
        >
          <div className="col-12 col-sm-7">
            <label htmlFor="publish-at" className="form-label">
              {pending ? t`Publish the changes at` : t`Publish at`}
            </label>
            <input
              id="publish-at"
              type="datetime-local"
              className="form-control"
              value={publishAt}
              onChange={(event) => setPublishAt(event.target.value)}
              required
            />
          </div>
          <div className="col-12 col-sm-5">
            <button type="submit" className="btn btn-outline-primary w-100" disabled={busy || !publishAt}>
              <Trans>Schedule</Trans>
            </button>
          </div>
          {pending?.publishAt ? (
            <div className="col-12">
              <button type="button" className="btn btn-link p-0" disabled={busy} onClick={() => void discard(true)}>
                <Trans>Cancel the schedule</Trans>
              </button>
            </div>
          ) : null}
        </form>
      ) : null}
      {confirming === 'unpublish' ? (
        <ConfirmDialog
          title={t`Unpublish this ${label}?`}
          confirmLabel={t`Unpublish`}
          variant="danger"
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            setConfirming(null);
            await change('draft', t`Unpublished: only staff see it now.`);
          }}
        >
          <p className="mb-0">
            {kind === 'product' ? (
              <Trans>It leaves the site at once: its page answers "not found" and it leaves the listings and search.</Trans>
            ) : (
              <Trans>It leaves the site at once.</Trans>
            )}{' '}
            {type.ordered ? (
              <Trans>It stays here as a draft, keeping its place in the order.</Trans>
            ) : (
              <Trans>It stays here as a draft.</Trans>
            )}
          </p>
        </ConfirmDialog>
      ) : null}
      {confirming === 'discard' && pending ? (
        <ConfirmDialog
          title={t`Discard the unpublished changes?`}
          confirmLabel={t`Discard`}
          variant="danger"
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            setConfirming(null);
            await discard(false);
          }}
        >
          <p className="mb-0">
            <Trans>The changes to {changedNames} are dropped; the published version stays on the site. They remain in the history.</Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function DeleteDialog({
  kind,
  type,
  item,
  onClose,
  onStale,
  onLeave,
}: {
  kind: ContentTypeKey;
  type: ContentType;
  item: ContentItem;
  onClose: () => void;
  onStale: (message: string) => void;
  onLeave: () => void;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [redirectTo, setRedirectTo] = useState('');
  const [candidates, setCandidates] = useState<{ id: number; title: string }[] | null>(null);
  const [query, setQuery] = useState('');
  const findTargets = async () => {
    const page = await callStaffApi(contentApi.list, { params: { type: 'product' }, query: { q: query, status: 'published' } });
    setCandidates((page as { items: { id: number; title: string }[] }).items.filter((candidate) => candidate.id !== item.id));
  };
  const label = declarationWord(i18n, type.label);
  return (
    <ConfirmDialog
      title={t`Delete this ${label}?`}
      confirmLabel={t`Delete`}
      variant="danger"
      onClose={onClose}
      onConfirm={async () => {
        try {
          await callStaffApi(contentApi.remove, {
            params: { type: kind, id: item.id },
            body: { version: item.version, ...(redirectTo ? { redirectTo: Number(redirectTo) } : {}) },
          });
        } catch (error) {
          if (error instanceof StaffApiError && error.status === 409 && /saved this/.test(error.message)) {
            onStale(error.message);
            onClose();
            return;
          }
          throw error;
        }
        toast.success(t`Deleted. Its history stays in the audit log.`);
        onLeave();
        await navigate(adminPaths.contentList(kind));
      }}
    >
      <p>
        <Trans>It disappears from the site at once. This cannot be undone here.</Trans>
      </p>
      {kind === 'product' ? (
        <div>
          <p className="mb-2">
            <Trans>Send visitors of its address to another product (optional):</Trans>
          </p>
          <div className="input-group mb-2">
            <input
              className="form-control"
              aria-label={t`Find a product`}
              placeholder={t`Find a product`}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <button type="button" className="btn btn-outline-secondary" onClick={() => void findTargets()}>
              <Trans>Find</Trans>
            </button>
          </div>
          {candidates ? (
            <>
              <label htmlFor="redirect-to" className="form-label">
                <Trans>Send its address to</Trans>
              </label>
              <select id="redirect-to" className="form-select" value={redirectTo} onChange={(event) => setRedirectTo(event.target.value)}>
                <option value="">{t`Nowhere (the address answers "not found")`}</option>
                {candidates.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.title}
                  </option>
                ))}
              </select>
            </>
          ) : null}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}

/** A published item's changes waiting beside it: which fields, by whom and when. */
function PendingNote({ type, pending }: { type: ContentType; pending: NonNullable<ContentItem['draft']> }) {
  const { t, i18n } = useLingui();
  const changed = fieldNames(i18n, type, pending.changedFields) || t`nothing yet`;
  const by = pending.updatedBy ?? t`the system`;
  const when = formatDateTime(pending.updatedAt!);
  return (
    <Trans>
      <strong>Unpublished changes</strong> to {changed}, saved by {by} on {when}. The form shows them; the site shows the published version
      until they are published.
    </Trans>
  );
}
