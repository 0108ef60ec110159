import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Form, useLoaderData, useNavigation, useRevalidator } from 'react-router-dom';
import { buyerDataApi } from '../../../shared/contracts/buyer-data';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { adminPaths } from '../../../shared/staff/addresses';
import type { BuyerDataFound, ErasureCounts } from '../../../shared/staff/buyer-data';
import { type InquiryKindName, type InquiryStatusName, KIND_NAMES, STATUS_NAMES } from '../../../shared/staff/inbox';
import { AppLink } from '../../components/app-link';
import { useMe } from '../admin-layout';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatDateTime } from '../dates';
import { callStaffApi, fieldErrorsOf, loadFromStaffApi, StaffApiError } from '../staff-client';

// A buyer's rights under the GDPR, answered: everything held under their e-mail address, exported as a file for them,
// or erased (owners). The address is in the screen's own address (?email=…), so a search can be reloaded or shared.

interface Loaded {
  email: string;
  found: BuyerDataFound | null;
  /** The server's word on the address typed (not an address). */
  error: string | null;
}

export async function loader({ request }: { request: Request }): Promise<Loaded> {
  const email = (new URL(request.url).searchParams.get('email') ?? '').trim();
  if (!email) return { email, found: null, error: null };
  try {
    return { email, found: await loadFromStaffApi(request, buyerDataApi.find, { query: { email } }), error: null };
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 400)
      return { email, found: null, error: error.fieldErrors.email ?? error.message };
    throw error;
  }
}

/** The export's contents in words (shared/staff/buyer-data.ts, EXPORT_FORMAT_NOTE, which the export itself holds). */
const EXPORT_FORMAT = msg`A zip file: buyer-data.json (every inquiry, e-mail and quote page held about the address) and the attachments, in their own folder.`;

function erasedText(i18n: I18n, { inquiries, mails, attachments, quotePages }: ErasureCounts): string {
  return i18n._(
    msg`Erased: ${plural(inquiries, { one: '# inquiry', other: '# inquiries' })}, ${plural(mails, { one: '# e-mail', other: '# e-mails' })}, ${plural(attachments, { one: '# file', other: '# files' })} and ${plural(quotePages, { one: '# quote page link', other: '# quote page links' })}.`,
  );
}

export function Component() {
  const { i18n, t } = useLingui();
  const { email, found, error } = useLoaderData() as Loaded;
  const navigation = useNavigation();
  const fieldId = useId();
  const [erased, setErased] = useState<string | null>(null);
  return (
    <div>
      <h1 className="h3 mb-2">
        <Trans>Buyer data</Trans>
      </h1>
      <p className="text-body-secondary">
        <Trans>
          When a buyer asks what we hold about them, for a copy of it, or for it to be erased: find everything held under their e-mail
          address, download it for them, or erase it.
        </Trans>
      </p>
      <Form method="get" className="admin-card mb-3" role="search" aria-label={t`Find a buyer's data`} onSubmit={() => setErased(null)}>
        <label htmlFor={fieldId} className="form-label">
          {t`Buyer's e-mail address`}
        </label>
        <div className="d-flex flex-wrap gap-2">
          <input
            id={fieldId}
            name="email"
            type="email"
            defaultValue={email}
            key={email}
            required
            autoComplete="off"
            className={`form-control flex-grow-1 w-auto${error ? ' is-invalid' : ''}`}
            aria-describedby={error ? `${fieldId}-error` : undefined}
          />
          <button type="submit" className="btn btn-primary" disabled={navigation.state === 'loading'}>
            <Trans>Find</Trans>
          </button>
        </div>
        {error ? (
          <div id={`${fieldId}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        ) : null}
      </Form>
      {erased ? (
        <div className="alert alert-success" role="status">
          {erased}
        </div>
      ) : null}
      {found ? <HeldData found={found} onErased={(counts) => setErased(erasedText(i18n, counts))} /> : null}
    </div>
  );
}

function HeldData({ found, onErased }: { found: BuyerDataFound; onErased: (counts: ErasureCounts) => void }) {
  const { i18n, t } = useLingui();
  const me = useMe();
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const nothing = !found.inquiries.length && !found.mails.length;
  const buyerEmail = found.email;
  if (nothing)
    return (
      <p className="admin-card mb-0">
        <Trans>Nothing is held about {buyerEmail}.</Trans>
      </p>
    );
  const inquiryCount = found.inquiries.length;
  const mailCount = found.mails.length;
  const fileCount = found.attachments;
  const linkCount = found.quotePages;
  const exportFormat = i18n._(EXPORT_FORMAT);
  return (
    <section aria-labelledby="held-title">
      <h2 id="held-title" className="h5 admin-wrap">
        <Trans>Held about {buyerEmail}</Trans>
      </h2>
      <p>
        {t`${plural(inquiryCount, { one: '# inquiry', other: '# inquiries' })}, ${plural(mailCount, { one: '# e-mail', other: '# e-mails' })}, ${plural(fileCount, { one: '# file', other: '# files' })}, ${plural(linkCount, { one: '# quote page link', other: '# quote page links' })}.`}
      </p>
      <div className="d-flex flex-wrap gap-2 mb-1">
        <a className="btn btn-outline-primary" href={endpointUrl(buyerDataApi.exportFile, { query: { email: found.email } })} download>
          <Trans>Export as a file</Trans>
        </a>
        {me.role === 'owner' ? (
          <button type="button" className="btn btn-outline-danger" onClick={() => setConfirming(true)}>
            {t`Erase this buyer's data…`}
          </button>
        ) : null}
      </div>
      <p className="small text-body-secondary">
        <Trans>{exportFormat} Each export is recorded in the audit log.</Trans>
      </p>

      <h3 className="h6 mt-4">
        <Trans>Inquiries</Trans>
      </h3>
      {found.inquiries.length ? (
        <ul className="list-unstyled">
          {found.inquiries.map((inquiry) => (
            <li key={inquiry.id} className="admin-card mb-2 admin-wrap">
              <AppLink to={adminPaths.inquiry(inquiry.id)}>{inquiry.reference}</AppLink> ·{' '}
              {nameOf(i18n, KIND_NAMES[inquiry.kind as InquiryKindName], inquiry.kind)} ·{' '}
              {nameOf(i18n, STATUS_NAMES[inquiry.status as InquiryStatusName], inquiry.status)} · {formatDateTime(inquiry.receivedAt)}
              <br />
              <span className="text-body-secondary">
                {[inquiry.name, inquiry.phone].filter(Boolean).join(' · ') || t`No name or phone`}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>None.</Trans>
        </p>
      )}

      <h3 className="h6 mt-4">
        <Trans>E-mails</Trans>
      </h3>
      {found.mails.length ? (
        <ul className="list-unstyled">
          {found.mails.map((mail) => (
            <li key={`${mail.direction}-${mail.id}`} className="admin-card mb-2 admin-wrap">
              <strong>
                <MailParty direction={mail.direction} address={mail.address} />
              </strong>{' '}
              · {formatDateTime(mail.at)}
              <br />
              {mail.subject || t`(no subject)`}
              {mail.attachments ? (
                <span className="text-body-secondary">
                  {' '}
                  · <FileCount count={mail.attachments} />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>None.</Trans>
        </p>
      )}

      {confirming ? (
        <EraseDialog
          email={found.email}
          onClose={() => setConfirming(false)}
          onErased={async (counts) => {
            setConfirming(false);
            onErased(counts);
            await revalidator.revalidate();
          }}
        />
      ) : null}
    </section>
  );
}

/** A kind's or a status's name in the staff member's language; one this screen does not know, as the server wrote it. */
const nameOf = (i18n: I18n, name: { id: string } | undefined, raw: string) => (name ? i18n._(name) : raw);

const FileCount = ({ count }: { count: number }) => <Plural value={count} one="# file" other="# files" />;

/** Who a mail came from, or who it was sent to. */
function MailParty({ direction, address }: { direction: string; address: string }) {
  const { t } = useLingui();
  if (direction === 'received') return <Trans>From {address}</Trans>;
  const recipient = address || t`(erased)`;
  return <Trans>Sent to {recipient}</Trans>;
}

function EraseDialog({
  email,
  onClose,
  onErased,
}: {
  email: string;
  onClose: () => void;
  onErased: (counts: ErasureCounts) => Promise<void>;
}) {
  const { t } = useLingui();
  const fieldId = useId();
  const [typed, setTyped] = useState('');
  return (
    <ConfirmDialog
      title={t`Erase this buyer's data?`}
      confirmLabel={t`Erase for good`}
      variant="danger"
      onClose={onClose}
      onConfirm={async () => {
        try {
          await onErased(await callStaffApi(buyerDataApi.erase, { body: { email, confirmation: typed } }));
        } catch (error) {
          // The dialog shows a refusal's message: a mistyped address is told in the field's own words.
          const confirmation = fieldErrorsOf(error)?.confirmation;
          throw confirmation ? new StaffApiError(400, confirmation) : error;
        }
      }}
    >
      <p>
        {t`Their name, e-mail address, phone number, messages, e-mails and files are removed, and their quote pages stop opening. What each inquiry asked for, its quotes, status and reply times stay, so the dashboard's figures do not change. This cannot be undone.`}
      </p>
      <label htmlFor={fieldId} className="form-label">
        <Trans>
          Type <strong className="admin-wrap">{email}</strong> to confirm
        </Trans>
      </label>
      <input id={fieldId} className="form-control" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
    </ConfirmDialog>
  );
}
