import { Fragment } from 'react';
import type { ReplyClock } from '../../../shared/contracts/inbox';
import { type InquiryStatusName, STATUS_LABELS } from '../../../shared/staff/inbox';
import { type ClockTone, replyClockLabel } from '../reply-clock-label';

// Small pieces the inbox's screens share: a status as a badge, the reply clock in words, a country by name.

const STATUS_STYLES: Record<InquiryStatusName, string> = {
  new: 'text-bg-primary',
  open: 'text-bg-info',
  quoted: 'text-bg-warning',
  won: 'text-bg-success',
  lost: 'text-bg-secondary',
  spam: 'text-bg-dark',
  closed: 'text-bg-light border',
};

export function StatusBadge({ status }: { status: InquiryStatusName }) {
  return <span className={`badge ${STATUS_STYLES[status]}`}>{STATUS_LABELS[status]}</span>;
}

const CLOCK_STYLES: Record<ClockTone, string> = {
  running: '',
  soon: 'text-warning-emphasis fw-semibold',
  overdue: 'text-danger fw-semibold',
  stopped: 'text-body-secondary',
};

/** The reply clock in words: the time left, red once overdue. */
export function ClockText({ clock }: { clock: ReplyClock }) {
  const { text, tone } = replyClockLabel(clock);
  return <span className={CLOCK_STYLES[tone] || undefined}>{text}</span>;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'Germany (DE)'; the bare code when the browser does not know it. */
export function countryLabel(code: string | null, name?: string | null): string | null {
  if (!code) return null;
  let known: string | undefined;
  try {
    known = name ?? regionNames.of(code);
  } catch {
    known = undefined;
  }
  return known && known !== code ? `${known} (${code})` : code;
}

/**
 * An e-mail address that wraps where a reader expects, after the @ and before a dot, rather than between any two
 * letters ('emma.johansson@nordiskhem.s / e').
 */
export function WrappingAddress({ address }: { address: string }) {
  const parts = address.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
