import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { type InquiryDetail, inboxApi, type StaffRef } from '../../../shared/contracts/inbox';
import { quotesApi, type QuoteVersionSummary } from '../../../shared/contracts/quotes';
import { type ReplyTools, replyToolsApi } from '../../../shared/contracts/reply-tools';
import { formatUsd } from '../../../shared/quotes';
import { adminPaths } from '../../../shared/staff/addresses';
import { BUYER_MESSAGE_LABEL, INQUIRY_STATUSES, type InquiryStatusName, KIND_NAMES, STATUS_NAMES } from '../../../shared/staff/inbox';
import { AppLink } from '../../components/app-link';
import { useMe } from '../admin-layout';
import { formatDateTime, formatShortDateTime } from '../dates';
import { QuoteOutcomeText } from '../quotes/quote-outcome';
import { searchOf } from '../inbox/inbox-filters';
import { ClockText, countryLabel, StatusBadge } from '../inbox/inbox-labels';
import { NoteForm, RecordReplyForm, ReplyForm } from '../inbox/inquiry-forms';
import { InquiryTimeline } from '../inbox/inquiry-timeline';
import { TranslateMessage } from '../inbox/translate-message';
import { MergeInquiry } from '../inbox/merge-inquiry';
import { useInquiryChange } from '../inbox/use-inquiry-change';
import { inquiryPoll, useLiveInbox } from '../inbox/use-live-inbox';
import { callStaffApi, loadFromStaffApi } from '../staff-client';
import { useWideScreen } from '../use-screen-size';

interface InquiryData {
  inquiry: InquiryDetail;
  assignees: StaffRef[];
  /** The quote's latest version, if the inquiry has a quote. */
  quote: QuoteVersionSummary | null;
  /** Its latest version sent, when that is not the latest version (a revision is being drafted). */
  lastSent: QuoteVersionSummary | null;
  replyTools: ReplyTools;
}

// Opening an inquiry only reads it: its status changes when someone changes it, never by being looked at.
export async function loader({ request, params }: LoaderFunctionArgs): Promise<InquiryData> {
  const id = params.id ?? '';
  // The server answers an id that is not a number with 400 and an unknown one with 404: both are "not found" here.
  if (!/^\d{1,18}$/.test(id)) throw data(null, { status: 404 });
  const [inquiry, settings, quote, replyTools] = await Promise.all([
    loadFromStaffApi(request, inboxApi.get, { params: { id } }),
    loadFromStaffApi(request, inboxApi.settings),
    loadFromStaffApi(request, quotesApi.workspace, { params: { id } }),
    loadFromStaffApi(request, replyToolsApi.tools),
  ]);
  if (!inquiry) throw data(null, { status: 404 });
  const [latest, ...older] = quote?.versions ?? [];
  return {
    inquiry,
    assignees: settings.assignees,
    quote: latest ?? null,
    lastSent: latest?.status === 'draft' ? (older.find((version) => version.status === 'sent') ?? null) : null,
    replyTools,
  };
}

export function Component() {
  const { i18n, t } = useLingui();
  const loaded = useLoaderData() as InquiryData;
  const me = useMe();
  const { inquiry, change, saving, staleMessage, reload, reloading } = useInquiryChange(loaded.inquiry);
  // A colleague's note, the buyer's e-mail or answer appear within seconds, beside what is being typed.
  useLiveInbox({ poll: inquiryPoll(inquiry), asOf: inquiry.asOf });
  const params = { id: inquiry.id };
  const { version } = inquiry;
  const busy = saving !== null;
  const wide = useWideScreen();

  // The company's clock, named after every time it writes.
  const companyTime = t`Ho Chi Minh City time`;
  const setStatus = (status: InquiryStatusName) => {
    const statusName = i18n._(STATUS_NAMES[status]);
    return change(
      'status',
      () => callStaffApi(inboxApi.setStatus, { params, body: { status, version } }),
      t`Status changed to ${statusName}.`,
    );
  };
  const assign = (assigneeId: number | null) => {
    const assigneeName = assigneeId === null ? null : nameOf(loaded.assignees, assigneeId);
    return change(
      'assignee',
      () => callStaffApi(inboxApi.assign, { params, body: { assigneeId, version } }),
      assigneeId === null ? t`The inquiry is unassigned.` : assigneeName ? t`Assigned to ${assigneeName}.` : t`Assigned to them.`,
    );
  };

  const firstReplyAt = inquiry.clock.firstReplyAt ? formatDateTime(inquiry.clock.firstReplyAt) : '';
  const dueAt = inquiry.clock.dueAt ? formatDateTime(inquiry.clock.dueAt) : '';
  const { buyerLocalTime } = inquiry;
  const clockCard = (
    <section key="clock" className="admin-card mb-3" aria-labelledby="clock-heading">
      <h2 id="clock-heading" className="h6 text-body-secondary">
        <Trans>Reply clock</Trans>
      </h2>
      <p className="fs-5 mb-1">
        <ClockText clock={inquiry.clock} />
      </p>
      {inquiry.clock.firstReplyAt ? (
        <p className="small mb-1">
          <Trans>First reply {firstReplyAt}</Trans>
        </p>
      ) : inquiry.clock.dueAt && !inquiry.clock.stopped ? (
        <p className="small mb-1">
          <Trans>
            Due <time dateTime={inquiry.clock.dueAt}>{dueAt}</time> ({companyTime})
          </Trans>
        </p>
      ) : null}
      {buyerLocalTime ? (
        <p className="small mb-0">
          <Trans>Buyer’s local time: {buyerLocalTime}</Trans>
        </p>
      ) : null}
    </section>
  );

  const sentCard = (
    <section key="sent" className="admin-card mb-3" aria-labelledby="sent-heading">
      <h2 id="sent-heading" className="h5">
        <Trans>What the buyer sent</Trans>
      </h2>
      <SentFields inquiry={inquiry} translatable={loaded.replyTools.machineTranslation} />
      <SentProducts inquiry={inquiry} />
    </section>
  );

  const handlingCards = (
    <aside key="handling" aria-label={t`Handling and quotation`}>
      <section className="admin-card mb-3" aria-labelledby="handling-heading">
        <h2 id="handling-heading" className="h6 text-body-secondary">
          <Trans>Handling</Trans>
        </h2>
        <label htmlFor="inquiry-status" className="form-label">
          <Trans>Status</Trans>
        </label>
        <select
          id="inquiry-status"
          className="form-select mb-3"
          value={inquiry.status}
          disabled={busy}
          onChange={(event) => void setStatus(event.target.value as InquiryStatusName)}
        >
          {INQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {i18n._(STATUS_NAMES[status])}
            </option>
          ))}
        </select>
        <label htmlFor="inquiry-assignee" className="form-label">
          <Trans>Assignee</Trans>
        </label>
        <select
          id="inquiry-assignee"
          className="form-select"
          value={inquiry.assignee ? String(inquiry.assignee.id) : ''}
          disabled={busy}
          onChange={(event) => void assign(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t`Unassigned`}</option>
          {assigneeOptions(loaded.assignees, inquiry.assignee).map(({ id: staffId, name }) => (
            <option key={staffId} value={String(staffId)}>
              {staffId === me.id ? t`${name} (you)` : name}
            </option>
          ))}
        </select>
        {inquiry.assignee?.id !== me.id && loaded.assignees.some((staff) => staff.id === me.id) ? (
          <button type="button" className="btn btn-link px-0" disabled={busy} onClick={() => void assign(me.id)}>
            <Trans>Assign to me</Trans>
          </button>
        ) : null}
      </section>
      {inquiry.mergedInto ? null : (
        <section className="admin-card mb-3" aria-labelledby="quote-heading">
          <h2 id="quote-heading" className="h6 text-body-secondary">
            <Trans>Quotation</Trans>
          </h2>
          {loaded.quote ? (
            <p className="mb-2">
              <QuoteSummary quote={loaded.quote} />
              {loaded.quote.outcome ? (
                <span className="d-block small">
                  <QuoteOutcomeText outcome={loaded.quote.outcome} />
                </span>
              ) : null}
              {loaded.lastSent ? (
                <span className="d-block small text-body-secondary">
                  <LastSent version={loaded.lastSent} />
                  {loaded.lastSent.outcome ? (
                    <>
                      : <QuoteOutcomeText outcome={loaded.lastSent.outcome} />
                    </>
                  ) : null}
                </span>
              ) : null}
            </p>
          ) : (
            <p className="small text-body-secondary mb-2">
              <Trans>No quote yet.</Trans>
            </p>
          )}
          <AppLink to={adminPaths.quote(inquiry.id)} className="btn btn-outline-primary">
            {loaded.quote ? t`Open the quote` : t`Build a quote`}
          </AppLink>
        </section>
      )}
    </aside>
  );

  const mergedIntoReference = inquiry.mergedInto?.reference;
  const buyerEmail = inquiry.email;
  const mergedText = (reference: string, into: string | undefined) =>
    into ? t`${reference} is merged into ${into}.` : t`${reference} is merged into the other inquiry.`;
  const conversation = (
    <div key="conversation">
      <section className="admin-card mb-3" aria-labelledby="timeline-heading">
        <h2 id="timeline-heading" className="h5">
          <Trans>Timeline</Trans>
        </h2>
        <InquiryTimeline events={inquiry.events} translatableIn={loaded.replyTools.machineTranslation ? inquiry.id : undefined} />
      </section>
      {inquiry.mergedInto ? (
        <p className="admin-card mb-3">
          <Trans>
            Its buyer is answered in <AppLink to={adminPaths.inquiry(inquiry.mergedInto.id)}>{mergedIntoReference}</AppLink>, the inquiry it
            was merged into.
          </Trans>
        </p>
      ) : (
        <>
          <section className="admin-card mb-3" aria-labelledby="reply-heading">
            <h2 id="reply-heading" className="h5">
              <Trans>Reply to the buyer</Trans>
            </h2>
            <ReplyForm
              inquiry={inquiry}
              tools={loaded.replyTools}
              myName={me.name}
              disabled={busy}
              send={({ subject, body, files }) =>
                change(
                  'reply',
                  () => callStaffApi(inboxApi.reply, { params, body: { subject, body, files: files.map((file) => file.id), version } }),
                  t`Your reply to ${buyerEmail} is on its way.`,
                  true,
                )
              }
            />
          </section>
          <section className="admin-card mb-3" aria-labelledby="record-heading">
            <h2 id="record-heading" className="h5">
              <Trans>Record a reply given by phone or chat</Trans>
            </h2>
            <RecordReplyForm
              disabled={busy}
              send={({ how }) =>
                change(
                  'record',
                  () => callStaffApi(inboxApi.recordReply, { params, body: { how, version } }),
                  t`The reply is recorded and the clock has stopped.`,
                  true,
                )
              }
            />
          </section>
        </>
      )}
      <section className="admin-card mb-3 inquiry-note-form" aria-labelledby="note-heading">
        <h2 id="note-heading" className="h5">
          <Trans>Internal note — never sent to the buyer</Trans>
        </h2>
        <NoteForm
          disabled={busy}
          send={({ body }) => change('note', () => callStaffApi(inboxApi.addNote, { params, body: { body } }), t`Note added.`, true)}
        />
      </section>
    </div>
  );

  const buyerCards = (
    <aside key="buyer" aria-label={t`Buyer`}>
      <section className="admin-card mb-3" aria-labelledby="buyer-heading">
        <h2 id="buyer-heading" className="h6 text-body-secondary">
          <Trans>Buyer</Trans>
        </h2>
        <BuyerCard inquiry={inquiry} />
      </section>
      <section className="admin-card mb-3" aria-labelledby="history-heading">
        <h2 id="history-heading" className="h6 text-body-secondary">
          <Trans>Buyer history</Trans>
        </h2>
        <BuyerHistory inquiry={inquiry} />
        <MergeInquiry
          inquiry={inquiry}
          disabled={busy}
          merge={(intoId) =>
            change(
              'merge',
              () => callStaffApi(inboxApi.merge, { params, body: { intoId, version } }),
              mergedText(inquiry.reference, inquiry.history.find((other) => other.id === intoId)?.reference),
            )
          }
        />
      </section>
    </aside>
  );

  const { reference } = inquiry;
  const kindName = i18n._(KIND_NAMES[inquiry.kind]);
  const receivedAt = formatDateTime(inquiry.receivedAt);
  return (
    <>
      <nav aria-label={t`Breadcrumb`}>
        <ol className="breadcrumb mb-2">
          <li className="breadcrumb-item">
            <AppLink to={adminPaths.inbox}>
              <Trans>Inquiries</Trans>
            </AppLink>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {inquiry.reference}
          </li>
        </ol>
      </nav>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h1 className="h3 mb-0">
          <Trans>Inquiry {reference}</Trans>
        </h1>
        <StatusBadge status={inquiry.status} />
      </div>
      <p className="text-body-secondary">
        <Trans>
          {kindName}, received <time dateTime={inquiry.receivedAt}>{receivedAt}</time> ({companyTime})
        </Trans>
      </p>
      {staleMessage ? (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="me-auto">{staleMessage}</span>
          <button type="button" className="btn btn-warning" disabled={reloading} onClick={() => void reload()}>
            {reloading ? t`Reloading…` : t`Reload`}
          </button>
        </div>
      ) : null}
      {inquiry.mergedInto ? (
        <div className="alert alert-info" role="status">
          <Trans>
            Merged into <AppLink to={adminPaths.inquiry(inquiry.mergedInto.id)}>{mergedIntoReference}</AppLink>: the buyer is answered
            there.
          </Trans>
        </div>
      ) : null}

      {/* On a phone one column, in the order an inquiry is read: the clock, what the buyer sent, its handling, the
          conversation, the buyer. On a wide screen what the buyer sent and the conversation on the left, the rest on
          the right. The conversation keeps its place in the tree either way, so a reply being typed survives turning
          a tablet round. */}
      <div className="inquiry-layout">
        <div className="inquiry-main">
          {wide ? null : clockCard}
          {sentCard}
          {wide ? null : handlingCards}
          {conversation}
          {wide ? null : buyerCards}
        </div>
        {wide ? (
          <div className="inquiry-side">
            {clockCard}
            {handlingCards}
            {buyerCards}
          </div>
        ) : null}
      </div>
    </>
  );
}

const nameOf = (staff: StaffRef[], id: number) => staff.find((person) => person.id === id)?.name;

/** Who can be chosen, and the current assignee even if they can no longer be (a deactivated account). */
function assigneeOptions(assignees: StaffRef[], current: StaffRef | null): StaffRef[] {
  return current && !assignees.some((staff) => staff.id === current.id) ? [...assignees, current] : assignees;
}

/** 'Version 2, sent: US$1,240.00 for 3 lines'. */
function QuoteSummary({ quote }: { quote: QuoteVersionSummary }) {
  const { number, lineCount } = quote;
  const total = formatUsd(quote.totalCents);
  return quote.status === 'sent' ? (
    <Plural
      value={lineCount}
      one={`Version ${number}, sent: ${total} for # line`}
      other={`Version ${number}, sent: ${total} for # lines`}
    />
  ) : (
    <Plural
      value={lineCount}
      one={`Version ${number}, draft: ${total} for # line`}
      other={`Version ${number}, draft: ${total} for # lines`}
    />
  );
}

/** 'Version 1 sent 24 Nov, 14:05'. */
function LastSent({ version }: { version: QuoteVersionSummary }) {
  const { number } = version;
  const sentAt = formatShortDateTime(version.sentAt!);
  return (
    <Trans>
      Version {number} sent {sentAt}
    </Trans>
  );
}

function BuyerCard({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useLingui();
  const country = countryLabel(inquiry.country, inquiry.countryName);
  const erasedAt = inquiry.erasedAt ? formatDateTime(inquiry.erasedAt) : '';
  return (
    <dl className="mb-0 admin-wrap">
      <dt>
        <Trans>Name</Trans>
      </dt>
      <dd>{inquiry.name ?? (inquiry.erasedAt ? t`Erased at the buyer’s request, ${erasedAt}` : '—')}</dd>
      <dt>
        <Trans>E-mail</Trans>
      </dt>
      <dd>{inquiry.email ? <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a> : '—'}</dd>
      <dt>
        <Trans>Phone</Trans>
      </dt>
      <dd>{inquiry.phone ? <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`}>{inquiry.phone}</a> : '—'}</dd>
      {country ? (
        <>
          <dt>
            <Trans>Country</Trans>
          </dt>
          <dd>
            <AppLink to={`${adminPaths.inbox}${searchOf({ country: inquiry.country ?? undefined })}`}>{country}</AppLink>
          </dd>
        </>
      ) : null}
      {inquiry.companyDomain ? (
        <>
          <dt>
            <Trans>Company domain</Trans>
          </dt>
          <dd className="mb-0">{inquiry.companyDomain}</dd>
        </>
      ) : null}
    </dl>
  );
}

function BuyerHistory({ inquiry }: { inquiry: InquiryDetail }) {
  const { i18n, t } = useLingui();
  const others = inquiry.history.filter((other) => other.id !== inquiry.id);
  if (others.length === 0) {
    return (
      <p className="text-body-secondary mb-0">
        <Trans>No other inquiry from this address or company.</Trans>
      </p>
    );
  }
  return (
    <ul className="list-unstyled mb-0" aria-label={t`Other inquiries from this buyer`}>
      {others.map((other) => (
        <li key={other.id} className="mb-2">
          <AppLink to={adminPaths.inquiry(other.id)} className="fw-semibold">
            {other.reference}
          </AppLink>{' '}
          <StatusBadge status={other.status} />
          <div className="small text-body-secondary">
            {i18n._(KIND_NAMES[other.kind])} · {formatShortDateTime(other.receivedAt)}
          </div>
          <div className="small admin-wrap">{other.preview}</div>
        </li>
      ))}
    </ul>
  );
}

function SentFields({ inquiry, translatable }: { inquiry: InquiryDetail; translatable: boolean }) {
  if (inquiry.fields.length === 0) {
    return (
      <p className="text-body-secondary">
        <Trans>The buyer filled in no fields.</Trans>
      </p>
    );
  }
  return (
    <dl className="row mb-0">
      {inquiry.fields.map((field, i) => (
        <div key={`${field.label}-${i}`} className="col-12 d-sm-flex gap-3 mb-2">
          <dt className="inquiry-field-label">{field.label}</dt>
          <dd className="mb-0 inquiry-message admin-wrap flex-grow-1">
            {field.value}
            {translatable && field.label === BUYER_MESSAGE_LABEL ? <TranslateMessage inquiryId={inquiry.id} /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SentProducts({ inquiry }: { inquiry: InquiryDetail }) {
  if (inquiry.products.length === 0) return null;
  return (
    <>
      <h3 className="h6 mt-3">
        <Trans>Products</Trans>
      </h3>
      <ul className="list-unstyled mb-0">
        {inquiry.products.map((product, i) => (
          <li key={`${product.path}-${i}`} className="border-top pt-2 mt-2">
            <div className="fw-semibold admin-wrap">{product.name ?? product.path}</div>
            <div className="small text-body-secondary admin-wrap">
              <AppLink to={`${adminPaths.inbox}${searchOf({ product: product.path })}`}>{product.path}</AppLink>
              {product.pieces !== null ? (
                <>
                  {' · '}
                  <PiecesText pieces={product.pieces} />
                </>
              ) : null}
            </div>
            {product.colours.length ? (
              <ul className="small mb-0 ps-3">
                {product.colours.map((line) => (
                  <li key={line.colour}>
                    {line.colour}: {line.quantity}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** '240 pieces'. */
function PiecesText({ pieces }: { pieces: number }) {
  return <Trans>{pieces} pieces</Trans>;
}
