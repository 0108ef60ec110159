import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { QuoteOutcome } from '../../../shared/contracts/quotes';
import { formatShortDateTime } from '../dates';

const OUTCOME_WORDS: Record<QuoteOutcome['kind'], { text: MessageDescriptor; style: string }> = {
  accepted: { text: msg`Accepted`, style: 'text-bg-success' },
  declined: { text: msg`Declined`, style: 'text-bg-danger' },
  expired: { text: msg`Expired unanswered`, style: 'text-bg-secondary' },
};

/** What became of a sent version, as a badge with its day, and the buyer's reason for declining. */
export function QuoteOutcomeText({ outcome }: { outcome: QuoteOutcome }) {
  const { i18n } = useLingui();
  const words = OUTCOME_WORDS[outcome.kind];
  return (
    <span className="quote-outcome">
      <span className={`badge ${words.style}`}>{i18n._(words.text)}</span>{' '}
      <time dateTime={outcome.at} className="text-body-secondary">
        {formatShortDateTime(outcome.at)}
      </time>
      {outcome.reason ? <span className="d-block admin-wrap">“{outcome.reason}”</span> : null}
    </span>
  );
}
