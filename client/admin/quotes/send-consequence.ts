import type { QuoteWorkspace } from '../../../shared/contracts/quotes';
import { STATUS_LABELS } from '../../../shared/staff/inbox';
import { formatDateTime } from '../dates';

/**
 * What sending the draft does to the inquiry, as the confirmation says it. After the buyer accepted (or declined) a
 * version, a new one takes the deal back to Quoted and asks them again: said, never done silently.
 */
export function sendConsequence(workspace: Pick<QuoteWorkspace, 'inquiry' | 'draft' | 'versions'>): string {
  const { status } = workspace.inquiry;
  if (status !== 'won' && status !== 'lost') return 'The inquiry moves to Quoted.';
  const answered = workspace.versions.find((version) => version.outcome?.kind === (status === 'won' ? 'accepted' : 'declined'));
  const answer = answered
    ? `The buyer ${answered.outcome!.kind} version ${answered.number} on ${formatDateTime(answered.outcome!.at)}: sending`
    : 'Sending';
  return `${answer} version ${workspace.draft.number} moves the inquiry from ${STATUS_LABELS[status]} back to Quoted, and the buyer is asked to answer again.`;
}
