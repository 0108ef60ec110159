import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useLoaderData } from 'react-router-dom';
import { type Dashboard, DASHBOARD_DEFAULT_WEEKS, inboxApi } from '../../../shared/contracts/inbox';
import { type QuoteFigures, quotesApi } from '../../../shared/contracts/quotes';
import { adminPaths } from '../../../shared/staff/addresses';
import { INQUIRY_KINDS, KIND_NAMES } from '../../../shared/staff/inbox';
import { AppLink } from '../../components/app-link';
import { KeyFigure } from '../components/key-figure';
import { BarChart } from '../charts/bar-chart';
import { formatNumber } from '../charts/chart-data';
import { HorizontalBarChart } from '../charts/horizontal-bar-chart';
import { LineChart } from '../charts/line-chart';
import { formatWeek } from '../dates';
import { searchOf } from '../inbox/inbox-filters';
import { QuoteFigureCards, QuotesPerMonth } from '../quotes/quote-figures';
import { durationText } from '../reply-clock-label';
import { loadFromStaffApi } from '../staff-client';
import { useNarrowScreen } from '../use-screen-size';

/** The periods an owner can look back over, in weeks. */
export const WEEK_CHOICES = [4, 12, 26, 52] as const;

interface DashboardData {
  dashboard: Dashboard;
  quotes: QuoteFigures;
  weeks: number;
}

/** The period from the address (?weeks=26), one of the choices, else the last 12 weeks. */
function weeksOf(search: URLSearchParams): number {
  const asked = Number(search.get('weeks'));
  return (WEEK_CHOICES as readonly number[]).includes(asked) ? asked : DASHBOARD_DEFAULT_WEEKS;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<DashboardData> {
  const weeks = weeksOf(new URL(request.url).searchParams);
  const [dashboard, quotes] = await Promise.all([
    loadFromStaffApi(request, inboxApi.dashboard, { query: { weeks } }),
    loadFromStaffApi(request, quotesApi.figures, { query: { weeks } }),
  ]);
  return { dashboard, quotes, weeks };
}

const hours = (minutes: number | null) => (minutes === null ? null : Math.round((minutes / 60) * 10) / 10);
/** A share (0 to 1) as a whole percentage. */
const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);
const percentText = (value: number) => `${formatNumber(value)}%`;
const minutesText = (minutes: number | null) => (minutes === null ? '–' : durationText(minutes));

export function Component() {
  const { i18n, t } = useLingui();
  const { dashboard, quotes, weeks } = useLoaderData() as DashboardData;
  const hoursText = (value: number) => {
    const hours = formatNumber(value);
    return t`${hours} h`;
  };
  const narrow = useNarrowScreen();
  const width = narrow ? 360 : 640;
  const weekRows = dashboard.weeks.map((week) => ({ label: formatWeek(week.weekStart), week }));
  // The quotations' cards (quotes/quote-figures.tsx) end their notes with the period.
  const period = t`the last ${weeks} weeks`;
  const workingTime = t`Working time, the last ${weeks} weeks`;
  const share = percent(dashboard.answeredWithin24hShare);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">
          <Trans>Dashboard</Trans>
        </h1>
        <nav aria-label={t`Period`}>
          <ul className="nav nav-pills">
            {WEEK_CHOICES.map((choice) => (
              <li className="nav-item" key={choice}>
                <AppLink
                  to={`${adminPaths.dashboard}?weeks=${choice}`}
                  className={`nav-link py-1 px-2${choice === weeks ? ' active' : ''}`}
                  aria-current={choice === weeks ? 'page' : undefined}
                >
                  <Plural value={choice} one="# week" other="# weeks" />
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <section aria-label={t`Key figures`} className="row g-3 mb-3">
        <KeyFigure title={t`Overdue now`} note={t`Waiting past their due time`}>
          <AppLink
            to={`${adminPaths.inbox}${searchOf({ overdue: 'true' })}`}
            className={dashboard.overdueNow > 0 ? 'text-danger' : undefined}
          >
            {dashboard.overdueNow}
          </AppLink>
        </KeyFigure>
        <KeyFigure title={t`Median time to first reply`} note={workingTime}>
          {minutesText(dashboard.medianReplyMinutes)}
        </KeyFigure>
        <KeyFigure title={t`90th percentile to first reply`} note={workingTime}>
          {minutesText(dashboard.p90ReplyMinutes)}
        </KeyFigure>
        <KeyFigure title={t`Answered within 24 hours`} note={t`Of those due in the last ${weeks} weeks`}>
          {share === null ? '–' : percentText(share)}
        </KeyFigure>
      </section>

      <div className="row g-3">
        <section className="col-xl-6" aria-label={t`Inquiries per week`}>
          <div className="admin-card h-100 chart-card">
            <BarChart
              title={t`Inquiries per week`}
              description={t`By kind, over the last ${weeks} weeks.`}
              series={INQUIRY_KINDS.map((kind) => i18n._(KIND_NAMES[kind]))}
              rows={weekRows.map(({ label, week }) => ({ label, values: INQUIRY_KINDS.map((kind) => week.byKind[kind] ?? 0) }))}
              categoryLabel={t`Week`}
              valueLabel={t({ message: 'Inquiries', context: 'a count' })}
              width={width}
            />
          </div>
        </section>
        <section className="col-xl-6" aria-label={t`Time to first reply`}>
          <div className="admin-card h-100 chart-card">
            <LineChart
              title={t`Time to first reply`}
              description={t`Median and 90th percentile per week, in working hours (Monday to Saturday, 8:00 to 17:30).`}
              series={[t`Median`, t`90th percentile`]}
              rows={weekRows.map(({ label, week }) => ({ label, values: [hours(week.medianReplyMinutes), hours(week.p90ReplyMinutes)] }))}
              categoryLabel={t`Week`}
              valueLabel={t`Hours`}
              formatValue={hoursText}
              width={width}
            />
          </div>
        </section>
        <section className="col-xl-6" aria-label={t`Answered within 24 hours`}>
          <div className="admin-card h-100 chart-card">
            <LineChart
              title={t`Answered within 24 hours`}
              description={t`Share of each week’s inquiries whose first reply came within the promised 24 working hours.`}
              series={[t`Answered within 24 hours`]}
              rows={weekRows.map(({ label, week }) => ({ label, values: [percent(week.answeredWithin24hShare)] }))}
              categoryLabel={t`Week`}
              valueLabel={t`Share`}
              maxValue={100}
              formatValue={percentText}
              width={width}
            />
          </div>
        </section>
        <section className="col-xl-6" aria-label={t`Most-asked products`}>
          <div className="admin-card h-100 chart-card">
            <HorizontalBarChart
              title={t`Most-asked products`}
              description={t`Inquiries naming each product, over the last ${weeks} weeks.`}
              items={dashboard.topProducts.map((product) => ({ label: product.name ?? product.path, value: product.inquiries }))}
              itemLabel={t`Product`}
              valueLabel={t({ message: 'Inquiries', context: 'a count' })}
              maxLabelChars={narrow ? 18 : 28}
              width={width}
            />
          </div>
        </section>
        <section className="col-12" aria-labelledby="staff-heading">
          <div className="admin-card chart-card">
            <h2 id="staff-heading" className="h6 fw-semibold">
              <Trans>Per sales person</Trans>
            </h2>
            <PerStaff dashboard={dashboard} width={narrow ? 360 : 960} />
          </div>
        </section>
      </div>

      <section aria-labelledby="quotes-heading" className="mt-4">
        <h2 id="quotes-heading" className="h4 mb-3">
          <Trans>Quotations</Trans>
        </h2>
        <div className="row g-3 mb-3">
          <QuoteFigureCards figures={quotes} period={period} />
        </div>
        <div className="admin-card chart-card">
          <QuotesPerMonth figures={quotes} width={narrow ? 360 : 960} />
        </div>
      </section>
    </>
  );
}

function PerStaff({ dashboard, width }: { dashboard: Dashboard; width: number }) {
  const { t } = useLingui();
  if (dashboard.perStaff.length === 0)
    return (
      <p className="text-body-secondary mb-0">
        <Trans>No inquiry was assigned in this period.</Trans>
      </p>
    );
  return (
    <>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Sales person</Trans>
              </th>
              <th scope="col" className="text-end">
                <Trans>Assigned</Trans>
              </th>
              <th scope="col" className="text-end">
                <Trans>Replied</Trans>
              </th>
              <th scope="col" className="text-end">
                <Trans>Overdue</Trans>
              </th>
              <th scope="col" className="text-end">
                <Trans>Median first reply</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {dashboard.perStaff.map((row) => (
              <tr key={row.staff.id}>
                <th scope="row" className="fw-normal">
                  <AppLink to={`${adminPaths.inbox}${searchOf({ assignee: String(row.staff.id) })}`}>{row.staff.name}</AppLink>
                </th>
                <td className="text-end">{row.assigned}</td>
                <td className="text-end">{row.replied}</td>
                <td className={`text-end${row.overdue > 0 ? ' text-danger fw-semibold' : ''}`}>{row.overdue}</td>
                <td className="text-end">{minutesText(row.medianReplyMinutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {dashboard.perStaff.every((row) => row.assigned + row.replied + row.overdue === 0) ? null : (
        <BarChart
          title={t`Assigned, replied and overdue per sales person`}
          series={[t`Assigned`, t`Replied`, t`Overdue`]}
          rows={dashboard.perStaff.map((row) => ({ label: row.staff.name, values: [row.assigned, row.replied, row.overdue] }))}
          categoryLabel={t`Sales person`}
          valueLabel={t({ message: 'Inquiries', context: 'a count' })}
          layout="grouped"
          width={width}
          height={260}
        />
      )}
    </>
  );
}
