import type { FormEvent, ReactNode } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { type AuditEntry, staffApi } from '../../../shared/contracts/staff';
import { adminPaths } from '../../../shared/staff/addresses';
import { AUDIT_ACTION_NAMES, auditActionLabel } from '../../../shared/staff/audit-actions';
import { dateError } from '../../../shared/validation/staff-form-rules';
import { Pager } from '../pager';
import { AppLink } from '../../components/app-link';
import { loadFromStaffApi, StaffApiError } from '../staff-client';
import { formatDateTime } from '../dates';

// The audit log, newest first: who did what to what, when and from where. The filters live in the address, so a
// filtered list can be bookmarked, sent to another owner, and gone back to.

const FILTERS = ['action', 'actor', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
type Filters = Record<Filter, string>;

interface AuditData {
  filters: Filters;
  page: number;
  result: { items: AuditEntry[]; total: number; page: number; pageSize: number } | null;
  /** Filters the server (or the same rule here) refused, by name. */
  errors: Partial<Record<Filter, string>>;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<AuditData> {
  const search = new URL(request.url).searchParams;
  const filters = Object.fromEntries(FILTERS.map((name) => [name, search.get(name)?.trim() ?? ''])) as Filters;
  const page = /^\d{1,6}$/.test(search.get('page') ?? '') ? Math.max(1, Number(search.get('page'))) : 1;
  // A mistyped date in the address is said under its field, as the server would say it, without asking.
  const errors: AuditData['errors'] = {};
  for (const name of ['from', 'to'] as const) {
    const message = dateError(filters[name], false);
    if (message) errors[name] = message;
  }
  if (Object.keys(errors).length) return { filters, page, result: null, errors };
  const query = {
    ...Object.fromEntries(FILTERS.filter((name) => filters[name] !== '').map((name) => [name, filters[name]])),
    ...(page > 1 ? { page } : {}),
  };
  try {
    return { filters, page, result: await loadFromStaffApi(request, staffApi.audit, { query }), errors: {} };
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 400) return { filters, page, result: null, errors: error.fieldErrors };
    throw error;
  }
}

/** The audit log's address with these filters (empty ones left out) and page. */
function auditAddress(filters: Partial<Filters>, page = 1): string {
  const search = new URLSearchParams();
  for (const name of FILTERS) if (filters[name]) search.set(name, filters[name]);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${adminPaths.audit}?${query}` : adminPaths.audit;
}

export function Component() {
  const { filters, result, errors } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="h3 mb-3">Audit log</h1>
      <FilterForm filters={filters} errors={errors} />
      {result ? <AuditList filters={filters} result={result} /> : null}
    </>
  );
}

function FilterForm({ filters, errors }: Pick<AuditData, 'filters' | 'errors'>) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const chosen = Object.fromEntries(FILTERS.map((name) => [name, String(data.get(name) ?? '').trim()])) as Filters;
    void navigate(auditAddress(chosen));
  };
  const described = (name: Filter) => {
    const error = errors[name];
    return {
      id: `audit-${name}`,
      name,
      defaultValue: filters[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `audit-${name}-error` : undefined,
    };
  };
  const field = (name: Filter, label: string, control: ReactNode) => (
    <div className="col-12 col-sm-6 col-lg-3">
      <label htmlFor={`audit-${name}`} className="form-label">
        {label}
      </label>
      {control}
      {errors[name] ? (
        <div id={`audit-${name}-error`} className="invalid-feedback">
          {errors[name]}
        </div>
      ) : null}
    </div>
  );
  const invalid = (name: Filter) => (errors[name] ? ' is-invalid' : '');
  // An action this list does not know (an older address, a newer server) is still offered, as its own name.
  const actions =
    filters.action && !AUDIT_ACTION_NAMES.includes(filters.action as never) ? [...AUDIT_ACTION_NAMES, filters.action] : AUDIT_ACTION_NAMES;
  return (
    // Keyed by the address: going back to another filter shows that filter's values.
    <form key={search} className="admin-card mb-3" role="search" aria-label="Filter the audit log" onSubmit={submit} noValidate>
      <div className="row g-3">
        {field(
          'action',
          'Action',
          <select {...described('action')} className={`form-select${invalid('action')}`}>
            <option value="">Any action</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {auditActionLabel(action)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'actor',
          'Who',
          <input
            {...described('actor')}
            type="text"
            className={`form-control${invalid('actor')}`}
            placeholder="E-mail address or a part of it"
          />,
        )}
        {field('from', 'From', <input {...described('from')} type="date" className={`form-control${invalid('from')}`} />)}
        {field('to', 'To', <input {...described('to')} type="date" className={`form-control${invalid('to')}`} />)}
      </div>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary">
          Filter
        </button>
        {FILTERS.some((name) => filters[name]) ? (
          <AppLink to={adminPaths.audit} className="btn btn-outline-secondary">
            Show everything
          </AppLink>
        ) : null}
      </div>
    </form>
  );
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A detail's value as one short line of text; a moment in the company's time, as the Time column has it. */
const detailText = (value: unknown) =>
  typeof value === 'string' ? (TIMESTAMP.test(value) ? formatDateTime(value) : value) : JSON.stringify(value);

function AuditList({ filters, result }: { filters: Filters; result: NonNullable<AuditData['result']> }) {
  const { items, total, page, pageSize } = result;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0)
    return <p className="admin-card">No entries{FILTERS.some((name) => filters[name]) ? ' match these filters' : ' yet'}.</p>;
  return (
    <section aria-labelledby="audit-entries">
      <h2 id="audit-entries" className="h6 text-body-secondary">
        {total === 1 ? '1 entry' : `${total} entries`}
        {pages > 1 ? `, page ${page} of ${pages}` : ''}
      </h2>
      <div className="admin-card admin-table-card">
        <table className="table admin-stack mb-0">
          <thead>
            <tr>
              <th scope="col">Time (Vietnam)</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Subject</th>
              <th scope="col">Details</th>
              <th scope="col">Address</th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <tr key={entry.id}>
                <td data-label="Time" className="text-nowrap">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </td>
                <td data-label="Who" className="admin-wrap">
                  {entry.actor}
                </td>
                <td data-label="Action" className="admin-wrap">
                  {auditActionLabel(entry.action) === entry.action ? null : (
                    <>
                      {auditActionLabel(entry.action)}
                      <br />
                    </>
                  )}
                  <code className="small">{entry.action}</code>
                </td>
                <td data-label="Subject" className="admin-wrap">
                  {entry.subjectType ? `${entry.subjectType} ${entry.subjectId ?? ''}`.trim() : '—'}
                </td>
                <td data-label="Details" className="admin-wrap">
                  {Object.keys(entry.detail).length ? (
                    <ul className="list-unstyled mb-0 small">
                      {Object.entries(entry.detail).map(([key, value]) => (
                        <li key={key}>
                          <span className="text-body-secondary">{key}:</span> {detailText(value)}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    '—'
                  )}
                </td>
                {/* An IPv4 address stays on one line; an IPv6 one may wrap. */}
                <td data-label="Address" className={entry.ip && entry.ip.length > 15 ? 'admin-wrap' : 'text-nowrap'}>
                  {entry.ip ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageCount={pages} label="Pages of the audit log" hrefOf={(target) => auditAddress(filters, target)} />
    </section>
  );
}
