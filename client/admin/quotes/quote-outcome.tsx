import type { QuoteOutcome } from '../../../shared/contracts/quotes';
import { formatShortDateTime } from '../dates';

const OUTCOME_WORDS: Record<QuoteOutcome['kind'], { text: string; style: string }> = {
  accepted: { text: 'Accepted', style: 'text-bg-success' },
  declined: { text: 'Declined', style: 'text-bg-danger' },
  expired: { text: 'Expired unanswered', style: 'text-bg-secondary' },
};

/** What became of a sent version, as a badge with its day, and the buyer's reason for declining. */
export function QuoteOutcomeText({ outcome }: { outcome: QuoteOutcome }) {
  const words = OUTCOME_WORDS[outcome.kind];
  return (
    <span className="quote-outcome">
      <span className={`badge ${words.style}`}>{words.text}</span>{' '}
      <time dateTime={outcome.at} className="text-body-secondary">
        {formatShortDateTime(outcome.at)}
      </time>
      {outcome.reason ? <span className="d-block admin-wrap">“{outcome.reason}”</span> : null}
    </span>
  );
}
