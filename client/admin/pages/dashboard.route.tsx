import type { LoaderFunctionArgs } from 'react-router-dom';
import { useLoaderData } from 'react-router-dom';
import { type Dashboard, DASHBOARD_DEFAULT_WEEKS, inboxApi } from '../../../shared/contracts/inbox';
import { type QuoteFigures, quotesApi } from '../../../shared/contracts/quotes';
import { adminPaths } from '../../../shared/staff/addresses';
import { INQUIRY_KINDS, KIND_LABELS } from '../../../shared/staff/inbox';
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
const hoursText = (value: number) => `${formatNumber(value)} h`;
/** A share (0 to 1) as a whole percentage. */
const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);
const percentText = (value: number) => `${formatNumber(value)}%`;
const minutesText = (minutes: number | null) => (minutes === null ? '–' : durationText(minutes));

export function Component() {
  const { dashboard, quotes, weeks } = useLoaderData() as DashboardData;
  const narrow = useNarrowScreen();
  const width = narrow ? 360 : 640;
  const weekRows = dashboard.weeks.map((week) => ({ label: formatWeek(week.weekStart), week }));
  const period = `the last ${weeks} weeks`;
  const share = percent(dashboard.answeredWithin24hShare);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">Dashboard</h1>
        <nav aria-label="Period">
          <ul className="nav nav-pills">
            {WEEK_CHOICES.map((choice) => (
              <li className="nav-item" key={choice}>
                <AppLink
                  to={`${adminPaths.dashboard}?weeks=${choice}`}
                  className={`nav-link py-1 px-2${choice === weeks ? ' active' : ''}`}
                  aria-current={choice === weeks ? 'page' : undefined}
                >
                  {choice} weeks
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <section aria-label="Key figures" className="row g-3 mb-3">
        <KeyFigure title="Overdue now" note="Waiting past their due time">
          <AppLink
            to={`${adminPaths.inbox}${searchOf({ overdue: 'true' })}`}
            className={dashboard.overdueNow > 0 ? 'text-danger' : undefined}
          >
            {dashboard.overdueNow}
          </AppLink>
        </KeyFigure>
        <KeyFigure title="Median time to first reply" note={`Working time, ${period}`}>
          {minutesText(dashboard.medianReplyMinutes)}
        </KeyFigure>
        <KeyFigure title="90th percentile to first reply" note={`Working time, ${period}`}>
          {minutesText(dashboard.p90ReplyMinutes)}
        </KeyFigure>
        <KeyFigure title="Answered within 24 hours" note={`Of those due in ${period}`}>
          {share === null ? '–' : percentText(share)}
        </KeyFigure>
      </section>

      <div className="row g-3">
        <section className="col-xl-6" aria-label="Inquiries per week">
          <div className="admin-card h-100 chart-card">
            <BarChart
              title="Inquiries per week"
              description={`By kind, over ${period}.`}
              series={INQUIRY_KINDS.map((kind) => KIND_LABELS[kind])}
              rows={weekRows.map(({ label, week }) => ({ label, values: INQUIRY_KINDS.map((kind) => week.byKind[kind] ?? 0) }))}
              categoryLabel="Week"
              valueLabel="Inquiries"
              width={width}
            />
          </div>
        </section>
        <section className="col-xl-6" aria-label="Time to first reply">
          <div className="admin-card h-100 chart-card">
            <LineChart
              title="Time to first reply"
              description="Median and 90th percentile per week, in working hours (Monday to Saturday, 8:00 to 17:30)."
              series={['Median', '90th percentile']}
              rows={weekRows.map(({ label, week }) => ({ label, values: [hours(week.medianReplyMinutes), hours(week.p90ReplyMinutes)] }))}
              categoryLabel="Week"
              valueLabel="Hours"
              formatValue={hoursText}
              width={width}
            />
          </div>
        </section>
        <section className="col-xl-6" aria-label="Answered within 24 hours">
          <div className="admin-card h-100 chart-card">
            <LineChart
              title="Answered within 24 hours"
              description="Share of each week’s inquiries whose first reply came within the promised 24 working hours."
              series={['Answered within 24 hours']}
              rows={weekRows.map(({ label, week }) => ({ label, values: [percent(week.answeredWithin24hShare)] }))}
              categoryLabel="Week"
              valueLabel="Share"
              maxValue={100}
              formatValue={percentText}
              width={width}
            />
          </div>
        </section>
        <section className="col-xl-6" aria-label="Most-asked products">
          <div className="admin-card h-100 chart-card">
            <HorizontalBarChart
              title="Most-asked products"
              description={`Inquiries naming each product, over ${period}.`}
              items={dashboard.topProducts.map((product) => ({ label: product.name ?? product.path, value: product.inquiries }))}
              itemLabel="Product"
              valueLabel="Inquiries"
              maxLabelChars={narrow ? 18 : 28}
              width={width}
            />
          </div>
        </section>
        <section className="col-12" aria-labelledby="staff-heading">
          <div className="admin-card chart-card">
            <h2 id="staff-heading" className="h6 fw-semibold">
              Per sales person
            </h2>
            <PerStaff dashboard={dashboard} width={narrow ? 360 : 960} />
          </div>
        </section>
      </div>

      <section aria-labelledby="quotes-heading" className="mt-4">
        <h2 id="quotes-heading" className="h4 mb-3">
          Quotations
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
  if (dashboard.perStaff.length === 0) return <p className="text-body-secondary mb-0">No inquiry was assigned in this period.</p>;
  return (
    <>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th scope="col">Sales person</th>
              <th scope="col" className="text-end">
                Assigned
              </th>
              <th scope="col" className="text-end">
                Replied
              </th>
              <th scope="col" className="text-end">
                Overdue
              </th>
              <th scope="col" className="text-end">
                Median first reply
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
          title="Assigned, replied and overdue per sales person"
          series={['Assigned', 'Replied', 'Overdue']}
          rows={dashboard.perStaff.map((row) => ({ label: row.staff.name, values: [row.assigned, row.replied, row.overdue] }))}
          categoryLabel="Sales person"
          valueLabel="Inquiries"
          layout="grouped"
          width={width}
          height={260}
        />
      )}
    </>
  );
}
