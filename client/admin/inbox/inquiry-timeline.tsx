import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans as TransMessage } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TranslateMessage } from './translate-message';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { replyToolsApi } from '../../../shared/contracts/reply-tools';
import { inboxApi, type InquiryEvent } from '../../../shared/contracts/inbox';
import { INQUIRY_STATUSES, type InquiryStatusName, STATUS_NAMES } from '../../../shared/staff/inbox';
import { formatDateTime } from '../dates';
import { staffI18n, staffIntlLocale } from '../staff-i18n';

const DELIVERY: Record<NonNullable<InquiryEvent['delivery']>, { text: MessageDescriptor; style: string }> = {
  pending: { text: msg`Waiting to be sent`, style: 'text-bg-warning' },
  sent: { text: msg`Sent`, style: 'text-bg-success' },
  failed: { text: msg`Could not be delivered`, style: 'text-bg-danger' },
  skipped: { text: msg`Not e-mailed`, style: 'text-bg-secondary' },
};

const statusName = (value: string | null) =>
  value && (INQUIRY_STATUSES as readonly string[]).includes(value) ? staffI18n._(STATUS_NAMES[value as InquiryStatusName]) : (value ?? '—');

/** What happened, as a sentence whose subject is who did it (`<0>` around their name, drawn in bold). */
export function eventSentence(event: InquiryEvent): MessageDescriptor {
  const { actor, from, to } = event;
  switch (event.kind) {
    case 'status': {
      const before = statusName(from);
      const after = statusName(to);
      return from ? msg`<0>${actor}</0> changed the status from ${before} to ${after}` : msg`<0>${actor}</0> set the status to ${after}`;
    }
    case 'assignment':
      if (!to) return from ? msg`<0>${actor}</0> unassigned ${from}` : msg`<0>${actor}</0> removed the assignee`;
      return from ? msg`<0>${actor}</0> reassigned it from ${from} to ${to}` : msg`<0>${actor}</0> assigned it to ${to}`;
    case 'note':
      return msg`<0>${actor}</0> added an internal note`;
    case 'reply':
      // An e-mailed reply names its subject (and has a delivery); a reply given by phone or chat is only recorded.
      return to || event.delivery ? msg`<0>${actor}</0> replied to the buyer` : msg`<0>${actor}</0> recorded a reply given another way`;
    case 'merge':
      return to
        ? msg`<0>${actor}</0> merged this inquiry into ${to}`
        : from
          ? msg`<0>${actor}</0> merged ${from} into this one`
          : msg`<0>${actor}</0> merged another inquiry into this one`;
    case 'buyer': {
      // The buyer on their own page: an answer to a quote (`to`, the server's words), or a question.
      const answer = to;
      return answer ? msg`<0>${actor}</0> ${answer}` : msg`<0>${actor}</0> asked a question on their page`;
    }
    case 'mail': {
      const sender = event.mail?.from ?? '';
      return event.mail?.fromBuyer === false
        ? msg`<0>${actor}</0> wrote about it by e-mail, from ${sender}`
        : msg`<0>${actor}</0> wrote by e-mail`;
    }
  }
}

/** The event's sentence in the staff member's language, their name in bold. */
function EventSentence({ event }: { event: InquiryEvent }) {
  const sentence = eventSentence(event);
  return <TransMessage id={sentence.id} message={sentence.message} values={sentence.values} components={{ 0: <strong /> }} />;
}

/** A file size as people read it: '820 kB', '3.4 MB'. */
export const fileSizeText = (bytes: number) => {
  const number = new Intl.NumberFormat(staffIntlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} kB` : `${number.format(bytes / 1_000_000)} MB`;
};

/** Files a mail brought or carried, each saved by the browser with its own name. */
export function FileLinks({ files, hrefOf }: { files: { id: string; fileName: string; size: number }[]; hrefOf: (id: string) => string }) {
  const { t } = useLingui();
  if (!files.length) return null;
  return (
    <ul className="list-unstyled small mb-1" aria-label={t`Attached files`}>
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
function ReceivedMail({
  event,
  mail,
  inquiryId,
}: {
  event: InquiryEvent;
  mail: NonNullable<InquiryEvent['mail']>;
  inquiryId: string | undefined;
}) {
  return (
    <>
      {event.to ? <SubjectLine subject={event.to} /> : null}
      {mail.fromBuyer ? null : (
        <div className="small text-warning-emphasis">
          <Trans>Not from the address this inquiry came from: check who wrote it before acting on it.</Trans>
        </div>
      )}
      {event.body ? <div className="inquiry-event-body admin-wrap">{event.body}</div> : null}
      {event.body && inquiryId ? <TranslateMessage inquiryId={inquiryId} eventId={event.id} /> : null}
      <FileLinks files={mail.attachments} hrefOf={(id) => endpointUrl(inboxApi.attachment, { params: { id } })} />
      {mail.quoted ? (
        <details className="small">
          <summary>
            <Trans>Earlier messages it quoted</Trans>
          </summary>
          <div className="inquiry-event-body admin-wrap text-body-secondary">{mail.quoted}</div>
        </details>
      ) : null}
    </>
  );
}

/** Everything that happened to the inquiry, in order: who did what, when, and what was written. */
/** 'Subject: Re: baskets'. */
function SubjectLine({ subject }: { subject: string }) {
  return (
    <div className="small admin-wrap">
      <Trans>Subject: {subject}</Trans>
    </div>
  );
}

/** `translatableIn`: the inquiry, when a translation service is configured: the buyer's words can be translated. */
export function InquiryTimeline({ events, translatableIn }: { events: InquiryEvent[]; translatableIn?: string }) {
  const { i18n } = useLingui();
  if (events.length === 0) {
    return (
      <p className="text-body-secondary mb-0">
        <Trans>Nothing has happened to this inquiry yet.</Trans>
      </p>
    );
  }
  return (
    <ol className="list-unstyled mb-0 inquiry-timeline">
      {events.map((event) => (
        <li key={event.id} className={`inquiry-event inquiry-event-${event.kind}`}>
          <div>
            <EventSentence event={event} />
            {event.delivery ? (
              <span className={`badge ms-2 ${DELIVERY[event.delivery].style}`}>{i18n._(DELIVERY[event.delivery].text)}</span>
            ) : null}
          </div>
          <div className="small text-body-secondary">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </div>
          {event.mail ? (
            <ReceivedMail event={event} mail={event.mail} inquiryId={translatableIn} />
          ) : (
            <>
              {event.kind === 'reply' && event.to ? <SubjectLine subject={event.to} /> : null}
              {event.body ? (
                <div className={`inquiry-event-body admin-wrap${event.kind === 'note' ? ' is-note' : ''}`}>{event.body}</div>
              ) : null}
              {event.kind === 'buyer' && event.body && translatableIn ? (
                <TranslateMessage inquiryId={translatableIn} eventId={event.id} />
              ) : null}
              <FileLinks files={event.files} hrefOf={(id) => endpointUrl(replyToolsApi.file, { params: { id } })} />
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
