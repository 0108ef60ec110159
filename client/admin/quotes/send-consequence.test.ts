import type { QuoteVersionSummary, QuoteWorkspace } from '../../../shared/contracts/quotes';
import { sendConsequence } from './send-consequence';

const version = (number: number, outcome: QuoteVersionSummary['outcome']): QuoteVersionSummary => ({
  number,
  status: 'sent',
  totalCents: 1_250_000,
  lineCount: 2,
  updatedAt: '2026-11-20T03:00:00.000Z',
  sentAt: '2026-11-20T03:00:00.000Z',
  outcome,
});
const workspace = (status: QuoteWorkspace['inquiry']['status'], versions: QuoteVersionSummary[]) =>
  ({ inquiry: { status }, draft: { number: 2 }, versions }) as unknown as QuoteWorkspace;

describe('the confirmation of sending a quote', () => {
  it('says the inquiry moves to Quoted', () => {
    expect(sendConsequence(workspace('open', []))).toBe('The inquiry moves to Quoted.');
    expect(sendConsequence(workspace('quoted', [version(1, null)]))).toBe('The inquiry moves to Quoted.');
  });

  it('says, after the buyer accepted, which version they accepted and that the deal goes back to Quoted', () => {
    const accepted = version(1, { kind: 'accepted', at: '2026-11-21T02:30:00.000Z', reason: null });
    expect(sendConsequence(workspace('won', [accepted]))).toBe(
      'The buyer accepted version 1 on Sat, 21 Nov 2026, 09:30: sending version 2 moves the inquiry from Won back to Quoted, and the buyer is asked to answer again.',
    );
  });

  it('says the same after the buyer declined', () => {
    const declined = version(1, { kind: 'declined', at: '2026-11-21T02:30:00.000Z', reason: 'Too dear' });
    expect(sendConsequence(workspace('lost', [declined]))).toMatch(
      /^The buyer declined version 1 on .+: sending version 2 moves the inquiry from Lost back to Quoted/,
    );
  });
});
