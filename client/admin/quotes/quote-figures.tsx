import type { QuoteFigures } from '../../../shared/contracts/quotes';
import { formatUsd } from '../../../shared/quotes';
import { BarChart } from '../charts/bar-chart';
import { KeyFigure } from '../components/key-figure';
import { formatMonth } from '../dates';
import { calendarDurationText } from '../reply-clock-label';

// The dashboard's quotations: how many went out, how many were won, how soon the first quote follows an inquiry,
// and the value quoted per month (issue 22, point 7). Staff only: no price leaves the back office.

const compactUsd = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const percentText = (share: number) => `${Math.round(share * 1000) / 10}%`;

export function QuoteFigureCards({ figures, period }: { figures: QuoteFigures; period: string }) {
  const { outcomes } = figures;
  const decided = outcomes.won + outcomes.declined + outcomes.expired;
  const thisMonth = figures.months.at(-1);
  return (
    <>
      <KeyFigure
        level={3}
        title="Quotes sent"
        note={`${figures.versionsSent} ${figures.versionsSent === 1 ? 'version' : 'versions'} sent, revisions included, ${period}`}
      >
        {figures.quotesSent}
      </KeyFigure>
      <KeyFigure
        level={3}
        title="Acceptance rate"
        note={
          decided
            ? `${outcomes.won} won of ${decided} decided (${outcomes.declined} declined, ${outcomes.expired} expired)`
            : 'No quote decided yet'
        }
      >
        {figures.acceptanceShare === null ? '–' : percentText(figures.acceptanceShare)}
      </KeyFigure>
      <KeyFigure level={3} title="Median time to first quote" note={`From the inquiry, in calendar time, ${period}`}>
        {figures.medianMinutesToQuote === null ? '–' : calendarDurationText(figures.medianMinutesToQuote)}
      </KeyFigure>
      <KeyFigure
        level={3}
        title="Value quoted this month"
        note={
          thisMonth ? `${thisMonth.quotesSent} ${thisMonth.quotesSent === 1 ? 'quote' : 'quotes'} in ${formatMonth(thisMonth.month)}` : ''
        }
      >
        {formatUsd(thisMonth?.valueCents ?? 0)}
      </KeyFigure>
    </>
  );
}

/** The value quoted per month as bars, and the months' exact figures in a table beside them. */
export function QuotesPerMonth({ figures, width }: { figures: QuoteFigures; width: number }) {
  const rows = figures.months.map((month) => ({ label: formatMonth(month.month), values: [Math.round(month.valueCents / 100)] }));
  return (
    <>
      <BarChart
        title="Value quoted per month"
        description="Each quote at the total of its last version sent in the month, in US dollars."
        series={['Value quoted']}
        rows={rows}
        categoryLabel="Month"
        valueLabel="USD"
        formatValue={(value) => compactUsd.format(value)}
        width={width}
      />
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-0">
          <caption className="visually-hidden">Quotes sent and value quoted per month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" className="text-end">
                Quotes sent
              </th>
              <th scope="col" className="text-end">
                Value quoted
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className="fw-normal text-nowrap">
                  {formatMonth(month.month)}
                </th>
                <td className="text-end">{month.quotesSent}</td>
                <td className="text-end text-nowrap">{formatUsd(month.valueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
