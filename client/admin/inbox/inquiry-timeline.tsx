import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { replyToolsApi } from '../../../shared/contracts/reply-tools';
import { inboxApi, type InquiryEvent } from '../../../shared/contracts/inbox';
import { INQUIRY_STATUSES, type InquiryStatusName, STATUS_LABELS } from '../../../shared/staff/inbox';
import { formatDateTime } from '../dates';

const DELIVERY: Record<NonNullable<InquiryEvent['delivery']>, { text: string; style: string }> = {
  pending: { text: 'Waiting to be sent', style: 'text-bg-warning' },
  sent: { text: 'Sent', style: 'text-bg-success' },
  failed: { text: 'Could not be delivered', style: 'text-bg-danger' },
  skipped: { text: 'Not e-mailed', style: 'text-bg-secondary' },
};

const statusName = (value: string | null) =>
  value && (INQUIRY_STATUSES as readonly string[]).includes(value) ? STATUS_LABELS[value as InquiryStatusName] : (value ?? '—');

/** What happened, in a sentence that follows the actor's name. */
export function eventSentence(event: InquiryEvent): string {
  switch (event.kind) {
    case 'status':
      return event.from
        ? `changed the status from ${statusName(event.from)} to ${statusName(event.to)}`
        : `set the status to ${statusName(event.to)}`;
    case 'assignment':
      if (!event.to) return event.from ? `unassigned ${event.from}` : 'removed the assignee';
      return event.from ? `reassigned it from ${event.from} to ${event.to}` : `assigned it to ${event.to}`;
    case 'note':
      return 'added an internal note';
    case 'reply':
      // An e-mailed reply names its subject (and has a delivery); a reply given by phone or chat is only recorded.
      return event.to || event.delivery ? 'replied to the buyer' : 'recorded a reply given another way';
    case 'merge':
      return event.to ? `merged this inquiry into ${event.to}` : `merged ${event.from ?? 'another inquiry'} into this one`;
    case 'buyer':
      // The buyer on their own page: an answer to a quote (`to`), or a question.
      return event.to ?? 'asked a question on their page';
    case 'mail':
      return event.mail?.fromBuyer === false ? `wrote about it by e-mail, from ${event.mail.from}` : 'wrote by e-mail';
  }
}

/** A file size as people read it: '820 kB', '3.4 MB'. */
export const fileSizeText = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

/** Files a mail brought or carried, each saved by the browser with its own name. */
export function FileLinks({ files, hrefOf }: { files: { id: string; fileName: string; size: number }[]; hrefOf: (id: string) => string }) {
  if (!files.length) return null;
  return (
    <ul className="list-unstyled small mb-1" aria-label="Attached files">
      {files.map((file) => (
        <li key={file.id}>
          <a href={hrefOf(file.id)} download={file.fileName} className="admin-wrap">
            {file.fileName}
          </a>{' '}
          <span className="text-body-secondary">({fileSizeText(file.size)})</span>
        </li>
      ))}
    </ul>
  );
}

/** An e-mail received: its subject, a warning when it is not from the buyer's address, its files, the history it quoted. */
function ReceivedMail({ event, mail }: { event: InquiryEvent; mail: NonNullable<InquiryEvent['mail']> }) {
  return (
    <>
      {event.to ? <div className="small admin-wrap">Subject: {event.to}</div> : null}
      {mail.fromBuyer ? null : (
        <div className="small text-warning-emphasis">
          Not from the address this inquiry came from: check who wrote it before acting on it.
        </div>
      )}
      {event.body ? <div className="inquiry-event-body admin-wrap">{event.body}</div> : null}
      <FileLinks files={mail.attachments} hrefOf={(id) => endpointUrl(inboxApi.attachment, { params: { id } })} />
      {mail.quoted ? (
        <details className="small">
          <summary>Earlier messages it quoted</summary>
          <div className="inquiry-event-body admin-wrap text-body-secondary">{mail.quoted}</div>
        </details>
      ) : null}
    </>
  );
}

/** Everything that happened to the inquiry, in order: who did what, when, and what was written. */
export function InquiryTimeline({ events }: { events: InquiryEvent[] }) {
  if (events.length === 0) return <p className="text-body-secondary mb-0">Nothing has happened to this inquiry yet.</p>;
  return (
    <ol className="list-unstyled mb-0 inquiry-timeline">
      {events.map((event) => (
        <li key={event.id} className={`inquiry-event inquiry-event-${event.kind}`}>
          <div>
            <strong>{event.actor}</strong> {eventSentence(event)}
            {event.delivery ? (
              <span className={`badge ms-2 ${DELIVERY[event.delivery].style}`}>{DELIVERY[event.delivery].text}</span>
            ) : null}
          </div>
          <div className="small text-body-secondary">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </div>
          {event.mail ? (
            <ReceivedMail event={event} mail={event.mail} />
          ) : (
            <>
              {event.kind === 'reply' && event.to ? <div className="small admin-wrap">Subject: {event.to}</div> : null}
              {event.body ? (
                <div className={`inquiry-event-body admin-wrap${event.kind === 'note' ? ' is-note' : ''}`}>{event.body}</div>
              ) : null}
              <FileLinks files={event.files} hrefOf={(id) => endpointUrl(replyToolsApi.file, { params: { id } })} />
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
