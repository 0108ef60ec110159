import { useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { type InquiryPage, type InquirySummary, inboxApi, type StaffRef } from '../../../shared/contracts/inbox';
import { adminPaths } from '../../../shared/staff/addresses';
import { KIND_LABELS } from '../../../shared/staff/inbox';
import { AppLink } from '../../components/app-link';
import { useMe } from '../admin-layout';
import { formatDateTime, formatShortDateTime } from '../dates';
import { FiltersButton, InboxFilterBar } from '../inbox/inbox-filter-bar';
import { filterCount, type Filters, filtersOf, listQueryOf, pageOf, searchOf, withoutRefused } from '../inbox/inbox-filters';
import { ClockText, countryLabel, StatusBadge, WrappingAddress } from '../inbox/inbox-labels';
import { inboxPoll, useLiveInbox } from '../inbox/use-live-inbox';
import { Pager } from '../pager';
import { loadFromStaffApi, StaffApiError } from '../staff-client';

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
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">Inquiries</h1>
        <FiltersButton ref={filtersButton} count={inUse} unfolded={filtersUnfolded} onToggle={() => setFiltersUnfolded(!filtersUnfolded)} />
        <a className="btn btn-outline-secondary" href={csvHref} download>
          Export CSV
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
          Some filters in the address were left out: {Object.values(refused).join(' ')}
        </div>
      ) : null}
      <p className="text-body-secondary mb-2" aria-live="polite">
        {totalText(list)}
        {filtered ? (list.total === 1 && !list.totalCapped ? ' matches these filters' : ' match these filters') : ''}
        {pageCount > 1 ? ` · page ${list.page} of ${pageCount}` : ''}
        {filtered ? (
          <>
            {' · '}
            <AppLink to={adminPaths.inbox}>Clear filters</AppLink>
          </>
        ) : null}
      </p>
      {list.items.length === 0 ? (
        <div className="admin-card text-center py-5">
          {list.total > 0 ? (
            <AppLink to={`${adminPaths.inbox}${searchOf(filters)}`}>Back to the first page</AppLink>
          ) : filtered ? (
            'No inquiry matches these filters.'
          ) : (
            'No inquiries yet.'
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
        label="Pages of inquiries"
      />
    </>
  );
}

function Buyer({ inquiry }: { inquiry: InquirySummary }) {
  const country = countryLabel(inquiry.country);
  return (
    <div className="inbox-buyer">
      <div className="fw-semibold">{inquiry.name ?? (inquiry.erasedAt ? 'Buyer’s data erased' : 'No name given')}</div>
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
  return (
    <div className="d-none d-md-block admin-card p-0 mb-3">
      <table className="table table-hover align-middle mb-0 inbox-table">
        <caption className="visually-hidden">Inquiries, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Inquiry</th>
            <th scope="col">Status</th>
            <th scope="col">Buyer</th>
            <th scope="col">Message</th>
            <th scope="col">Assignee</th>
            <th scope="col">Received</th>
            <th scope="col">Reply</th>
          </tr>
        </thead>
        <tbody>
          {items.map((inquiry) => (
            <tr key={inquiry.id}>
              <td>
                <AppLink to={adminPaths.inquiry(inquiry.id)} className="fw-semibold text-nowrap">
                  {inquiry.reference}
                </AppLink>
                <div className="small text-body-secondary">{KIND_LABELS[inquiry.kind]}</div>
              </td>
              <td>
                <StatusBadge status={inquiry.status} />
              </td>
              <td>
                <Buyer inquiry={inquiry} />
              </td>
              <td className="inbox-message">
                <div className="inbox-preview">{preview(inquiry)}</div>
              </td>
              <td>{inquiry.assignee?.name ?? <span className="text-body-secondary">Unassigned</span>}</td>
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
  return (
    <ul className="d-md-none list-unstyled mb-3" aria-label="Inquiries, newest first">
      {items.map((inquiry) => (
        <li key={inquiry.id} className="admin-card mb-2">
          <div className="d-flex justify-content-between align-items-start gap-2">
            <div>
              <AppLink to={adminPaths.inquiry(inquiry.id)} className="fw-semibold">
                {inquiry.reference}
              </AppLink>
              <div className="small text-body-secondary">{KIND_LABELS[inquiry.kind]}</div>
            </div>
            <StatusBadge status={inquiry.status} />
          </div>
          <div className="mt-2">
            <Buyer inquiry={inquiry} />
          </div>
          <p className="mt-2 mb-2 inbox-preview admin-wrap">{preview(inquiry)}</p>
          <div className="d-flex flex-wrap justify-content-between gap-2 small">
            <span>{inquiry.assignee?.name ?? <span className="text-body-secondary">Unassigned</span>}</span>
            <ReceivedAt at={inquiry.receivedAt} />
            <ClockText clock={inquiry.clock} />
          </div>
        </li>
      ))}
    </ul>
  );
}

const count = new Intl.NumberFormat('en-GB');

/** '1 inquiry', '61 inquiries', '10,000+ inquiries' when the server stopped counting. */
function totalText({ total, totalCapped }: InquiryPage): string {
  if (totalCapped) return `${count.format(total)}+ inquiries`;
  return total === 1 ? '1 inquiry' : `${count.format(total)} inquiries`;
}

function preview(inquiry: InquirySummary): string {
  const products = inquiry.productCount === 1 ? '1 product' : `${inquiry.productCount} products`;
  return inquiry.productCount > 0 && !inquiry.preview ? products : inquiry.preview;
}
