import { msg } from '@lingui/core/macro';
import { staffI18n } from '../staff-i18n';
import { formatNumber } from './chart-data';
import { BASELINE, SERIES_COLORS } from './palette';

export interface ShareGaugeProps {
  /** What the share is of, e.g. "Answered within 24 hours". */
  title: string;
  /** How many of the whole meet it (e.g. inquiries answered in time)… */
  part: number;
  /** …out of how many (e.g. inquiries received). */
  whole: number;
  /** What the whole counts, for the line under the bar: "41 of 50 inquiries". */
  unit?: string;
  color?: string;
  emptyText?: string;
}

/**
 * The whole percentage of `part` in `whole`, rounded but never to a misleading 0 or 100: 199 of 200 is 99%, not
 * 100%, and 1 of 500 is 1%, not 0%. `null` when there is no whole to take a share of.
 */
export function sharePercent(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  const clamped = Math.min(Math.max(part, 0), whole);
  if (clamped === 0 || clamped === whole) return clamped === 0 ? 0 : 100;
  return Math.min(99, Math.max(1, Math.round((clamped / whole) * 100)));
}

/**
 * One share as a large percentage over a filled bar. The numbers are written out in words next to it, so the bar
 * itself is decoration for screen readers.
 */
export function ShareGauge({ title, part, whole, unit: givenUnit, color = SERIES_COLORS[0], emptyText }: ShareGaugeProps) {
  const percent = sharePercent(part, whole);
  const unit = givenUnit ?? staffI18n._(msg`inquiries`);
  const partText = formatNumber(part);
  const wholeText = formatNumber(whole);
  return (
    <figure className="mb-0">
      <figcaption className="fw-semibold mb-1">{title}</figcaption>
      <p className="fs-3 fw-semibold mb-1">{percent == null ? '–' : `${percent}%`}</p>
      <svg viewBox="0 0 100 8" width="100%" height="12" preserveAspectRatio="none" aria-hidden="true" style={{ display: 'block' }}>
        <rect x="0" y="0" width="100" height="8" rx="2" fill="#E9ECEF" stroke={BASELINE} strokeWidth="0.3" />
        {percent ? <rect className="share-fill" x="0" y="0" width={percent} height="8" rx="2" fill={color} /> : null}
      </svg>
      <p className="small text-body-secondary mb-0 mt-1">
        {percent == null
          ? (emptyText ?? staffI18n._(msg`No ${unit} in this period.`))
          : staffI18n._(msg`${partText} of ${wholeText} ${unit}`)}
      </p>
    </figure>
  );
}
