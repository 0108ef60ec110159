import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QuoteWorkspace } from '../../../shared/contracts/quotes';
import { STATUS_NAMES } from '../../../shared/staff/inbox';
import { formatDateTime } from '../dates';
import { staffI18n } from '../staff-i18n';

/**
 * What sending the draft does to the inquiry, as the confirmation says it. After the buyer accepted (or declined) a
 * version, a new one takes the deal back to Quoted and asks them again: said, never done silently.
 */
export function sendConsequence(workspace: Pick<QuoteWorkspace, 'inquiry' | 'draft' | 'versions'>, i18n: I18n = staffI18n): string {
  const { status } = workspace.inquiry;
  if (status !== 'won' && status !== 'lost') return i18n._(msg`The inquiry moves to Quoted.`);
  const answered = workspace.versions.find((version) => version.outcome?.kind === (status === 'won' ? 'accepted' : 'declined'));
  const statusName = i18n._(STATUS_NAMES[status]);
  const number = workspace.draft.number;
  if (!answered) {
    return i18n._(
      msg`Sending version ${number} moves the inquiry from ${statusName} back to Quoted, and the buyer is asked to answer again.`,
    );
  }
  const answeredNumber = answered.number;
  const answeredAt = formatDateTime(answered.outcome!.at);
  return answered.outcome!.kind === 'accepted'
    ? i18n._(
        msg`The buyer accepted version ${answeredNumber} on ${answeredAt}: sending version ${number} moves the inquiry from ${statusName} back to Quoted, and the buyer is asked to answer again.`,
      )
    : i18n._(
        msg`The buyer declined version ${answeredNumber} on ${answeredAt}: sending version ${number} moves the inquiry from ${statusName} back to Quoted, and the buyer is asked to answer again.`,
      );
}
