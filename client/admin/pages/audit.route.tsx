import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { type AuditEntry, staffApi } from '../../../shared/contracts/staff';
import { dateError } from '../../../shared/validation/staff-form-rules';
import { AuditEntries } from '../audit/audit-entries';
import { AuditFilterForm } from '../audit/audit-filter-form';
import {
  type AuditFilter,
  type AuditFilterValues,
  auditAddress,
  auditFiltersOf,
  auditPageOf,
  auditQueryOf,
  filtering,
} from '../audit/audit-filters';
import { Pager } from '../pager';
import { loadFromStaffApi, StaffApiError } from '../staff-client';

// The audit log, newest first: who did what to what, when and from where. The filters live in the address, so a
// filtered list can be bookmarked, sent to another owner, and gone back to.

interface AuditData {
  filters: AuditFilterValues;
  page: number;
  result: { items: AuditEntry[]; total: number; page: number; pageSize: number } | null;
  /** Filters the server (or the same rule here) refused, by name. */
  errors: Partial<Record<AuditFilter, string>>;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<AuditData> {
  const search = new URL(request.url).searchParams;
  const filters = auditFiltersOf(search);
  const page = auditPageOf(search);
  // A mistyped date in the address is said under its field, as the server would say it, without asking.
  const errors: AuditData['errors'] = {};
  for (const name of ['from', 'to'] as const) {
    const message = dateError(filters[name], false);
    if (message) errors[name] = message;
  }
  if (Object.keys(errors).length) return { filters, page, result: null, errors };
  try {
    return { filters, page, result: await loadFromStaffApi(request, staffApi.audit, { query: auditQueryOf(filters, page) }), errors: {} };
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 400) return { filters, page, result: null, errors: error.fieldErrors };
    throw error;
  }
}

export function Component() {
  const { filters, result, errors } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="h3 mb-3">
        <Trans>Audit log</Trans>
      </h1>
      <AuditFilterForm filters={filters} errors={errors} />
      {result ? <AuditList filters={filters} result={result} /> : null}
    </>
  );
}

function AuditList({ filters, result }: { filters: AuditFilterValues; result: NonNullable<AuditData['result']> }) {
  const { t } = useLingui();
  const { items, total, page, pageSize } = result;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return <p className="admin-card">{filtering(filters) ? t`No entries match these filters.` : t`No entries yet.`}</p>;
  return (
    <section aria-labelledby="audit-entries">
      <h2 id="audit-entries" className="h6 text-body-secondary">
        {pages > 1
          ? t`${plural(total, { one: '# entry', other: '# entries' })}, page ${page} of ${pages}`
          : t`${plural(total, { one: '# entry', other: '# entries' })}`}
      </h2>
      <AuditEntries items={items} />
      <Pager page={page} pageCount={pages} label={t`Pages of the audit log`} hrefOf={(target) => auditAddress(filters, target)} />
    </section>
  );
}
