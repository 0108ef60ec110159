import type { InquiryEvent } from '../../../shared/contracts/inbox';
import { yupErrorsOf } from '../../forms/form-schema';
import { replySubjectOf } from '../../../shared/staff/inbox';
import { replyRules } from './inquiry-forms';
import { staffI18n } from '../staff-i18n';
import { eventSentence } from './inquiry-timeline';

const event = (
  kind: InquiryEvent['kind'],
  from: string | null,
  to: string | null,
  delivery: InquiryEvent['delivery'] = null,
): InquiryEvent => ({
  id: '1',
  at: '2026-11-24T07:00:00.000Z',
  actor: 'Minh Tran',
  kind,
  from,
  to,
  body: null,
  delivery,
  files: [],
  mail: null,
});

describe('the reply form', () => {
  it("answers the acknowledgement's subject with 'Re:', so mail programs that group by subject thread the reply", () => {
    const acknowledged = { reference: 'Q-2611-ABCDE', buyerSubject: 'Seagrass baskets' };
    expect(replySubjectOf({ ...acknowledged, threadSubject: 'We received your quotation request (Q-2611-ABCDE)' })).toBe(
      'Re: We received your quotation request (Q-2611-ABCDE)',
    );
    expect(replySubjectOf({ ...acknowledged, threadSubject: 'RE: re: Your order' })).toBe('Re: Your order');
  });

  it("answers the buyer's subject without an acknowledgement, else names the inquiry: 'Re: Your inquiry <reference>'", () => {
    expect(replySubjectOf({ reference: 'Q-2611-ABCDE', threadSubject: null, buyerSubject: ' Seagrass baskets ' })).toBe(
      'Re: Seagrass baskets',
    );
    expect(replySubjectOf({ reference: 'K-2611-ABCDE', threadSubject: null, buyerSubject: null })).toBe('Re: Your inquiry K-2611-ABCDE');
  });

  it('refuses what the server refuses, in its words', async () => {
    expect(await yupErrorsOf(replyRules, { subject: ' ', body: 'x'.repeat(20_001) })).toEqual({
      subject: 'Cannot be empty.',
      body: 'Must be at most 20000 characters.',
    });
    expect(await yupErrorsOf(replyRules, { subject: 'Re: baskets', body: 'Dear Anna' })).toEqual({});
  });
});

describe('the timeline', () => {
  it.each([
    [event('status', 'new', 'open'), 'changed the status from New to Open'],
    [event('assignment', null, 'Minh Tran'), 'assigned it to Minh Tran'],
    [event('assignment', 'Minh Tran', 'Hoa Pham'), 'reassigned it from Minh Tran to Hoa Pham'],
    [event('assignment', 'Minh Tran', null), 'unassigned Minh Tran'],
    [event('note', null, null), 'added an internal note'],
    [event('reply', null, 'Re: baskets', 'pending'), 'replied to the buyer'],
    [event('reply', null, null), 'recorded a reply given another way'],
    [event('merge', null, 'Q-2611-ABCDE'), 'merged this inquiry into Q-2611-ABCDE'],
    [event('merge', 'Q-2611-FGHJK', null), 'merged Q-2611-FGHJK into this one'],
  ])('says what happened, after who did it (drawn in bold): %#', (happened, sentence) => {
    expect(staffI18n._(eventSentence(happened))).toBe(`<0>Minh Tran</0> ${sentence}`);
  });
});
