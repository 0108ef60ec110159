import { Form as FormikForm, Formik, type FormikHelpers } from 'formik';
import { Fragment, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  type ContentHistoryEntry,
  type ContentItem,
  type ContentOption,
  type ContentType,
  type ContentTypeKey,
} from '../../../shared/content/content-types';
import { type ContentField, emptyValueOf } from '../../../shared/content/fields';
import { contentApi } from '../../../shared/contracts/content';
import { adminPaths } from '../../../shared/staff/addresses';
import { ContentBreadcrumbs } from '../content/content-breadcrumbs';
import { ContentFieldInput } from '../content/content-field';
import { contentSchemaOf } from '../content/content-schema';
import { ConfirmDialog } from '../components/confirm-dialog';
import { FocusOnFailedSubmit, focusFirstError } from '../../forms/focus-on-failed-submit';
import { formatDateTime } from '../dates';
import { useRefusal } from '../refusal';
import { callStaffApi, fieldErrorsOf, loadFromStaffApi, StaffApiError } from '../staff-client';
import { kindOf } from './content-list.route';

// One item of content: its form (every field of its kind), publishing for kinds with drafts, its history with
// "Restore", and deleting. A save made on an older version than the server's is refused with who changed it; the
// form keeps what was typed until "Reload".

type Values = Record<string, unknown>;

/** The history shows the latest versions until asked for all. */
const HISTORY_SHOWN = 5;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { key, type } = kindOf(params.type);
  const isNew = params.id === 'new';
  const references = Object.values(type.fields).flatMap((field) => (field.kind === 'reference' ? [field.to] : []));
  const [item, history, ...optionLists] = await Promise.all([
    isNew ? Promise.resolve(null) : loadFromStaffApi(request, contentApi.get, { params: { type: key, id: Number(params.id) } }),
    isNew ? Promise.resolve([]) : loadFromStaffApi(request, contentApi.history, { params: { type: key, id: Number(params.id) } }),
    ...references.map((to) => loadFromStaffApi(request, contentApi.options, { params: { type: to } })),
  ]);
  if (!isNew && !item) throw new Response('Not found', { status: 404, statusText: `This ${type.label} does not exist (any more).` });
  const options = Object.fromEntries(references.map((to, i) => [to, optionLists[i] as ContentOption[]]));
  return { key, type, item: item as ContentItem | null, history: (history ?? []) as ContentHistoryEntry[], options };
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

const ACTION_LABELS: Record<string, string> = {
  created: 'Created',
  updated: 'Changed',
  restored: 'Restored an earlier version',
  published: 'Published',
  unpublished: 'Unpublished',
  scheduled: 'Scheduled',
  deleted: 'Deleted',
};

export function Component() {
  const { key, type, item, history, options } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const refusal = useRefusal();
  const [stale, setStale] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [restoring, setRestoring] = useState<ContentHistoryEntry | null>(null);
  const [allHistory, setAllHistory] = useState(false);
  const schema = contentSchemaOf(type.fields);
  const title = item ? String(item.values[type.titleField] ?? '') || `(untitled ${type.label})` : `New ${type.label}`;

  const reload = async () => {
    setStale(null);
    await revalidator.revalidate();
  };

  const save = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      if (item) {
        await callStaffApi(contentApi.update, { params: { type: key, id: item.id }, body: { values, version: item.version } });
        toast.success('Saved.');
        await revalidator.revalidate();
      } else {
        const created = await callStaffApi(contentApi.create, { params: { type: key }, body: { values } });
        toast.success(type.drafts ? 'Saved as a draft.' : 'Saved.');
        await navigate(adminPaths.contentItem(key, (created as ContentItem).id));
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
        {item?.publicUrl ? (
          <a className="btn btn-outline-secondary" href={item.publicUrl} target="_blank" rel="noopener noreferrer">
            View on the site
          </a>
        ) : null}
      </div>
      {stale ? (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="me-auto">{stale}</span>
          <button type="button" className="btn btn-sm btn-warning" onClick={() => void reload()}>
            Reload
          </button>
        </div>
      ) : null}
      <div className="row g-4">
        <div className="col-12 col-xl-8">
          <Formik
            key={`${item?.id ?? 'new'}-${item?.version ?? 0}`}
            initialValues={item ? item.values : emptyValues(type)}
            validationSchema={schema}
            validateOnBlur
            validateOnChange={false}
            onSubmit={save}
          >
            {({ isSubmitting }) => (
              <FormikForm noValidate aria-label={`${item ? 'Edit' : 'New'} ${type.label}`} className="admin-card">
                <FocusOnFailedSubmit />
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
                      <legend className="h6">{group}</legend>
                      {inputs}
                    </fieldset>
                  ) : (
                    <Fragment key={`fields-${index}`}>{inputs}</Fragment>
                  );
                })}
                <div className="d-flex flex-wrap gap-2">
                  <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                    {isSubmitting ? 'Saving…' : item ? 'Save' : type.drafts ? 'Save as draft' : `Create ${type.label}`}
                  </button>
                  {item && !type.singleton ? (
                    <button type="button" className="btn btn-outline-danger ms-auto" onClick={() => setDeleting(true)}>
                      Delete
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
            {type.drafts ? <PublishingPanel kind={key} item={item} onStale={setStale} /> : null}
            <section className="admin-card" aria-labelledby="history-title">
              <h2 id="history-title" className="h5">
                History
              </h2>
              {history.length === 0 ? <p className="mb-0 text-body-secondary">No change recorded yet: it is as it was imported.</p> : null}
              <ol className="list-unstyled mb-0">
                {(allHistory ? history : history.slice(0, HISTORY_SHOWN)).map((entry, index) => (
                  <li key={entry.id} className="border-bottom py-2 small">
                    <div>
                      <strong>{ACTION_LABELS[entry.action] ?? entry.action}</strong> · version {entry.version}
                    </div>
                    <div className="text-body-secondary">
                      {formatDateTime(entry.at)} · {entry.by ?? 'the system'}
                    </div>
                    {entry.changedFields.length && entry.action !== 'created' ? (
                      <div>Changed: {entry.changedFields.map((name) => type.fields[name]?.label ?? name).join(', ')}</div>
                    ) : null}
                    {index > 0 ? (
                      <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setRestoring(entry)}>
                        Restore version {entry.version}
                      </button>
                    ) : null}
                  </li>
                ))}
              </ol>
              {!allHistory && history.length > HISTORY_SHOWN ? (
                <button type="button" className="btn btn-link btn-sm p-0 mt-2" onClick={() => setAllHistory(true)}>
                  Show all {history.length} versions
                </button>
              ) : null}
            </section>
          </div>
        ) : null}
      </div>
      {deleting && item ? <DeleteDialog kind={key} type={type} item={item} onClose={() => setDeleting(false)} onStale={setStale} /> : null}
      {restoring && item ? (
        <ConfirmDialog
          title={`Restore version ${restoring.version}?`}
          confirmLabel="Restore"
          onClose={() => setRestoring(null)}
          onConfirm={async () => {
            await callStaffApi(contentApi.restore, {
              params: { type: key, id: item.id },
              body: { historyId: restoring.id, version: item.version },
            });
            setRestoring(null);
            toast.success(`Version ${restoring.version} restored, as version ${item.version + 1}.`);
            await revalidator.revalidate();
          }}
        >
          <p className="mb-0">Its values are saved again as a new version; the version shown now stays in the history.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** After a refused submit, the first field with a message gets the focus (and is scrolled into view). */
function PublishingPanel({ kind, item, onStale }: { kind: ContentTypeKey; item: ContentItem; onStale: (message: string) => void }) {
  const revalidator = useRevalidator();
  const refusal = useRefusal();
  const [publishAt, setPublishAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = async (state: 'published' | 'draft' | 'scheduled', done: string) => {
    setBusy(true);
    setError(null);
    try {
      await callStaffApi(contentApi.publish, {
        params: { type: kind, id: item.id },
        body: { state, version: item.version, ...(state === 'scheduled' ? { publishAt: new Date(publishAt).toISOString() } : {}) },
      });
      toast.success(done);
      await revalidator.revalidate();
    } catch (failure) {
      if (failure instanceof StaffApiError && failure.status === 409 && !fieldErrorsOf(failure)) onStale(failure.message);
      else setError(fieldErrorsOf(failure) ? Object.values(fieldErrorsOf(failure)!).join(' ') : refusal(failure));
    } finally {
      setBusy(false);
    }
  };
  const preview = async () => {
    try {
      const link = await callStaffApi(contentApi.preview, { params: { type: kind, id: item.id } });
      if (link) window.open((link as { url: string }).url, '_blank', 'noopener');
    } catch (failure) {
      toast.error(refusal(failure));
    }
  };
  const status =
    item.status === 'published' ? 'Published' : item.status === 'scheduled' ? `Scheduled for ${formatDateTime(item.publishAt!)}` : 'Draft';
  return (
    <section className="admin-card mb-3" aria-labelledby="publishing-title">
      <h2 id="publishing-title" className="h5">
        Publishing
      </h2>
      <p>
        Status: <strong>{status}</strong>
      </p>
      {error ? (
        <div className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mb-3">
        {item.status === 'published' ? (
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={busy}
            onClick={() => void change('draft', 'Unpublished: only staff see it now.')}
          >
            Unpublish
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-success" disabled={busy} onClick={() => void change('published', 'Published.')}>
              Publish now
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => void preview()}>
              Preview
            </button>
          </>
        )}
      </div>
      {item.status !== 'published' ? (
        <form
          className="row g-2 align-items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (publishAt) void change('scheduled', 'Publishing scheduled.');
          }}
        >
          <div className="col-12 col-sm-7">
            <label htmlFor="publish-at" className="form-label">
              Publish at
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
              Schedule
            </button>
          </div>
        </form>
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
}: {
  kind: ContentTypeKey;
  type: ContentType;
  item: ContentItem;
  onClose: () => void;
  onStale: (message: string) => void;
}) {
  const navigate = useNavigate();
  const [redirectTo, setRedirectTo] = useState('');
  const [candidates, setCandidates] = useState<{ id: number; title: string }[] | null>(null);
  const [query, setQuery] = useState('');
  const findTargets = async () => {
    const page = await callStaffApi(contentApi.list, { params: { type: 'product' }, query: { q: query, status: 'published' } });
    setCandidates((page as { items: { id: number; title: string }[] }).items.filter((candidate) => candidate.id !== item.id));
  };
  return (
    <ConfirmDialog
      title={`Delete this ${type.label}?`}
      confirmLabel="Delete"
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
        toast.success(`Deleted. Its history stays in the audit log.`);
        await navigate(adminPaths.contentList(kind));
      }}
    >
      <p>It disappears from the site at once. This cannot be undone here.</p>
      {kind === 'product' ? (
        <div>
          <p className="mb-2">Send visitors of its address to another product (optional):</p>
          <div className="input-group mb-2">
            <input
              className="form-control"
              aria-label="Find a product"
              placeholder="Find a product"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <button type="button" className="btn btn-outline-secondary" onClick={() => void findTargets()}>
              Find
            </button>
          </div>
          {candidates ? (
            <>
              <label htmlFor="redirect-to" className="form-label">
                Send its address to
              </label>
              <select id="redirect-to" className="form-select" value={redirectTo} onChange={(event) => setRedirectTo(event.target.value)}>
                <option value="">Nowhere (the address answers "not found")</option>
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
