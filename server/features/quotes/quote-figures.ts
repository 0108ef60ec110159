import { DASHBOARD_DEFAULT_WEEKS } from '../../../shared/contracts/inbox';
import type { QuoteFigures } from '../../../shared/contracts/quotes';
import { companyDayOf, startOfCompanyDay } from '../../../shared/staff/accounts';
import { weekStart } from '../../db/company-calendar';
import type { Db } from '../../db/connect';
import { median } from '../../statistics';
import { versionsSentSince } from './quote.repository';

// The dashboard's quote figures (issue 22, point 7): how many quotes went out, how many were won, how fast the
// first quote follows an inquiry, and the value quoted per month. Read from the versions sent; a quote revised
// within a month counts once that month, at its last version's total.

type SentRow = Awaited<ReturnType<typeof versionsSentSince>>[number];

/** Each month from `first` to `last` (YYYY-MM), both included. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (let label = first; label <= last;) {
    months.push(label);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    label = `${year}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

/** The company's month (YYYY-MM) an instant falls in. */
const companyMonthOf = (at: Date) => companyDayOf(at).slice(0, 7);

function outcomeOf(row: SentRow): keyof QuoteFigures['outcomes'] {
  if (row.inquiry_status === 'won') return 'won';
  if (row.inquiry_status === 'lost') return row.latest_expired ? 'expired' : 'declined';
  return 'open';
}

export async function quoteFigures(db: Db, now: Date, weeks = DASHBOARD_DEFAULT_WEEKS): Promise<QuoteFigures> {
  const since = await weekStart(db, now, weeks - 1);
  const firstMonth = companyMonthOf(since);
  const firstMonthStart = startOfCompanyDay(`${firstMonth}-01`)!;
  const rows = await versionsSentSince(db, firstMonthStart);
  const inPeriod = rows.filter((row) => row.sent_at!.getTime() >= since.getTime());

  // Each quote once, as its inquiry stands now.
  const quotes = new Map(inPeriod.map((row) => [row.quote_id, row]));
  const outcomes = { won: 0, declined: 0, expired: 0, open: 0 };
  for (const row of quotes.values()) outcomes[outcomeOf(row)]++;
  const decided = outcomes.won + outcomes.declined + outcomes.expired;

  const firstQuoteMinutes = inPeriod
    .filter((row) => row.number === 1)
    .map((row) => (row.sent_at!.getTime() - row.inquiry_created_at.getTime()) / 60_000);
  const middle = median(firstQuoteMinutes);

  // The last version each quote sent in each month (rows come oldest first), added up exactly in cents.
  const lastOfMonth = new Map<string, Map<string, bigint>>();
  for (const row of rows) {
    const month = lastOfMonth.get(row.month) ?? new Map<string, bigint>();
    month.set(row.quote_id, BigInt(row.total_cents));
    lastOfMonth.set(row.month, month);
  }
  const months = monthsBetween(firstMonth, companyMonthOf(now)).map((label) => {
    const sent = lastOfMonth.get(label) ?? new Map<string, bigint>();
    let value = 0n;
    for (const cents of sent.values()) value += cents;
    return { month: label, quotesSent: sent.size, valueCents: Number(value) };
  });

  return {
    quotesSent: quotes.size,
    versionsSent: inPeriod.length,
    outcomes,
    acceptanceShare: decided ? outcomes.won / decided : null,
    medianMinutesToQuote: middle === null ? null : Math.round(middle),
    months,
  };
}
