import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuoteFigures } from '../../../shared/contracts/quotes';
import { formatUsd } from '../../../shared/quotes';
import { BarChart } from '../charts/bar-chart';
import { KeyFigure } from '../components/key-figure';
import { formatMonth } from '../dates';
import { calendarDurationText } from '../reply-clock-label';
import { staffIntlLocale } from '../staff-i18n';

// The dashboard's quotations: how many went out, how many were won, how soon the first quote follows an inquiry,
// and the value quoted per month (issue 22, point 7). Staff only: no price leaves the back office.

/** Whole numbers and shares in the staff member's language's digits ('en-GB' for English: '1,240', '66.7%'). */
const countText = (value: number) => new Intl.NumberFormat(staffIntlLocale()).format(value);
const percentText = (share: number) =>
  new Intl.NumberFormat(staffIntlLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(share);

export function QuoteFigureCards({ figures, period }: { figures: QuoteFigures; period: string }) {
  const { t, i18n } = useLingui();
  const { outcomes } = figures;
  const decided = outcomes.won + outcomes.declined + outcomes.expired;
  const thisMonth = figures.months.at(-1);
  const { versionsSent } = figures;
  const [won, decidedCount, declined, expired] = [outcomes.won, decided, outcomes.declined, outcomes.expired].map(countText);
  const monthQuotes = thisMonth?.quotesSent ?? 0;
  const month = thisMonth ? formatMonth(thisMonth.month) : '';
  return (
    <>
      <KeyFigure
        level={3}
        title={t`Quotes sent`}
        note={i18n._(
          msg({
            message: plural(versionsSent, {
              one: `# version sent, revisions included, ${period}`,
              other: `# versions sent, revisions included, ${period}`,
            }),
          }),
        )}
      >
        {countText(figures.quotesSent)}
      </KeyFigure>
      <KeyFigure
        level={3}
        title={t`Acceptance rate`}
        note={decided ? t`${won} won of ${decidedCount} decided (${declined} declined, ${expired} expired)` : t`No quote decided yet`}
      >
        {figures.acceptanceShare === null ? '–' : percentText(figures.acceptanceShare)}
      </KeyFigure>
      <KeyFigure level={3} title={t`Median time to first quote`} note={t`From the inquiry, in calendar time, ${period}`}>
        {figures.medianMinutesToQuote === null ? '–' : calendarDurationText(figures.medianMinutesToQuote)}
      </KeyFigure>
      <KeyFigure
        level={3}
        title={t`Value quoted this month`}
        note={thisMonth ? i18n._(msg({ message: plural(monthQuotes, { one: `# quote in ${month}`, other: `# quotes in ${month}` }) })) : ''}
      >
        {formatUsd(thisMonth?.valueCents ?? 0)}
      </KeyFigure>
    </>
  );
}

/** The value quoted per month as bars, and the months' exact figures in a table beside them. */
export function QuotesPerMonth({ figures, width }: { figures: QuoteFigures; width: number }) {
  const { t } = useLingui();
  const compactUsd = new Intl.NumberFormat(staffIntlLocale(), {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const rows = figures.months.map((month) => ({ label: formatMonth(month.month), values: [Math.round(month.valueCents / 100)] }));
  return (
    <>
      <BarChart
        title={t`Value quoted per month`}
        description={t`Each quote at the total of its last version sent in the month, in US dollars.`}
        series={[t`Value quoted`]}
        rows={rows}
        categoryLabel={t`Month`}
        valueLabel="USD"
        formatValue={(value) => compactUsd.format(value)}
        width={width}
      />
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-0">
          <caption className="visually-hidden">
            <Trans>Quotes sent and value quoted per month</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Month</Trans>
              </th>
              <th scope="col" className="text-end">
                <Trans>Quotes sent</Trans>
              </th>
              <th scope="col" className="text-end">
                <Trans>Value quoted</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className="fw-normal text-nowrap">
                  {formatMonth(month.month)}
                </th>
                <td className="text-end">{countText(month.quotesSent)}</td>
                <td className="text-end text-nowrap">{formatUsd(month.valueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
