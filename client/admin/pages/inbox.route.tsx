import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { type InquiryPage, type InquirySummary, inboxApi, type StaffRef } from '../../../shared/contracts/inbox';
import { adminPaths } from '../../../shared/staff/addresses';
import { InquiryKindLine } from '../inbox/inquiry-kind-line';
import { AppLink } from '../../components/app-link';
import { useMe } from '../admin-layout';
import { formatDateTime, formatShortDateTime } from '../dates';
import { FiltersButton, InboxFilterBar } from '../inbox/inbox-filter-bar';
import { filterCount, type Filters, filtersOf, listQueryOf, pageOf, searchOf, withoutRefused } from '../inbox/inbox-filters';
import { ClockText, countryLabel, StatusBadge, WrappingAddress } from '../inbox/inbox-labels';
import { inboxPoll, useLiveInbox } from '../inbox/use-live-inbox';
import { Pager } from '../pager';
import { loadFromStaffApi, StaffApiError } from '../staff-client';
import { staffIntlLocale } from '../staff-i18n';

interface InboxData {
  list: InquiryPage;
  filters: Filters;
  /** Filters from the address the server refused, with its reasons: the list is shown without them. */
  refused: Record<string, string>;
  assignees: StaffRef[];
  /** The newest inquiry when the list was read: the poll compares with it. */
  newestId: string | null;
}

/** The list, newest first. A filter the server refuses (a hand-edited address) is left out and named above the list. */
async function loadList(request: Request, filters: Filters, page: number) {
  try {
    return { list: await loadFromStaffApi(request, inboxApi.list, { query: listQueryOf(filters, page) }), filters, refused: {} };
  } catch (error) {
    if (!(error instanceof StaffApiError) || error.status !== 400 || !Object.keys(error.fieldErrors).length) throw error;
    const kept = withoutRefused(filters, error.fieldErrors);
    const list = await loadFromStaffApi(request, inboxApi.list, { query: listQueryOf(kept, 1) });
    return { list, filters: kept, refused: error.fieldErrors };
  }
}

export async function loader({ request }: LoaderFunctionArgs): Promise<InboxData> {
  const search = new URL(request.url).searchParams;
  // The poll first: an inquiry that arrives while the list is read then reloads the list once more rather than
  // being missed.
  const poll = await loadFromStaffApi(request, inboxApi.poll);
  const [shown, settings] = await Promise.all([
    loadList(request, filtersOf(search), pageOf(search)),
    loadFromStaffApi(request, inboxApi.settings),
  ]);
  return { ...shown, assignees: settings.assignees, newestId: poll.newestId };
}

export function Component() {
  const { i18n, t } = useLingui();
  const { list, filters, refused, assignees, newestId } = useLoaderData() as InboxData;
  const me = useMe();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useLiveInbox({ poll: inboxPoll(newestId), asOf: list.asOf });
  // On a phone the filters start folded, so the inquiries come first.
  const [filtersUnfolded, setFiltersUnfolded] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const inUse = filterCount(filters);
  const filtered = inUse > 0;
  const csvHref = endpointUrl(inboxApi.exportCsv, { query: filters });
  const reasons = Object.values(refused).join(' ');
  const shownPage = list.page;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">
          <Trans>Inquiries</Trans>
        </h1>
        <FiltersButton ref={filtersButton} count={inUse} unfolded={filtersUnfolded} onToggle={() => setFiltersUnfolded(!filtersUnfolded)} />
        <a className="btn btn-outline-secondary" href={csvHref} download>
          <Trans>Export CSV</Trans>
        </a>
      </div>
      <InboxFilterBar
        filters={filters}
        assignees={assignees}
        meId={me.id}
        onApply={(next) => void navigate(`${pathname}${searchOf(next)}`)}
        unfolded={filtersUnfolded}
        onFold={() => {
          if (!filtersUnfolded) return;
          setFiltersUnfolded(false);
          // The button that folded them is gone with the form: the Filters button keeps the keyboard's place.
          filtersButton.current?.focus();
        }}
      />
      {Object.keys(refused).length ? (
        <div className="alert alert-warning" role="alert">
          <Trans>Some filters in the address were left out: {reasons}</Trans>
        </div>
      ) : null}
      <p className="text-body-secondary mb-2" aria-live="polite">
        {totalText(i18n, list, filtered)}
        {pageCount > 1 ? ` · ${t`page ${shownPage} of ${pageCount}`}` : ''}
        {filtered ? (
          <>
            {' · '}
            <AppLink to={adminPaths.inbox}>
              <Trans>Clear filters</Trans>
            </AppLink>
          </>
        ) : null}
      </p>
      {list.items.length === 0 ? (
        <div className="admin-card text-center py-5">
          {list.total > 0 ? (
            <AppLink to={`${adminPaths.inbox}${searchOf(filters)}`}>
              <Trans>Back to the first page</Trans>
            </AppLink>
          ) : filtered ? (
            t`No inquiry matches these filters.`
          ) : (
            t`No inquiries yet.`
          )}
        </div>
      ) : (
        <>
          <InquiryTable items={list.items} />
          <InquiryCards items={list.items} />
        </>
      )}
      <Pager
        page={list.page}
        pageCount={pageCount}
        hrefOf={(page) => `${adminPaths.inbox}${searchOf(filters, page)}`}
        label={t`Pages of inquiries`}
      />
    </>
  );
}

function Buyer({ inquiry }: { inquiry: InquirySummary }) {
  const { t } = useLingui();
  const country = countryLabel(inquiry.country);
  return (
    <div className="inbox-buyer">
      <div className="fw-semibold">{inquiry.name ?? (inquiry.erasedAt ? t`Buyer’s data erased` : t`No name given`)}</div>
      {inquiry.email ? (
        <div className="small">
          <WrappingAddress address={inquiry.email} />
        </div>
      ) : null}
      {country ? <div className="small text-body-secondary">{country}</div> : null}
    </div>
  );
}

const ReceivedAt = ({ at }: { at: string }) => (
  <time dateTime={at} title={formatDateTime(at)}>
    {formatShortDateTime(at)}
  </time>
);

/** Wide screens: one row per inquiry. */
function InquiryTable({ items }: { items: InquirySummary[] }) {
  const { i18n } = useLingui();
  return (
    <div className="d-none d-md-block admin-card p-0 mb-3">
      <table className="table table-hover align-middle mb-0 inbox-table">
        <caption className="visually-hidden">
          <Trans>Inquiries, newest first</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Inquiry</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Buyer</Trans>
            </th>
            <th scope="col">
              <Trans>Message</Trans>
            </th>
            <th scope="col">
              <Trans>Assignee</Trans>
            </th>
            <th scope="col">
              <Trans>Received</Trans>
            </th>
            <th scope="col">
              <Trans>Reply</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((inquiry) => (
            <tr key={inquiry.id}>
              <td>
                <AppLink to={adminPaths.inquiry(inquiry.id)} className="fw-semibold text-nowrap">
                  {inquiry.reference}
                </AppLink>
                <InquiryKindLine inquiry={inquiry} />
              </td>
              <td>
                <StatusBadge status={inquiry.status} />
              </td>
              <td>
                <Buyer inquiry={inquiry} />
              </td>
              <td className="inbox-message">
                <div className="inbox-preview">{preview(i18n, inquiry)}</div>
              </td>
              <td>
                {inquiry.assignee?.name ?? (
                  <span className="text-body-secondary">
                    <Trans>Unassigned</Trans>
                  </span>
                )}
              </td>
              <td className="text-nowrap">
                <ReceivedAt at={inquiry.receivedAt} />
              </td>
              <td className="text-nowrap">
                <ClockText clock={inquiry.clock} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per inquiry, nothing wider than the screen. */
function InquiryCards({ items }: { items: InquirySummary[] }) {
  const { i18n, t } = useLingui();
  return (
    <ul className="d-md-none list-unstyled mb-3" aria-label={t`Inquiries, newest first`}>
      {items.map((inquiry) => (
        <li key={inquiry.id} className="admin-card mb-2">
          <div className="d-flex justify-content-between align-items-start gap-2">
            <div>
              <AppLink to={adminPaths.inquiry(inquiry.id)} className="fw-semibold">
                {inquiry.reference}
              </AppLink>
              <InquiryKindLine inquiry={inquiry} />
            </div>
            <StatusBadge status={inquiry.status} />
          </div>
          <div className="mt-2">
            <Buyer inquiry={inquiry} />
          </div>
          <p className="mt-2 mb-2 inbox-preview admin-wrap">{preview(i18n, inquiry)}</p>
          <div className="d-flex flex-wrap justify-content-between gap-2 small">
            <span>
              {inquiry.assignee?.name ?? (
                <span className="text-body-secondary">
                  <Trans>Unassigned</Trans>
                </span>
              )}
            </span>
            <ReceivedAt at={inquiry.receivedAt} />
            <ClockText clock={inquiry.clock} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * '1 inquiry', '61 inquiries', '10,000+ inquiries' when the server stopped counting; '… match these filters' when
 * filtered. The count in the staff member's language's digits (en-GB's for English, as before).
 */
function totalText(i18n: I18n, { total, totalCapped }: InquiryPage, filtered: boolean): string {
  const count = new Intl.NumberFormat(staffIntlLocale()).format(total);
  if (totalCapped) return filtered ? i18n._(msg`${count}+ inquiries match these filters`) : i18n._(msg`${count}+ inquiries`);
  return filtered
    ? i18n._(msg({ message: plural(total, { one: '1 inquiry matches these filters', other: `${count} inquiries match these filters` }) }))
    : i18n._(msg({ message: plural(total, { one: '1 inquiry', other: `${count} inquiries` }) }));
}

function preview(i18n: I18n, inquiry: InquirySummary): string {
  const { productCount } = inquiry;
  const products = i18n._(msg({ message: plural(productCount, { one: '1 product', other: '# products' }) }));
  return inquiry.productCount > 0 && !inquiry.preview ? products : inquiry.preview;
}
