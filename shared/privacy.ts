import type { MessageDescriptor } from '@lingui/core';

// What the privacy notice says of how long personal data is kept: the periods the server enforces (its retention
// pass, server/features/inquiries/retention.ts), read from its settings, so the page cannot promise other ones.

/** Days personal data is kept before the retention pass removes it. */
export interface RetentionPeriods {
  /** Days an inquiry keeps the internet address it was sent from. */
  clientIpDays: number;
  /** Days an e-mail that will not be sent again keeps its text (and its files). */
  mailBodyDays: number;
}

/** A number of days as the notice writes it ("90 days", "1 day"). */
export const daysText = (days: number) => `${days.toLocaleString('en')} day${days === 1 ? '' : 's'}`;

/**
 * The notice's sentences on the enforced periods, one per kind of data: messages of the catalogue, with the
 * number of days among their values, translated where the page shows them.
 */
export function retentionSentences(periods: RetentionPeriods): { what: MessageDescriptor; kept: MessageDescriptor }[] {
  return [
    {
      what: /*i18n*/ { id: 'The internet address your request was sent from' },
      kept: /*i18n*/ {
        id: '{days, plural, one {# day} other {# days}} after the request, then deleted. We keep it only to stop abuse of the forms.',
        values: { days: periods.clientIpDays },
      },
    },
    {
      what: /*i18n*/ { id: 'The text and attachments of the e-mails our website sends you' },
      kept: /*i18n*/ {
        id: '{days, plural, one {# day} other {# days}} after they were delivered (or could not be), then deleted.',
        values: { days: periods.mailBodyDays },
      },
    },
  ];
}

/** The line beside every form that collects personal data: it names what the data is for and links the notice. */
export const FORM_PRIVACY_LINE = /*i18n*/ { id: 'We use your details only to answer your request.' };
export const PRIVACY_LINK_TEXT = /*i18n*/ { id: 'Privacy notice' };
