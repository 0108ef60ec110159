import { useId, useState } from 'react';
import { Form, useLoaderData, useNavigation, useRevalidator } from 'react-router-dom';
import { buyerDataApi } from '../../../shared/contracts/buyer-data';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { adminPaths } from '../../../shared/staff/addresses';
import { type BuyerDataFound, type ErasureCounts, EXPORT_FORMAT_NOTE } from '../../../shared/staff/buyer-data';
import { type InquiryKindName, type InquiryStatusName, KIND_LABELS, STATUS_LABELS } from '../../../shared/staff/inbox';
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

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

const erasedText = (counts: ErasureCounts) =>
  `Erased: ${plural(counts.inquiries, 'inquiry', 'inquiries')}, ${plural(counts.mails, 'e-mail')}, ${plural(counts.attachments, 'file')} and ${plural(counts.quotePages, 'quote page link')}.`;

export function Component() {
  const { email, found, error } = useLoaderData() as Loaded;
  const navigation = useNavigation();
  const fieldId = useId();
  const [erased, setErased] = useState<string | null>(null);
  return (
    <div>
      <h1 className="h3 mb-2">Buyer data</h1>
      <p className="text-body-secondary">
        When a buyer asks what we hold about them, for a copy of it, or for it to be erased: find everything held under their e-mail
        address, download it for them, or erase it.
      </p>
      <Form method="get" className="admin-card mb-3" role="search" aria-label="Find a buyer's data" onSubmit={() => setErased(null)}>
        <label htmlFor={fieldId} className="form-label">
          Buyer&apos;s e-mail address
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
            Find
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
      {found ? <HeldData found={found} onErased={(counts) => setErased(erasedText(counts))} /> : null}
    </div>
  );
}

function HeldData({ found, onErased }: { found: BuyerDataFound; onErased: (counts: ErasureCounts) => void }) {
  const me = useMe();
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const nothing = !found.inquiries.length && !found.mails.length;
  if (nothing) return <p className="admin-card mb-0">Nothing is held about {found.email}.</p>;
  return (
    <section aria-labelledby="held-title">
      <h2 id="held-title" className="h5 admin-wrap">
        Held about {found.email}
      </h2>
      <p>
        {plural(found.inquiries.length, 'inquiry', 'inquiries')}, {plural(found.mails.length, 'e-mail')},{' '}
        {plural(found.attachments, 'file')}, {plural(found.quotePages, 'quote page link')}.
      </p>
      <div className="d-flex flex-wrap gap-2 mb-1">
        <a className="btn btn-outline-primary" href={endpointUrl(buyerDataApi.exportFile, { query: { email: found.email } })} download>
          Export as a file
        </a>
        {me.role === 'owner' ? (
          <button type="button" className="btn btn-outline-danger" onClick={() => setConfirming(true)}>
            Erase this buyer&apos;s data…
          </button>
        ) : null}
      </div>
      <p className="small text-body-secondary">{EXPORT_FORMAT_NOTE} Each export is recorded in the audit log.</p>

      <h3 className="h6 mt-4">Inquiries</h3>
      {found.inquiries.length ? (
        <ul className="list-unstyled">
          {found.inquiries.map((inquiry) => (
            <li key={inquiry.id} className="admin-card mb-2 admin-wrap">
              <AppLink to={adminPaths.inquiry(inquiry.id)}>{inquiry.reference}</AppLink> ·{' '}
              {KIND_LABELS[inquiry.kind as InquiryKindName] ?? inquiry.kind} ·{' '}
              {STATUS_LABELS[inquiry.status as InquiryStatusName] ?? inquiry.status} · {formatDateTime(inquiry.receivedAt)}
              <br />
              <span className="text-body-secondary">{[inquiry.name, inquiry.phone].filter(Boolean).join(' · ') || 'No name or phone'}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>None.</p>
      )}

      <h3 className="h6 mt-4">E-mails</h3>
      {found.mails.length ? (
        <ul className="list-unstyled">
          {found.mails.map((mail) => (
            <li key={`${mail.direction}-${mail.id}`} className="admin-card mb-2 admin-wrap">
              <strong>{mail.direction === 'received' ? `From ${mail.address}` : `Sent to ${mail.address || '(erased)'}`}</strong> ·{' '}
              {formatDateTime(mail.at)}
              <br />
              {mail.subject || '(no subject)'}
              {mail.attachments ? <span className="text-body-secondary"> · {plural(mail.attachments, 'file')}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>None.</p>
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

function EraseDialog({
  email,
  onClose,
  onErased,
}: {
  email: string;
  onClose: () => void;
  onErased: (counts: ErasureCounts) => Promise<void>;
}) {
  const fieldId = useId();
  const [typed, setTyped] = useState('');
  return (
    <ConfirmDialog
      title="Erase this buyer's data?"
      confirmLabel="Erase for good"
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
        Their name, e-mail address, phone number, messages, e-mails and files are removed, and their quote pages stop opening. What each
        inquiry asked for, its quotes, status and reply times stay, so the dashboard&apos;s figures do not change. This cannot be undone.
      </p>
      <label htmlFor={fieldId} className="form-label">
        Type <strong className="admin-wrap">{email}</strong> to confirm
      </label>
      <input id={fieldId} className="form-control" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
    </ConfirmDialog>
  );
}
